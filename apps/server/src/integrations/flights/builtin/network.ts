/**
 * Who flies where, in broad strokes true to 2026: Turkish carriers at their bases, the flag
 * carrier of the other country on international routes, and charter airlines to the coast.
 */
export const AIRLINE_NAMES: Record<string, string> = {
  TK: 'Turkish Airlines',
  PC: 'Pegasus Airlines',
  VF: 'AJet',
  XQ: 'SunExpress',
  XC: 'Corendon Airlines',
  BA: 'British Airways',
  LH: 'Lufthansa',
  AF: 'Air France',
  KL: 'KLM',
  AZ: 'ITA Airways',
  IB: 'Iberia',
  LX: 'Swiss',
  OS: 'Austrian Airlines',
  SN: 'Brussels Airlines',
  A3: 'Aegean Airlines',
  EK: 'Emirates',
  QR: 'Qatar Airways',
  SU: 'Aeroflot',
  LO: 'LOT Polish Airlines',
  SK: 'SAS',
  AY: 'Finnair',
  UA: 'United Airlines',
  J2: 'Azerbaijan Airlines',
  RJ: 'Royal Jordanian',
  MS: 'EgyptAir',
  SV: 'Saudia',
};

/** Bases of the Turkish carriers: they fly from these airports. */
const TURKISH_BASES: Record<string, string[]> = {
  TK: ['IST', 'ESB', 'ADB', 'AYT'],
  PC: ['SAW', 'ADB', 'AYT', 'ESB', 'ADA', 'TZX'],
  VF: ['SAW', 'ESB', 'ADB', 'AYT'],
  XQ: ['AYT', 'ADB', 'DLM', 'BJV'],
};

/** The home carrier of a country, which flies from its main airports to Istanbul. */
export const FLAG_CARRIER: Record<string, string> = {
  GB: 'BA',
  DE: 'LH',
  FR: 'AF',
  NL: 'KL',
  IT: 'AZ',
  ES: 'IB',
  CH: 'LX',
  AT: 'OS',
  BE: 'SN',
  GR: 'A3',
  AE: 'EK',
  QA: 'QR',
  RU: 'SU',
  PL: 'LO',
  DK: 'SK',
  SE: 'SK',
  NO: 'SK',
  FI: 'AY',
  US: 'UA',
  AZ: 'J2',
  JO: 'RJ',
  EG: 'MS',
  SA: 'SV',
};

/** Turkey's main airports: domestic flights between any two of them are direct. */
export const TURKISH_MAJOR = new Set([
  'IST',
  'SAW',
  'AYT',
  'ESB',
  'ADB',
  'DLM',
  'BJV',
  'TZX',
  'ADA',
  'GZT',
  'ASR',
  'DIY',
  'GZP',
  'NAV',
  'KYA',
  'VAN',
  'ERZ',
  'SZF',
  'MLX',
  'EZS',
  'HTY',
  'SFQ',
  'GNY',
  'MQM',
  'BAL',
  'KSY',
  'ERC',
  'CKZ',
  'EDO',
  'DNZ',
  'ISE',
  'VAS',
  'KCM',
  'ADF',
  'AJI',
  'MSR',
  'BTZ',
  'YEI',
  'USQ',
  'KZR',
  'AOE',
  'ONQ',
  'SIC',
  'MZH',
  'KFS',
  'NKT',
  'YKO',
  'AFY',
  'TEQ',
]);

/** Foreign airports with direct flights from Istanbul (a broad, real subset). */
export const ISTANBUL_NETWORK = new Set([
  'LHR',
  'LGW',
  'STN',
  'MAN',
  'BHX',
  'EDI',
  'FRA',
  'MUC',
  'BER',
  'DUS',
  'HAM',
  'STR',
  'CGN',
  'HAJ',
  'NUE',
  'CDG',
  'ORY',
  'LYS',
  'NCE',
  'AMS',
  'RTM',
  'BRU',
  'FCO',
  'MXP',
  'VCE',
  'NAP',
  'BLQ',
  'MAD',
  'BCN',
  'AGP',
  'VIE',
  'ZRH',
  'GVA',
  'BSL',
  'ATH',
  'SKG',
  'CPH',
  'ARN',
  'OSL',
  'HEL',
  'WAW',
  'KRK',
  'PRG',
  'BUD',
  'OTP',
  'SOF',
  'BEG',
  'ZAG',
  'LJU',
  'SJJ',
  'TIA',
  'SKP',
  'KIV',
  'TBS',
  'GYD',
  'EVN',
  'DME',
  'SVO',
  'LED',
  'KBP',
  'ODS',
  'DXB',
  'AUH',
  'DOH',
  'KWI',
  'BAH',
  'RUH',
  'JED',
  'AMM',
  'BEY',
  'CAI',
  'TLV',
  'JFK',
  'EWR',
  'ORD',
  'IAD',
  'LAX',
  'SFO',
  'MIA',
  'BOS',
  'YYZ',
  'GRU',
  'NRT',
  'HND',
  'ICN',
  'PEK',
  'PVG',
  'HKG',
  'SIN',
  'BKK',
  'KUL',
  'DEL',
  'BOM',
  'TAS',
  'ALA',
  'NQZ',
  'DYU',
  'FRU',
  'ASB',
  'TUN',
  'ALG',
  'CMN',
  'ADD',
  'NBO',
  'JNB',
  'LOS',
  'DUB',
  'LIS',
  'OPO',
  'ECN',
]);

/** Holiday coast airports where European charters land in numbers. */
export const LEISURE_AIRPORTS = new Set(['AYT', 'DLM', 'BJV', 'GZP', 'ADB']);
const CHARTER_MARKETS = new Set(['DE', 'NL', 'GB', 'AT', 'CH', 'BE', 'DK', 'SE', 'NO', 'PL']);

export const HUB = 'IST';

/** Airlines that plausibly fly this airport pair nonstop, or none. */
export function directCarriers(
  from: { code: string; countryCode: string },
  to: { code: string; countryCode: string },
): string[] {
  const domestic = from.countryCode === 'TR' && to.countryCode === 'TR';
  if (domestic) {
    if (!TURKISH_MAJOR.has(from.code) || !TURKISH_MAJOR.has(to.code)) return [];
    const carriers = Object.entries(TURKISH_BASES)
      .filter(([, bases]) => bases.includes(from.code) || bases.includes(to.code))
      .map(([code]) => code);
    // Small pairs that touch no base (say Van to Trabzon) still have a flight through AJet or Pegasus only via hubs.
    return carriers.length > 0 ? carriers : [];
  }
  const turkish = from.countryCode === 'TR' ? from : to.countryCode === 'TR' ? to : null;
  const foreign = turkish === from ? to : from;
  if (!turkish) return [];
  const carriers: string[] = [];
  if ((turkish.code === 'IST' || turkish.code === 'SAW') && ISTANBUL_NETWORK.has(foreign.code)) {
    carriers.push(turkish.code === 'IST' ? 'TK' : 'PC');
    const flag = FLAG_CARRIER[foreign.countryCode];
    if (flag && turkish.code === 'IST') carriers.push(flag);
  }
  if (
    LEISURE_AIRPORTS.has(turkish.code) &&
    CHARTER_MARKETS.has(foreign.countryCode) &&
    ISTANBUL_NETWORK.has(foreign.code)
  ) {
    carriers.push('XQ', 'XC');
  }
  return carriers;
}

export const isCharter = (carrier: string) => carrier === 'XC';
