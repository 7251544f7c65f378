import { describe, expect, it } from 'vitest';
import { formatDurationWith, formatMessage, MSG, msg } from './messages.js';

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

describe('formatDurationWith (one way for every duration, issue 41)', () => {
  // The catalogue's shapes (duration.{tr,en}.json), filled in as the server fills them; the web's t() does the same.
  const shapes = {
    tr: { 'duration.hm': '{{h}} sa {{m}} dk', 'duration.h': '{{h}} sa', 'duration.m': '{{m}} dk' },
    en: { 'duration.hm': '{{h}}h {{m}}m', 'duration.h': '{{h}}h', 'duration.m': '{{m}} min' },
  } as const;
  const write = (lang: 'tr' | 'en') => (minutes: number) =>
    formatDurationWith(minutes, (key, values) =>
      shapes[lang][key].replace(/\{\{(h|m)\}\}/g, (_, name: 'h' | 'm') => String(values[name])),
    );

  it('writes hours and minutes without zero padding, minutes alone under an hour, hours alone on the hour', () => {
    expect([125, 65, 120, 55].map(write('tr'))).toEqual(['2 sa 5 dk', '1 sa 5 dk', '2 sa', '55 dk']);
    expect([125, 65, 120, 55].map(write('en'))).toEqual(['2h 5m', '1h 5m', '2h', '55 min']);
  });

  it('rounds part minutes and never goes below zero', () => {
    expect(write('en')(59.6)).toBe('1h');
    expect(write('en')(-5)).toBe('0 min');
  });
});
