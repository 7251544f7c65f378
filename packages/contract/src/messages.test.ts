import { describe, expect, it } from 'vitest';
import { formatMessage, MSG, msg } from './messages.js';

const catalog: Record<string, string> = {
  'v.required': 'This field is required.',
  'v.min_length': 'Minimum length is {0}.',
  'v.value_between': 'Value must be between {0} and {1}.',
};
const lookup = (key: string) => catalog[key];

describe('msg', () => {
  it('is the bare key without parameters', () => {
    expect(msg(MSG.required)).toBe('v.required');
  });

  it('joins the key and its parameters with |', () => {
    expect(msg(MSG.minLength, 3)).toBe('v.min_length|3');
    expect(msg(MSG.valueBetween, 1, 100)).toBe('v.value_between|1|100');
  });
});

describe('formatMessage', () => {
  it('translates a bare key', () => {
    expect(formatMessage('v.required', lookup)).toBe('This field is required.');
  });

  it('fills positional parameters', () => {
    expect(formatMessage(msg(MSG.minLength, 3), lookup)).toBe('Minimum length is 3.');
    expect(formatMessage(msg(MSG.valueBetween, 1, 100), lookup)).toBe('Value must be between 1 and 100.');
  });

  it('leaves a missing parameter empty rather than printing the placeholder', () => {
    expect(formatMessage('v.value_between|1', lookup)).toBe('Value must be between 1 and .');
  });

  it('passes an unknown key through unchanged', () => {
    expect(formatMessage('v.nope|2', lookup)).toBe('v.nope|2');
    expect(formatMessage('Plain text from elsewhere', lookup)).toBe('Plain text from elsewhere');
  });

  it('round-trips every MSG key through a catalogue that knows it', () => {
    for (const key of Object.values(MSG)) {
      expect(formatMessage(msg(key, 7), (k) => (k === key ? `ok {0}` : undefined))).toBe('ok 7');
    }
  });
});
