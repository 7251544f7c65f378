import { describe, expect, it } from 'vitest';
import { flightLabel, placeWithAddress } from './transfer-text.js';

describe('voucher text', () => {
  it('names a place once', () => {
    expect(placeWithAddress('Kemer', 'Kemer, 07980 Antalya')).toBe('Kemer, 07980 Antalya');
    expect(placeWithAddress('Kemer', 'kemer')).toBe('kemer');
    expect(placeWithAddress('Antalya Airport (AYT)', 'Yenigöl, 07230 Muratpaşa/Antalya')).toBe(
      'Antalya Airport (AYT), Yenigöl, 07230 Muratpaşa/Antalya',
    );
    expect(placeWithAddress('İçmeler', '')).toBe('İçmeler');
  });

  it('writes a flight as TK2532 however it was typed', () => {
    expect(flightLabel('TK', 'TK2532')).toBe('TK2532');
    expect(flightLabel('TK', '2532')).toBe('TK2532');
    expect(flightLabel('tk', 'tk 2532')).toBe('TK2532');
    expect(flightLabel(null, 'PC2010')).toBe('PC2010');
    expect(flightLabel('TK', null)).toBeNull();
  });
});
