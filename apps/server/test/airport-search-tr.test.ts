import { airportListSchema, todayInTurkey } from '@yolcu/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { airports } from '../src/db/schema.js';
import { createTestApp, type TestApp } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const search = async (keyword: string, lang = 'en') => {
  const res = await t.app.inject({
    url: '/api/flight/airport/',
    query: { keyword },
    headers: { 'accept-language': lang },
  });
  expect(res.statusCode).toBe(200);
  return airportListSchema.parse(res.json()).results;
};
/** The airports of a search, without the city choices. */
const airportsOnly = async (keyword: string, lang = 'en') =>
  (await search(keyword, lang)).filter((a) => a.type !== 'city');
const idOf = async (code: string) =>
  (await t.database.db.select().from(airports).where(eq(airports.code, code)))[0]!.id;

const EXONYMS: Array<[string, string, string, string]> = [
  // keyword, airport found first, its city in Turkish, in English
  ['londra', 'LHR', 'Londra', 'London'],
  ['münih', 'MUC', 'Münih', 'Munich'],
  ['viyana', 'VIE', 'Viyana', 'Vienna'],
  ['moskova', 'SVO', 'Moskova', 'Moscow'],
  ['brüksel', 'BRU', 'Brüksel', 'Brussels'],
  ['köln', 'CGN', 'Köln', 'Cologne'],
  ['kahire', 'CAI', 'Kahire', 'Cairo'],
  ['lefkoşa', 'ECN', 'Lefkoşa', 'Nicosia'],
  ['roma', 'FCO', 'Roma', 'Rome'],
  ['atina', 'ATH', 'Atina', 'Athens'],
];

describe('airport search in Turkish (issue 13)', () => {
  it.each(EXONYMS)('"%s" finds %s first, named in the request language', async (keyword, code, tr, en) => {
    for (const lang of ['tr', 'en']) {
      const [first] = await airportsOnly(keyword, lang);
      expect(first?.code).toBe(code);
      expect(first?.city).toBe(lang === 'tr' ? tr : en);
    }
  });

  it.each(EXONYMS)('"%s" folds Turkish letters and case', async (keyword, code) => {
    const variants = [
      keyword.toLocaleUpperCase('tr'),
      keyword.replace(/ü/g, 'u').replace(/ö/g, 'o').replace(/ş/g, 's'),
      keyword.toLocaleUpperCase('en'),
    ];
    for (const variant of variants) expect((await airportsOnly(variant))[0]?.code, variant).toBe(code);
  });

  it('"munih", "münih" and "MÜNİH" all find Munich', async () => {
    for (const keyword of ['munih', 'münih', 'MÜNİH', 'Münih', 'munich']) {
      expect((await airportsOnly(keyword))[0]?.code, keyword).toBe('MUC');
    }
  });

  it('shows Turkish city and country names in Turkish and English ones in English', async () => {
    expect((await airportsOnly('MUC', 'tr'))[0]).toMatchObject({ city: 'Münih', country: 'Almanya' });
    expect((await airportsOnly('MUC', 'en'))[0]).toMatchObject({ city: 'Munich', country: 'Germany' });
    expect((await airportsOnly('cenevre', 'tr'))[0]).toMatchObject({
      code: 'GVA',
      city: 'Cenevre',
      country: 'İsviçre',
    });
    expect((await airportsOnly('ECN', 'tr'))[0]).toMatchObject({ country: 'Kuzey Kıbrıs Türk Cumhuriyeti' });
    expect((await airportsOnly('bakü', 'tr'))[0]).toMatchObject({ code: 'GYD', city: 'Bakü' });
    expect((await airportsOnly('taşkent', 'tr'))[0]).toMatchObject({ code: 'TAS', city: 'Taşkent' });
    expect((await airportsOnly('cidde', 'tr'))[0]).toMatchObject({ code: 'JED', city: 'Cidde' });
  });

  it('"ist" lists Istanbul\'s airports first, never Anniston or Bristol above them, and never Atatürk', async () => {
    const codes = (await airportsOnly('ist')).map((a) => a.code);
    expect(codes.slice(0, 2)).toEqual(['IST', 'SAW']);
    expect(codes).not.toContain('ISL');
    for (const lang of ['tr', 'en']) {
      const all = (await search('istanbul', lang)).map((a) => a.code);
      expect(all).not.toContain('ISL');
    }
    expect((await search('atatürk')).map((a) => a.code)).not.toContain('ISL');
  });

  it('leaves closed airports out: Berlin offers BER, not Tegel or Schönefeld', async () => {
    const codes = (await search('berlin')).map((a) => a.code);
    expect(codes[0]).toBe('BER');
    for (const closed of ['TXL', 'SXF', 'THF']) expect(codes).not.toContain(closed);
    expect((await search('doha'))[0]?.code).toBe('DOH');
  });

  it('offers "İstanbul (tüm havalimanları)" first, one choice for all of a city\'s airports', async () => {
    const [city, ...rest] = await search('istanbul', 'tr');
    expect(city).toMatchObject({ type: 'city', city: 'İstanbul', name: 'İstanbul (tüm havalimanları)' });
    expect(city?.airports).toEqual(['IST', 'SAW']);
    expect(rest.slice(0, 2).map((a) => a.code)).toEqual(['IST', 'SAW']);
    // An airport's own code typed stays first; the city's choice comes next, before its other airports.
    expect((await search('ist', 'tr')).slice(0, 3).map((a) => a.code)).toEqual(['IST', 'ISTA', 'SAW']);
    const [london] = await search('londra', 'en');
    expect(london).toMatchObject({ type: 'city', code: 'LON', name: 'London (all airports)' });
    expect(london?.airports).toEqual(expect.arrayContaining(['LHR', 'LGW', 'STN', 'LTN', 'LCY']));
    expect((await search('moskova'))[0]).toMatchObject({ type: 'city', code: 'MOW' });
    // A city of one airport has no such choice, nor does a keyword that is an airport's own code.
    expect((await search('münih')).some((a) => a.type === 'city')).toBe(false);
    expect((await search('LHR'))[0]?.code).toBe('LHR');
  });
});

