import type { Airport } from '@duffel/api/types';

/** The airports the fake knows, with the fields Duffel gives (a few real ones the tests fly between). */
const KNOWN: Array<
  [code: string, name: string, city: string, country: string, zone: string, lat: number, lon: number]
> = [
  ['IST', 'Istanbul Airport', 'Istanbul', 'TR', 'Europe/Istanbul', 41.2753, 28.7519],
  ['SAW', 'Istanbul Sabiha Gökçen International Airport', 'Istanbul', 'TR', 'Europe/Istanbul', 40.8986, 29.3092],
  ['AYT', 'Antalya Airport', 'Antalya', 'TR', 'Europe/Istanbul', 36.8987, 30.8005],
  ['ESB', 'Ankara Esenboğa Airport', 'Ankara', 'TR', 'Europe/Istanbul', 40.1281, 32.9951],
  ['ADB', 'Adnan Menderes International Airport', 'Izmir', 'TR', 'Europe/Istanbul', 38.2924, 27.157],
  ['LHR', 'Heathrow Airport', 'London', 'GB', 'Europe/London', 51.47, -0.4543],
  ['LGW', 'Gatwick Airport', 'London', 'GB', 'Europe/London', 51.1537, -0.1821],
  ['CDG', 'Paris Charles de Gaulle Airport', 'Paris', 'FR', 'Europe/Paris', 49.0097, 2.5479],
  ['FRA', 'Frankfurt Airport', 'Frankfurt', 'DE', 'Europe/Berlin', 50.0379, 8.5622],
  ['AMS', 'Amsterdam Airport Schiphol', 'Amsterdam', 'NL', 'Europe/Amsterdam', 52.3105, 4.7683],
  ['JFK', 'John F. Kennedy International Airport', 'New York', 'US', 'America/New_York', 40.6413, -73.7781],
];

const CITY_CODES: Record<string, string> = { IST: 'IST', SAW: 'IST', LHR: 'LON', LGW: 'LON', CDG: 'PAR', JFK: 'NYC' };

export function airportOf(code: string): Airport | null {
  const row = KNOWN.find((a) => a[0] === code);
  if (!row) return null;
  const [iata, name, city, country, zone, latitude, longitude] = row;
  const cityCode = CITY_CODES[iata] ?? iata;
  return {
    type: 'airport',
    id: `arp_${iata.toLowerCase()}_${country.toLowerCase()}`,
    iata_code: iata,
    icao_code: '',
    iata_city_code: cityCode,
    iata_country_code: country,
    name,
    city_name: city,
    city: {
      type: 'city',
      id: `cit_${cityCode.toLowerCase()}_${country.toLowerCase()}`,
      iata_code: cityCode,
      iata_country_code: country,
      name: city,
    },
    latitude,
    longitude,
    time_zone: zone,
  };
}

/**
 * The airports a slice's origin or destination stands for, as Duffel reads it: an airport's IATA
 * code is that airport (Istanbul's IST too, though it is also the city's code); a city's code that
 * is no airport's (LON, PAR, NYC) is every airport of the city. Empty when the code is neither.
 */
export function airportsOf(code: string): Airport[] {
  const airport = airportOf(code);
  if (airport) return [airport];
  return KNOWN.filter((row) => CITY_CODES[row[0]] === code).map((row) => airportOf(row[0])!);
}

/** Whether a code is read as a city of several airports (the offer request's `origin_type: city`). */
export const isCityCode = (code: string) => airportOf(code) === null && airportsOf(code).length > 0;
