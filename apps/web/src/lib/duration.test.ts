import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatDuration } from './duration';
import { translator as translatorFor } from './translate';

// The real catalogue entries, so a wording change there shows here.
const catalogDir = path.resolve(import.meta.dirname, '../../../server/src/data/i18n');
const translator = (lang: 'tr' | 'en') =>
  translatorFor(lang, JSON.parse(readFileSync(path.join(catalogDir, `duration.${lang}.json`), 'utf8')));

describe('formatDuration', () => {
  const tr = translator('tr');
  const en = translator('en');

  it('writes hours and minutes in Turkish without zero padding', () => {
    expect(formatDuration(75, tr)).toBe('1 sa 15 dk');
    expect(formatDuration(65, tr)).toBe('1 sa 5 dk');
    expect(formatDuration(120, tr)).toBe('2 sa');
    expect(formatDuration(55, tr)).toBe('55 dk');
  });

  it('writes hours and minutes in English without zero padding', () => {
    expect(formatDuration(75, en)).toBe('1h 15m');
    expect(formatDuration(65, en)).toBe('1h 5m');
    expect(formatDuration(120, en)).toBe('2h');
    expect(formatDuration(45, en)).toBe('45 min');
  });

  it('rounds part minutes and never goes below zero', () => {
    expect(formatDuration(89.6, en)).toBe('1h 30m');
    expect(formatDuration(-3, en)).toBe('0 min');
  });
});
