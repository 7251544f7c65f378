import { describe, expect, it } from 'vitest';
import { passwordProblem } from './password-rules';

describe('password hints of 01 §5', () => {
  const me = ['Ayşe', 'Yılmaz', 'ayse.yilmaz@example.com'];
  it('applies the four rules in order', () => {
    expect(passwordProblem('kısa1', me)).toBe('too_short');
    expect(passwordProblem('1234567890', me)).toBe('numeric');
    expect(passwordProblem('fenerbahce', me)).toBe('common');
    expect(passwordProblem('AyseYilmaz!9', me)).toBe('similar');
    expect(passwordProblem('Deniz-Feneri-42', me)).toBeNull();
  });
  it('does not count the e-mail domain as personal', () => {
    expect(passwordProblem('Comfort-Zone-9', me)).toBeNull();
    expect(passwordProblem('Example-Sun-77', me)).toBeNull();
  });
});
