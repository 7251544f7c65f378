import { passportMaxExpiry, todayInTurkey } from '@yolcu/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transferLocations } from '../src/db/schema.js';
import { clockAt, TURKISH_CLOCK_TIMES, turkishDateTime } from './clock.js';
import { bookingClient } from './booking-helpers.js';
import { createTestApp, type TestApp } from './helpers.js';

// Issue 41: the rules that depend on today's date, run with the server's clock at several Turkish
// times: the two-hour pick-up rule, past dates, flights today, the price calendar's first day and
// a search's hold. Each runs at 00:30, 21:59, 22:00 and 23:59 Turkish time.
let t: TestApp;
const place: Record<string, number> = {};
const airport: Record<string, number> = {};
beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.database.db.select().from(transferLocations);
  place.AYT = rows.find((r) => r.iata === 'AYT')!.id;
  place.kemer = rows.find((r) => r.nameTr === 'Kemer')!.id;
  for (const code of ['IST', 'AYT']) {
    const res = await t.app.inject({ url: `/api/flight/airport/?keyword=${code}` });
    airport[code] = res.json().results.find((a: { code: string }) => a.code === code).id;
  }
});
afterAll(() => t.close());
const c = bookingClient(() => t, 143);

let ip = 1;
/** Each call from its own address: the search limits of one clock time never trip another. */
const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    payload,
    remoteAddress: `10.141.${Math.floor(ip / 250)}.${(ip++ % 250) + 1}`,
    headers: { 'accept-language': 'en' },
  });
const dayAfter = (date: string, n: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const transferSearch = (date: string, time: string) =>
  call('POST', '/api/transfer/gateway/search/', {
    departure_location_id: place.AYT,
    arrival_location_id: place.kemer,
    departure_date: date,
    departure_pickup_time: time,
    passenger_count: 2,
    baggage_count: 2,
  });

/**
 * The first half-hour slot two hours or more from now, and the slot before it (Turkish time). The
 * clock goes on while the test runs: a slot two hours ahead to the millisecond would be gone by
 * the time the server reads it, so the first slot is taken a minute further on.
 */
function slotsAroundTheRule() {
  const earliest = Date.now() + 2 * 3_600_000;
  const first = Math.ceil((earliest + 60_000) / 1_800_000) * 1_800_000;
  // The last slot less than two hours away: less still as the clock goes on.
  const before = Math.floor((earliest - 1) / 1_800_000) * 1_800_000;
  return { first: turkishDateTime(first), before: turkishDateTime(before) };
}

describe.each(TURKISH_CLOCK_TIMES)('at %s Turkish time', (hhmm) => {
  clockAt(hhmm);

  it('the clock reads that time', () => {
    expect(turkishDateTime(Date.now()).time >= hhmm).toBe(true);
  });

  it('a transfer pick-up less than two hours ahead is refused, the first slot after is taken', async () => {
    const { first, before } = slotsAroundTheRule();
    const refused = await transferSearch(before.date, before.time);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(Object.keys(refused.json())).toEqual(
      before.date < todayInTurkey() ? ['departure_date'] : expect.arrayContaining(['departure_pickup_time']),
    );
    const taken = await transferSearch(first.date, first.time);
    expect(taken.statusCode, taken.body).toBe(200);
    // From 22:00 nothing of today is left, and tomorrow's first slots are refused up to two hours on.
    if (hhmm >= '22:00') {
      expect(first.date).toBe(dayAfter(todayInTurkey(), 1));
      expect((await transferSearch(todayInTurkey(), '23:30')).statusCode).toBe(400);
    }
  });

  it("a transfer search's hold counts 20 minutes from the server's clock", async () => {
    const { first } = slotsAroundTheRule();
    const started = await transferSearch(first.date, first.time);
    const view = await call('GET', `/api/transfer/gateway/search/?session_unique=${started.json().session_unique}`);
    expect(view.json().search_options?.time_out_seconds ?? view.json().time_out_seconds).toBeGreaterThan(19 * 60);
  });

  it('yesterday is a past date and today is not, for transfers, flights and the price calendar', async () => {
    const today = todayInTurkey();
    const yesterday = dayAfter(today, -1);
    expect(Object.keys((await transferSearch(yesterday, '12:00')).json())).toContain('departure_date');
    const flight = (date: string) =>
      call('POST', '/api/flight/gateway/search/', {
        fly_type: 'OW',
        departure_airport: airport.IST,
        arrival_airport: airport.AYT,
        departure_date: date,
        return_date: null,
        adult: 1,
        child: 0,
        infant: 0,
        senior: 0,
        flight_class: 'ECONOMY',
      });
    const past = await flight(yesterday);
    expect(past.statusCode).toBe(400);
    expect(Object.keys(past.json())).toContain('departure_date');
    const todays = await flight(today);
    expect(todays.statusCode, todays.body).toBe(200);
    // Flights today are offered only if they leave more than an hour from now.
    const results = (
      await call('GET', `/api/flight/gateway/search/?session_unique=${todays.json().session_unique}`)
    ).json();
    for (const r of results.search as Array<{ departure: { date: string; time: string } }>)
      expect(Date.parse(`${r.departure.date}T${r.departure.time}:00+03:00`)).toBeGreaterThanOrEqual(
        Date.now() + 59 * 60_000,
      );
    const calendar = (start: string) =>
      call('GET', `/api/flight/price-calendar/?departure_airport=IST&arrival_airport=AYT&start_date=${start}&days=3`);
    expect(Object.keys((await calendar(yesterday)).json())).toContain('start_date');
    const days = (await calendar(today)).json().days as Array<{ date: string }>;
    expect(days.map((d) => d.date)).toEqual([today, dayAfter(today, 1), dayAfter(today, 2)]);
  });

  it('a passport is taken up to ten years from today in Turkey, and a birth date up to today', async () => {
    const { sessionUnique } = await c.searchAndSelect({ from: 'IST', to: 'LHR', date: dayAfter(todayInTurkey(), 30) });
    const data = await c.paymentData(sessionUnique);
    expect(data.form_rules.international).toBe(true);
    const fieldsOf = async (over: Record<string, unknown>) => {
      const body = c.payBody(sessionUnique, data.form_rules, { card_number: '4000 0000 0000 0002' });
      Object.assign(body.passengers[0]!, over);
      const res = await c.call('POST', '/api/flight/gateway/payment/', body);
      return res.statusCode === 400 ? Object.keys(res.json()).join(' ') : '';
    };
    const latest = passportMaxExpiry();
    expect(await fieldsOf({ passport_expiry_date: dayAfter(latest, 1) })).toContain('passport_expiry_date');
    expect(await fieldsOf({ birth_date: dayAfter(todayInTurkey(), 1) })).toContain('birth_date');
    expect(await fieldsOf({ passport_expiry_date: latest })).not.toContain('passport_expiry_date');
  });
});
