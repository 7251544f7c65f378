import type { Country } from '@yolcu/contract';
import { describe, expect, it } from 'vitest';
import { phoneCodes } from './phone-codes';

const country = (code: string, phone_code: string, id = 0): Country => ({ id, code, name: code, phone_code });

describe('phoneCodes', () => {
  // The countries come sorted by name, so the first holder of a shared code is rarely the one meant.
  const countries = [
    country('AS', '1'),
    country('AU', '61'),
    country('CA', '1'),
    country('CX', '61'),
    country('GG', '44'),
    country('GB', '44'),
    country('KZ', '7'),
    country('RU', '7'),
    country('TR', '90'),
    country('US', '1'),
  ];

  it('labels a shared code with the country a traveller means', () => {
    const labels = phoneCodes(countries).map((c) => c.label);
    expect(labels).toEqual(['+1 US', '+7 RU', '+44 GB', '+61 AU', '+90 TR']);
  });

  it('keeps +90 TR before the countries load', () => {
    expect(phoneCodes([])).toEqual([{ code: '90', label: '+90 TR' }]);
  });
});
