import { describe, expect, it } from 'vitest';
import { longDay, shortDay, tripDay } from './day-format';

describe('Turkish weekdays', () => {
  it('abbreviate Monday and Saturday as Pzt and Cmt everywhere, as the search form does', () => {
    expect(tripDay('2026-12-07', 'tr')).toBe('7 Ara Pzt');
    expect(shortDay('2026-12-07', 'tr')).toBe('07 Ara, Pzt');
    expect(shortDay('2026-12-12', 'tr')).toBe('12 Ara, Cmt');
    expect(longDay('2026-12-12', 'tr')).toBe('12 Aralık, Cumartesi');
    expect(shortDay('2026-12-07', 'en')).toBe('07 Dec, Mon');
  });
});