const plusDays = (n: number) =>
  new Date(Date.parse(`${todayInTurkey()}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const start = (body: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/flight/gateway/search/',
    payload: body,
    headers: { 'accept-language': 'tr' },
  });
const form = (over: Record<string, unknown>) => ({
  fly_type: 'OW',
  direct_flights_only: false,
  departure_date: plusDays(7),
  return_date: null,
  adult: 1,
  child: 0,
  infant: 0,
  senior: 0,
  flight_class: 'ECONOMY',
  ...over,
});

describe('flight search from and to a city of several airports', () => {
  it('Istanbul (all airports) to London (all airports) finds flights from both Istanbul airports to several London ones', async () => {
    const res = await start(form({ departure_airport: await idOf('ISTA'), arrival_airport: await idOf('LON') }));
    expect(res.statusCode).toBe(200);
    const view = await t.app.inject({
      url: '/api/flight/gateway/search/',
      query: { session_unique: res.json().session_unique },
      headers: { 'accept-language': 'tr' },
    });
    const body = view.json();
    const from = new Set(body.search.map((r: { departure: { airport_code: string } }) => r.departure.airport_code));
    const to = new Set(body.search.map((r: { arrival: { airport_code: string } }) => r.arrival.airport_code));
    expect([...from].sort()).toEqual(['IST', 'SAW']);
    expect(to.size).toBeGreaterThanOrEqual(2);
    expect([...to].every((code) => ['LHR', 'LGW', 'STN', 'LTN', 'LCY', 'SEN'].includes(code as string))).toBe(true);
    expect(body.search_options.departure_airport).toMatchObject({ code: 'ISTA', name: 'İstanbul (tüm havalimanları)' });
    expect(body.search_options.arrival_airport).toMatchObject({ code: 'LON', city: 'Londra' });
  });

  it('a chosen offer from a city search is priced between the airports it uses', async () => {
    const res = await start(form({ departure_airport: await idOf('ISTA'), arrival_airport: await idOf('AYT') }));
    const session = res.json().session_unique;
    const list = (await t.app.inject({ url: '/api/flight/gateway/search/', query: { session_unique: session } })).json()
      .search as Array<{ product_id: string; departure: { airport_code: string } }>;
    const fromSaw = list.find((r) => r.departure.airport_code === 'SAW');
    expect(fromSaw).toBeDefined();
    const select = await t.app.inject({
      method: 'POST',
      url: '/api/flight/gateway/search/select/',
      payload: { session_unique: session, product_ids: [fromSaw!.product_id] },
    });
    expect(select.json()).toMatchObject({ status: true });
    const payment = await t.app.inject({ url: '/api/flight/gateway/payment/', query: { session_unique: session } });
    expect(payment.statusCode).toBe(200);
    expect(payment.json().departure_booking.info.departure_airport.code).toBe('SAW');
  });

  it('counts a city and one of its airports as the same place', async () => {
    const res = await start(form({ departure_airport: await idOf('ISTA'), arrival_airport: await idOf('SAW') }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('arrival_airport');
    const milan = await start(form({ departure_airport: await idOf('MIL'), arrival_airport: await idOf('BGY') }));
    expect(milan.statusCode).toBe(400);
  });

  it('refuses a closed airport', async () => {
    const res = await start(form({ departure_airport: await idOf('ISL'), arrival_airport: await idOf('AYT') }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('departure_airport');
  });

  it('re-runs a stored city search (share links, price alerts) and reads it back', async () => {
    const first = (
      await start(form({ departure_airport: await idOf('ISTA'), arrival_airport: await idOf('ESB') }))
    ).json();
    expect((await start({ option: first.form_data.option })).statusCode).toBe(200);
    const option = await t.app.inject({
      url: `/api/flight/search-option/${first.form_data.option}/`,
      headers: { 'accept-language': 'en' },
    });
    expect(option.json().departure_airport).toMatchObject({ code: 'ISTA', name: 'Istanbul (all airports)' });
  });
});
