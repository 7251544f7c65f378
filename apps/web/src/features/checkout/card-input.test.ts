import { describe, expect, it } from 'vitest';
import { formatCardExpiry, formatCardNumber, formatCvc } from './card-input';

describe('card inputs', () => {
  it('masks the number as 16 digits in groups of four', () => {
    expect(formatCardNumber('4111111111111111')).toBe('4111 1111 1111 1111');
    expect(formatCardNumber('4111-1111 11')).toBe('4111 1111 11');
    expect(formatCardNumber('41111111111111119999')).toBe('4111 1111 1111 1111');
    expect(formatCardNumber('abcd')).toBe('');
  });

  it('writes the expiry as MM/YY and lets backspace through the slash', () => {
    expect(formatCardExpiry('1', '')).toBe('1');
    expect(formatCardExpiry('12', '1')).toBe('12/');
    expect(formatCardExpiry('12/3', '12/')).toBe('12/3');
    expect(formatCardExpiry('1230', '')).toBe('12/30');
    expect(formatCardExpiry('12', '12/')).toBe('1');
  });

  it('keeps three digits of the CVC', () => {
    expect(formatCvc('12a34')).toBe('123');
  });
});
