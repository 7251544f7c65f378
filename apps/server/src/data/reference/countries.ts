import { createRequire } from 'node:module';
import { countries as countryFacts } from 'countries-list';
import isoCountries from 'i18n-iso-countries';

const require = createRequire(import.meta.url);
isoCountries.registerLocale(require('i18n-iso-countries/langs/en.json'));
isoCountries.registerLocale(require('i18n-iso-countries/langs/tr.json'));

export interface CountryRow {
  code: string;
  nameEn: string;
  nameTr: string;
  phoneCode: string;
}

/** Every ISO 3166-1 country with tr/en names and its calling code (first one where there are several). */
export function countryRows(): CountryRow[] {
  const en = isoCountries.getNames('en', { select: 'official' });
  const tr = isoCountries.getNames('tr', { select: 'official' });
  const rows: CountryRow[] = [];
  for (const [code, nameEn] of Object.entries(en)) {
    const facts = countryFacts[code as keyof typeof countryFacts];
    const phone = facts?.phone?.[0];
    if (phone === undefined) continue;
    rows.push({
      code,
      nameEn: code === 'TR' ? 'Türkiye' : nameEn,
      nameTr: tr[code] ?? nameEn,
      phoneCode: String(phone),
    });
  }
  return rows;
}

/** OpenFlights names some countries differently from ISO; these are the ones it spells its own way. */
const OPENFLIGHTS_COUNTRY_CODES: Record<string, string> = {
  'Falkland Islands': 'FK',
  'Congo (Brazzaville)': 'CG',
  'Congo (Kinshasa)': 'CD',
  Swaziland: 'SZ',
  Moldova: 'MD',
  Macedonia: 'MK',
  'West Bank': 'PS',
  Syria: 'SY',
  Micronesia: 'FM',
  'Virgin Islands': 'VI',
  'Netherlands Antilles': 'CW',
  'British Virgin Islands': 'VG',
  Laos: 'LA',
  Macau: 'MO',
  Burma: 'MM',
  Brunei: 'BN',
  'East Timor': 'TL',
  Svalbard: 'SJ',
};

export function countryCodeFromName(name: string): string | undefined {
  return OPENFLIGHTS_COUNTRY_CODES[name] ?? isoCountries.getAlpha2Code(name, 'en');
}
