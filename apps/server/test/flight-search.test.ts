import { todayInTurkey } from '@yolcu/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { airports } from '../src/db/schema.js';
import { createTestApp, type TestApp } from './helpers.js';

let t: TestApp;
const id: Record<string, number> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const code of ['IST', 'SAW', 'AYT', 'ADB', 'LHR']) {
    const [row] = await t.database.db.select().from(airports).where(eq(airports.code, code));
    id[code] = row!.id;
  }
});
afterAll(() => t.close());

const plusDays = (n: number) =>
  new Date(Date.parse(`${todayInTurkey()}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const form = (over: Record<string, unknown> = {}) => ({
  fly_type: 'OW',
  direct_flights_only: false,
  departure_airport: id.IST,
  arrival_airport: id.AYT,
  departure_date: plusDays(1),
  return_date: null,
  adult: 1,
  child: 0,
  infant: 0,
  senior: 0,
  flight_class: 'ECONOMY',
  ...over,
});
const start = (body: unknown, lang = 'en') =>
  t.app.inject({
    method: 'POST',
    url: '/api/flight/gateway/search/',
    payload: body as object,
    headers: { 'accept-language': lang },
  });
const view = (session: string) =>
  t.app.inject({
    url: '/api/flight/gateway/search/',
    query: { session_unique: session },
    headers: { 'accept-language': 'en' },
  });

describe('POST /api/flight/gateway/search/ rules (01 §5)', () => {
  it.each([
    ['same airport', { arrival_airport: 'IST' }, 'arrival_airport'],
    ['same city', { arrival_airport: 'SAW' }, 'arrival_airport'],
    ['8 passengers', { adult: 5, child: 3 }, 'adult'],
    ['more infants than carers', { adult: 1, infant: 2 }, 'infant'],
    ['departure in the past', { departure_date: plusDays(-1) }, 'departure_date'],
    [
      'return before departure',
      { fly_type: 'RT', departure_date: plusDays(5), return_date: plusDays(3) },
      'return_date',
    ],
    ['round trip without return', { fly_type: 'RT' }, 'return_date'],
  ])('refuses %s with a field message', async (_name, over, field) => {
    const patch = Object.fromEntries(
      Object.entries(over).map(([k, v]) => [k, typeof v === 'string' && v in id ? id[v] : v]),
    );
    const res = await start(form(patch));
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json())).toContain(field);
  });

  it('answers in the request language', async () => {
    const res = await start(form({ departure_date: plusDays(-1) }), 'tr');
    expect(res.json().departure_date).toEqual(['Gidiş tarihi bugünden önce olamaz']);
  });

  it('refuses an unknown airport and a missing body', async () => {
    expect((await start(form({ arrival_airport: 99_999_999 }))).json()).toHaveProperty('arrival_airport');
    const res = await t.app.inject({ method: 'POST', url: '/api/flight/gateway/search/' });
    expect(res.statusCode).toBe(400);
  });
});

describe('flight search sessions (03 §6)', () => {
  it('Istanbul to Antalya one way: domestic carriers, local times, three fares', async () => {
    const res = await start(form({ adult: 2, child: 1 }));
    expect(res.statusCode).toBe(200);
    const { session_unique, form_data } = res.json();
    expect(session_unique.length).toBeGreaterThanOrEqual(32);
    expect(form_data.option).toBeGreaterThan(0);
    const body = (await view(session_unique)).json();
    expect(body.time_out_seconds).toBeGreaterThan(1190);
    expect(body.search.length).toBeGreaterThan(3);
    const carriers = new Set(body.search.map((r: { airline: { code: string } }) => r.airline.code));
    expect([...carriers].every((c) => ['TK', 'PC', 'VF', 'XQ'].includes(c as string))).toBe(true);
    const first = body.search[0];
    expect(first.departure).toMatchObject({ airport_code: 'IST', date: plusDays(1) });
    expect(first.arrival.time).toMatch(/^\d{2}:\d{2}$/);
    expect(first.information.duration).toBeGreaterThanOrEqual(60);
    expect(first.information.duration).toBeLessThanOrEqual(90);
    expect(first.price.alternative_prices.map((a: { code: string }) => a.code)).toEqual(['LIGHT', 'STANDARD', 'FLEX']);
    expect(body.statistics.price.min).toBeLessThanOrEqual(body.statistics.price.max);
    expect(body.search_options).toMatchObject({
      fly_type: 'OW',
      is_packaged: false,
      total_passenger_count: 3,
      flight_class_name: 'Economy',
    });
  });

  it("names the places in the reader's language (issue 41): the same session read in English and Turkish", async () => {
    const { session_unique } = (await start(form({ arrival_airport: id.LHR }))).json();
    const read = async (lang: string) =>
      (
        await t.app.inject({
          url: '/api/flight/gateway/search/',
          query: { session_unique },
          headers: { 'accept-language': lang },
        })
      ).json().search[0];
    const [en, tr] = [await read('en'), await read('tr')];
    expect(en.departure).toMatchObject({ airport_name: 'Istanbul Airport', city: 'Istanbul' });
    expect(tr.departure).toMatchObject({ airport_name: 'İstanbul Havalimanı', city: 'İstanbul' });
    expect(en.arrival.city).toBe('London');
    expect(tr.arrival.city).toBe('Londra');
    const legs = (r: { transfers: Array<{ departure_airport: { city: string } }> }) =>
      r.transfers.map((l) => l.departure_airport.city);
    expect(legs(en)[0]).toBe('Istanbul');
    expect(legs(tr)[0]).toBe('İstanbul');
  });

  it('is deterministic: the same search gives the same flights and fares', async () => {
    const a = (await view((await start(form())).json().session_unique)).json();
    const b = (await view((await start(form())).json().session_unique)).json();
    expect(b.search).toEqual(a.search);
    expect(b.search_options.id).toBe(a.search_options.id);
  });

  it('Istanbul to London round trip is packaged with both legs', async () => {
    const res = await start(
      form({ arrival_airport: id.LHR, fly_type: 'RT', departure_date: plusDays(10), return_date: plusDays(17) }),
    );
    const body = (await view(res.json().session_unique)).json();
    expect(body.search_options.is_packaged).toBe(true);
    const p = body.search[0];
    expect(p.departure.arrival.airport_code).toBe('LHR');
    expect(p.return.departure.airport_code).toBe('LHR');
    expect(p.price.total).toBeCloseTo(p.departure.price.total + p.return.price.total, 1);
    expect(body.statistics.return.airlines.length).toBeGreaterThan(0);
  });

  it('re-runs a stored option, and the option can be read back', async () => {
    const first = (await start(form())).json();
    const again = await start({ option: first.form_data.option });
    expect(again.statusCode).toBe(200);
    const opt = await t.app.inject({
      url: `/api/flight/search-option/${first.form_data.option}/`,
      headers: { 'accept-language': 'tr' },
    });
    expect(opt.json()).toMatchObject({
      departure_airport: { code: 'IST', city: 'İstanbul' },
      arrival_airport: { code: 'AYT' },
    });
  });

  it('times out after 20 minutes with the research answer', async () => {
    const { session_unique } = (await start(form())).json();
    // 20 minutes and a second later by the server's clock (the session's row never changes).
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 20 * 60_000 + 1000 });
    try {
      expect((await view(session_unique)).json()).toEqual({
        status: false,
        research: true,
        message: 'Your search timed out. Please try again.',
      });
    } finally {
      vi.useRealTimers();
    }
  });

  it('answers 404 for an unknown session', async () => {
    expect((await view('x'.repeat(32))).statusCode).toBe(404);
  });
});

describe('round trips and select', () => {
  it('Istanbul to Izmir round trip goes leg by leg: outbound, then return_items, then select', async () => {
    const res = await start(
      form({ arrival_airport: id.ADB, fly_type: 'RT', departure_date: plusDays(3), return_date: plusDays(6) }),
    );
    const { session_unique } = res.json();
    const body = (await view(session_unique)).json();
    expect(body.search_options.is_packaged).toBe(false);
    const outbound = body.search[0];
    expect(outbound.arrival.airport_code).toBe('ADB');
    const back = await t.app.inject({
      method: 'POST',
      url: '/api/flight/gateway/search/return_items/',
      payload: { session_unique, product_ids: [outbound.product_id] },
    });
    const returns = back.json().search;
    expect(returns[0].departure.airport_code).toBe('ADB');
    const sel = await t.app.inject({
      method: 'POST',
      url: '/api/flight/gateway/search/select/',
      payload: {
        session_unique,
        product_ids: [outbound.product_id, returns[0].product_id],
        alternative_prices: ['STANDARD', 'LIGHT'],
      },
    });
    expect(sel.json()).toEqual({ status: true, research: false, message: '' });
  });

  it('refuses a product that is not in the session', async () => {
    const { session_unique } = (await start(form())).json();
    const sel = await t.app.inject({
      method: 'POST',
      url: '/api/flight/gateway/search/select/',
      headers: { 'accept-language': 'en' },
      payload: { session_unique, product_ids: ['XX1@2020-01-01'] },
    });
    expect(sel.json()).toMatchObject({
      status: false,
      message: 'This flight is no longer in your results. Please choose again.',
    });
  });
});

describe('airline logos', () => {
  it('draws a badge for a known and an unknown carrier, and refuses bad codes', async () => {
    const tk = await t.app.inject({ url: '/api/flight/airline/TK/logo.svg' });
    expect(tk.headers['content-type']).toContain('image/svg+xml');
    expect(tk.body).toContain('#c8102e');
    expect((await t.app.inject({ url: '/api/flight/airline/Q9/logo.svg' })).body).toContain('>Q9<');
    expect((await t.app.inject({ url: '/api/flight/airline/%3Cscript%3E/logo.svg' })).statusCode).toBe(400);
  });
});

describe('per person (issue 20)', () => {
  it('is what one adult pays, not the total divided by everyone', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/flight/gateway/search/',
      payload: {
        fly_type: 'OW',
        departure_airport: (await t.database.db.select().from(airports).where(eq(airports.code, 'IST')))[0]!.id,
        arrival_airport: (await t.database.db.select().from(airports).where(eq(airports.code, 'AYT')))[0]!.id,
        departure_date: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
        adult: 2,
        child: 1,
        flight_class: 'ECONOMY',
      },
    });
    const view = (
      await t.app.inject({
        method: 'GET',
        url: `/api/flight/gateway/search/?session_unique=${res.json().session_unique}`,
      })
    ).json();
    const first = view.search[0];
    expect(first.price.per_adult).toBeGreaterThan(first.price.total / 3);
    expect(first.price.per_adult).toBeLessThan(first.price.total / 2);
    for (const a of first.price.alternative_prices) expect(a.price.per_adult).toBeLessThan(a.price.total / 2);
  });
});
