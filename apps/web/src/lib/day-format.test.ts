import { describe, expect, it } from 'vitest';
import { birthday, longDay, shortDay, tripDay } from './day-format';

describe('Turkish weekdays', () => {
  it('abbreviate Monday and Saturday as Pzt and Cmt everywhere, as the search form does', () => {
    expect(tripDay('2026-12-07', 'tr')).toBe('7 Ara Pzt');
    expect(shortDay('2026-12-07', 'tr')).toBe('07 Ara, Pzt');
    expect(shortDay('2026-12-12', 'tr')).toBe('12 Ara, Cmt');
    expect(longDay('2026-12-12', 'tr')).toBe('12 Aralık, Cumartesi');
    expect(shortDay('2026-12-07', 'en')).toBe('07 Dec, Mon');
  });
});

describe('a birthday', () => {
  it('reads DD/MM/YYYY from a full date, and the year alone when a booking gives only the year (03 §12)', () => {
    expect(birthday('1990-04-05')).toBe('05/04/1990');
    expect(birthday('1990-04-05T00:00:00Z')).toBe('05/04/1990');
    expect(birthday('1990')).toBe('1990');
  });

  it("reads '-', never Invalid Date, for anything else", () => {
    expect(birthday('')).toBe('-');
    expect(birthday(null)).toBe('-');
    expect(birthday('****')).toBe('-');
    expect(birthday('90')).toBe('-');
  });
});
