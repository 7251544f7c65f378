import { describe, expect, it } from 'vitest';
import { extractFieldErrors, extractServerMessage } from './errors';

describe('extractServerMessage (03 §2 order)', () => {
  it('prefers detail, then message, then non_field_errors, then the first field', () => {
    expect(extractServerMessage({ detail: 'D', message: 'M', non_field_errors: ['N'] })).toBe('D');
    expect(extractServerMessage({ message: 'M', non_field_errors: ['N'] })).toBe('M');
    expect(extractServerMessage({ non_field_errors: ['N'], email: ['E'] })).toBe('N');
    expect(extractServerMessage({ email: ['E1', 'E2'], phone: ['P'] })).toBe('E1');
  });

  it('finds nothing in bodies without a message', () => {
    expect(extractServerMessage(null)).toBeUndefined();
    expect(extractServerMessage('oops')).toBeUndefined();
    expect(extractServerMessage({ count: 1 })).toBeUndefined();
  });
});

describe('extractFieldErrors', () => {
  it('keeps only lists of messages', () => {
    expect(extractFieldErrors({ email: ['bad'], detail: 'x', n: [1] })).toEqual({ email: ['bad'] });
  });
});
