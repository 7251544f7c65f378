import { describe, expect, it } from 'vitest';
import en from '../i18n/en.json';
import tr from '../i18n/tr.json';
import { translate } from './i18n';

describe('the console catalogues', () => {
  it('have the same keys in the same order, none empty', () => {
    expect(Object.keys(tr)).toEqual(Object.keys(en));
    for (const text of [...Object.values(en), ...Object.values(tr)]) expect(text.trim()).not.toBe('');
  });

  it("translate the contract's message tokens with their parameters", () => {
    expect(translate('en', 'v.min_length|12')).toBe('Minimum length is 12.');
    expect(translate('tr', 'v.min_length|12')).toBe('En az 12 karakter olmalı.');
    expect(translate('en', 'bookings.count', { count: 3 })).toBe('3 bookings (at most 50, newest first)');
  });
});
