import type { Airport } from '@yolcu/contract';
import { describe, expect, it } from 'vitest';
import { samePlace } from './same-place';

const a = (code: string, city: string, airports?: string[]): Airport => ({
  id: code.length,
  code,
  name: code,
  city,
  country_code: 'XX',
  ...(airports ? { airports, type: 'city' as const } : {}),
});

describe('samePlace', () => {
  it('counts two airports of one city, and a city choice with one of its airports, as the same place', () => {
    expect(samePlace(a('IST', 'İstanbul'), a('SAW', 'İSTANBUL'))).toBe(true);
    expect(samePlace(a('MIL', 'Milano', ['MXP', 'LIN', 'BGY']), a('BGY', 'Bergamo'))).toBe(true);
    expect(samePlace(a('BGY', 'Bergamo'), a('MIL', 'Milano', ['MXP', 'LIN', 'BGY']))).toBe(true);
  });

  it('lets different cities through', () => {
    expect(samePlace(a('ISTA', 'İstanbul', ['IST', 'SAW']), a('LON', 'Londra', ['LHR', 'LGW']))).toBe(false);
    expect(samePlace(a('IST', 'İstanbul'), a('AYT', 'Antalya'))).toBe(false);
  });
});
