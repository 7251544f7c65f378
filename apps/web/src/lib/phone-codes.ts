import type { Country } from '@yolcu/contract';
import { DEFAULT_PHONE_CODE } from '@yolcu/contract/constants';

/**
 * Calling codes that several countries share, and the country a traveller means by them: +1 is the
 * United States (not American Samoa or Canada, which sort first), +44 the United Kingdom (not
 * Guernsey), +61 Australia (not Christmas Island), +7 Russia.
 */
const PREFERRED_COUNTRY: Record<string, string> = {
  '1': 'US',
  '7': 'RU',
  '39': 'IT',
  '44': 'GB',
  '47': 'NO',
  '61': 'AU',
  '64': 'NZ',
  '212': 'MA',
  '262': 'RE',
  '290': 'SH',
  '358': 'FI',
  '500': 'FK',
  '590': 'GP',
  '599': 'CW',
  '672': 'NF',
};

/** Phone codes once each, lowest first, labelled with the country a traveller expects; 90 is always there. */
export function phoneCodes(countries: Country[]): Array<{ code: string; label: string }> {
  const byCode = new Map<string, string>([[DEFAULT_PHONE_CODE, 'TR']]);
  for (const c of countries) {
    if (!c.phone_code) continue;
    const preferred = PREFERRED_COUNTRY[c.phone_code];
    if (!byCode.has(c.phone_code) || c.code === preferred) byCode.set(c.phone_code, c.code);
  }
  return [...byCode.entries()]
    .sort((a, b) => Number(a[0]) - Number(b[0]))
    .map(([code, country]) => ({ code, label: `+${code} ${country}` }));
}
