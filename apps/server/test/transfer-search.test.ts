import { todayInTurkey } from '@yolcu/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchSessions, transferLocations } from '../src/db/schema.js';
import { createTestApp, type TestApp } from './helpers.js';

let t: TestApp;
const id: Record<string, number> = {};
beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.database.db.select().from(transferLocations);
  const find = (pred: (r: (typeof rows)[number]) => boolean) => rows.find(pred)!.id;
  id.AYT = find((r) => r.iata === 'AYT');
  id.kemer = find((r) => r.nameTr === 'Kemer');
  id.side = find((r) => r.nameTr === 'Side');
});
afterAll(() => t.close());

const plusDays = (n: number) =>
  new Date(Date.parse(`${todayInTurkey()}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const form = (over: Record<string, unknown> = {}) => ({
  departure_location_id: id.AYT,
  arrival_location_id: id.kemer,
  departure_date: plusDays(2),
  departure_pickup_time: '10:00',
  passenger_count: 3,
  baggage_count: 4,
  ...over,
});
const start = (body: unknown, lang = 'en') =>
  t.app.inject({
    method: 'POST',
    url: '/api/transfer/gateway/search/',
    payload: body as object,
    headers: { 'accept-language': lang },
  });
const view = async (body: unknown) => {
  const res = await start(body);
  expect(res.statusCode).toBe(200);
  return (
    await t.app.inject({
      url: '/api/transfer/gateway/search/',
      query: { session_unique: res.json().session_unique },
      headers: { 'accept-language': 'en' },
    })
  ).json();
};

describe('GET /api/transfer/location/', () => {
  const find = async (keyword?: string, lang = 'en') =>
    (
      await t.app.inject({
        url: '/api/transfer/location/',
        query: keyword ? { keyword } : {},
        headers: { 'accept-language': lang },
      })
    ).json().results as Array<{ name: string; address: string }>;

  it('answers popular places without a keyword, airports first', async () => {
    const popular = await find();
    expect(popular.length).toBeGreaterThan(5);
    expect(popular[0]!.name).toMatch(/Airport/);
  });

  it('matches from 3 characters in Turkish and English spelling', async () => {
    expect((await find('kem'))[0]!.name).toBe('Kemer');
    expect((await find('goreme'))[0]!.name).toBe('Göreme');
    expect((await find('Göreme'))[0]!.name).toBe('Göreme');
    expect((await find('olude', 'tr'))[0]!.name).toBe('Ölüdeniz');
  });
});

describe('POST /api/transfer/gateway/search/ rules (01 §5)', () => {
  it.each([
    ['same place', { arrival_location_id: 'AYT' }, 'arrival_location_id'],
    ['no passengers', { passenger_count: 0 }, 'passenger_count'],
    ['61 passengers', { passenger_count: 61 }, 'passenger_count'],
    ['26 bags', { baggage_count: 26 }, 'baggage_count'],
    ['a time off the half hour', { departure_pickup_time: '10:15' }, 'departure_pickup_time'],
    ['a time that is no time of day', { departure_pickup_time: '24:00' }, 'departure_pickup_time'],
    ['a past date', { departure_date: plusDays(-1) }, 'departure_date'],
    ['an unknown place', { arrival_location_id: 99_999_999 }, 'arrival_location_id'],
  ])('refuses %s with a field message', async (_n, over, field) => {
    const patch = Object.fromEntries(
      Object.entries(over).map(([k, v]) => [k, typeof v === 'string' && v in id ? id[v] : v]),
    );
    const res = await start(form(patch));
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json())).toContain(field);
  });

  it.each(['00:00', '07:30', '23:30'])('takes a pick-up at %s, any hour of the day (03 §14)', async (time) => {
    const res = await start(form({ departure_pickup_time: time }));
    expect(res.statusCode, res.body).toBe(200);
  });

  it('refuses a pick-up today less than two hours ahead, and takes one further ahead', async () => {
    // The next half hour at least 90 minutes ahead is too soon; 2.5 hours ahead is fine (Turkish time).
    const slot = (minutesAhead: number) => {
      const at = new Date(Date.now() + 3 * 3_600_000 + minutesAhead * 60_000);
      const halfHour = Math.ceil(at.getUTCMinutes() / 30) * 30;
      at.setUTCMinutes(halfHour, 0, 0);
      return { date: at.toISOString().slice(0, 10), time: at.toISOString().slice(11, 16) };
    };
    const soon = slot(90);
    if (soon.time < '02:00' || soon.date !== plusDays(0)) return; // near midnight the slot is tomorrow
    const refused = await start(form({ departure_date: soon.date, departure_pickup_time: soon.time }));
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json())).toContain('departure_pickup_time');
    const later = slot(150);
    if (later.date !== soon.date) return;
    const ok = await start(form({ departure_date: later.date, departure_pickup_time: later.time }));
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('says the past-date rule in Turkish too', async () => {
    expect((await start(form({ departure_date: plusDays(-1) }), 'tr')).json().departure_date).toEqual([
      'Gidiş tarihi bugünden önce olamaz',
    ]);
  });
});

describe('transfer search sessions', () => {
  it('Antalya Airport to Kemer for 3 people with 4 bags: cars, vans and a shuttle that fit', async () => {
    const body = await view(form());
    expect(body.status).toBe(true);
    expect(body.time_out_seconds).toBeGreaterThan(1190);
    expect(body.search.length).toBeGreaterThan(5);
    for (const r of body.search) {
      expect(r.vehicle.seats).toBeGreaterThanOrEqual(3);
      expect(r.vehicle.luggage_capacity).toBeGreaterThanOrEqual(4);
    }
    const first = body.search[0];
    expect(first.information.distance).toBeGreaterThan(35);
    expect(first.information.distance).toBeLessThan(80);
    expect(first.vehicle.image).toMatch(/\.svg$/);
    expect(body.statistics.vendors.length).toBeGreaterThan(1);
    expect(body.search_options).toMatchObject({
      passenger_count: 3,
      baggage_count: 4,
      departure_location: { name: 'Antalya Airport' },
      arrival_location: { name: 'Kemer' },
    });
    const prices = body.search.map((r: { price: { total: number } }) => r.price.total);
    expect(prices).toEqual([...prices].sort((a: number, b: number) => a - b));
  });

  it('12 people leaves only minibuses and coaches', async () => {
    const body = await view(form({ passenger_count: 12, baggage_count: 12 }));
    expect(body.search.length).toBeGreaterThan(0);
    expect(
      new Set(body.search.map((r: { vehicle: { vehicle_type_code: string } }) => r.vehicle.vehicle_type_code)),
    ).toEqual(new Set(['minibus', 'bus']));
  });

  it('is deterministic for a route, date and time, and a new time is a new search', async () => {
    const a = await view(form());
    const b = await view(form());
    expect(b.search).toEqual(a.search);
    const later = await view(form({ departure_pickup_time: '18:30' }));
    expect(later.search_options.id).not.toBe(a.search_options.id);
  });

  it('select accepts a vehicle of the session and refuses another', async () => {
    const res = await start(form());
    const { session_unique } = res.json();
    const body = (await t.app.inject({ url: '/api/transfer/gateway/search/', query: { session_unique } })).json();
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/transfer/gateway/search/select/',
      payload: { session_unique, product_id: body.search[0].product_id },
    });
    expect(ok.json()).toEqual({ status: true, research: false, message: '' });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/transfer/gateway/search/select/',
      headers: { 'accept-language': 'en' },
      payload: { session_unique, product_id: 'nope' },
    });
    expect(bad.json()).toMatchObject({
      status: false,
      message: 'This vehicle is no longer in your results. Please choose again.',
    });
  });

  it('expires after 20 minutes, and a stored option re-runs', async () => {
    const res = await start(form());
    const { session_unique, form_data } = res.json();
    await t.database.db
      .update(searchSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(searchSessions.sessionUnique, session_unique));
    const expired = (
      await t.app.inject({
        url: '/api/transfer/gateway/search/',
        query: { session_unique },
        headers: { 'accept-language': 'en' },
      })
    ).json();
    expect(expired).toEqual({ status: false, research: true, message: 'Your search timed out. Please try again.' });
    expect((await start({ option: form_data.option })).statusCode).toBe(200);
    const option = await t.app.inject({
      url: `/api/transfer/search-option/${form_data.option}/`,
      headers: { 'accept-language': 'tr' },
    });
    expect(option.json()).toMatchObject({ arrival_location: { name: 'Kemer' }, departure_pickup_time: '10:00' });
  });

  it('serves vehicle illustrations and 404 for an unknown type', async () => {
    expect((await t.app.inject({ url: '/api/transfer/vehicle/minivan.svg' })).headers['content-type']).toContain(
      'image/svg+xml',
    );
    expect((await t.app.inject({ url: '/api/transfer/vehicle/tank.svg' })).statusCode).toBe(404);
  });
});
