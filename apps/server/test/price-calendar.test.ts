import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceCalendarDays } from '../src/db/schema.js';
import { FORGET_AFTER_MS } from '../src/modules/flights/price-calendar.js';
import { bookingClient, plusDays, sellOut } from './booking-helpers.js';
import { createTestApp, type TestApp } from './helpers.js';

// Issue 20 / 03 §15: each day's lowest price, exactly what a real search that day shows.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const c = bookingClient(() => t, 96);

const calendar = (q: Record<string, string | number>) =>
  c.call(
    'GET',
    `/api/flight/price-calendar/?${new URLSearchParams(Object.entries(q).map(([k, v]): [string, string] => [k, String(v)]))}`,
  );

/** What a real one-adult economy search shows on a day (the results' view). */
async function searchView(from: string, to: string, date: string) {
  const started = await c.call('POST', '/api/flight/gateway/search/', {
    fly_type: 'OW',
    departure_airport: await c.airportId(from),
    arrival_airport: await c.airportId(to),
    departure_date: date,
    return_date: null,
    adult: 1,
    child: 0,
    infant: 0,
    senior: 0,
    flight_class: 'ECONOMY',
  });
  return (await c.call('GET', `/api/flight/gateway/search/?session_unique=${started.json().session_unique}`)).json();
}

/** The lowest total a real one-adult economy search shows on a day, or null when nothing flies. */
async function searched(from: string, to: string, date: string) {
  const prices = (await searchView(from, to, date)).search.map((r: { price: { total: number } }) => r.price.total);
  return prices.length ? Math.min(...prices) : null;
}

describe('the price calendar', () => {
  it('gives each day the lowest price a real search that day shows', async () => {
    const start = plusDays(10);
    const res = await calendar({ departure_airport: 'IST', arrival_airport: 'AYT', start_date: start, days: 7 });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.currency).toBe('TRY');
    expect(body.days.map((d: { date: string }) => d.date)).toEqual(
      Array.from({ length: 7 }, (_, i) => plusDays(10 + i)),
    );
    for (const day of body.days) expect(day.price).toBe(await searched('IST', 'AYT', day.date));
    // Kept, the same answer comes again.
    expect(
      (await calendar({ departure_airport: 'IST', arrival_airport: 'AYT', start_date: start, days: 7 })).json(),
    ).toEqual(body);
  });

  it('takes a city as the search does, and ids too', async () => {
    const date = plusDays(12);
    const city = (
      await calendar({ departure_airport: 'ISTA', arrival_airport: 'ayt', start_date: date, days: 1 })
    ).json();
    expect(city.days[0].price).toBe(await searched('ISTA', 'AYT', date));
    const byId = await calendar({
      departure_airport: await c.airportId('IST'),
      arrival_airport: await c.airportId('AYT'),
      start_date: date,
      days: 1,
    });
    expect(byId.json().days[0].price).toBe(await searched('IST', 'AYT', date));
  });

  it('answers 62 days, with null where nothing flies', async () => {
    // A day on which every flight of the route is sold out: nothing flies for a buyer any more.
    const gone = plusDays(9);
    const { search } = await searchView('IST', 'ADB', gone);
    await sellOut(
      t,
      search.flatMap((r: { transfers: Parameters<typeof sellOut>[1] }) => r.transfers),
    );
    expect(await searched('IST', 'ADB', gone)).toBeNull();
    const res = await calendar({ departure_airport: 'IST', arrival_airport: 'ADB', start_date: plusDays(1), days: 62 });
    const days = res.json().days as Array<{ date: string; price: number | null }>;
    expect(days).toHaveLength(62);
    expect(days.find((d) => d.date === gone)!.price).toBeNull();
    expect(days.filter((d) => d.price !== null).every((d) => d.price! > 0)).toBe(true);
    expect(days.filter((d) => d.price !== null).length).toBeGreaterThan(50);
  });

  it.each([
    ['no days', { days: 0 }, 'days'],
    ['63 days', { days: 63 }, 'days'],
    ['a past start', { start_date: plusDays(-1) }, 'start_date'],
    ['a malformed date', { start_date: '2026-02-30' }, 'start_date'],
    ['an unknown airport', { departure_airport: 'QQQ' }, 'departure_airport'],
    ['the same city', { arrival_airport: 'SAW' }, 'arrival_airport'],
  ])('refuses %s', async (_name, over, field) => {
    const res = await calendar({
      departure_airport: 'IST',
      arrival_airport: 'AYT',
      start_date: plusDays(3),
      days: 5,
      ...over,
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json())).toContain(field);
  });

  /** Books one adult IST → ESB on `date` through the API and the test bank. */
  async function bookIstEsb(date: string) {
    const { sessionUnique } = await c.searchAndSelect({ from: 'IST', to: 'ESB', date });
    const data = await c.paymentData(sessionUnique);
    const pay = (
      await c.call('POST', '/api/flight/gateway/payment/', c.payBody(sessionUnique, data.form_rules))
    ).json();
    const bank = await c.bankCode(pay.pay_url);
    expect((await c.submitCode(bank.path, bank.code)).body).toContain('data-status="completed"');
  }

  it('forgets a day when a seat sells on it, and then shows the new lowest price', async () => {
    const date = plusDays(14);
    await calendar({ departure_airport: 'IST', arrival_airport: 'ESB', start_date: date, days: 1 });
    expect(
      await t.database.db.select().from(priceCalendarDays).where(eq(priceCalendarDays.date, date)),
    ).not.toHaveLength(0);
    await bookIstEsb(date);
    // At once, the calendar of this instance no longer shows the day's old price: it forgets the
    // days it gathered before it reads.
    const again = (
      await calendar({ departure_airport: 'IST', arrival_airport: 'ESB', start_date: date, days: 1 })
    ).json();
    expect(again.days[0].price).toBe(await searched('IST', 'ESB', date));
  });

  it('forgets the days of sales within a moment, together, without a calendar read', async () => {
    const days = [plusDays(16), plusDays(17)];
    for (const date of days)
      await calendar({ departure_airport: 'IST', arrival_airport: 'ESB', start_date: date, days: 1 });
    const kept = () =>
      t.database.db
        .select()
        .from(priceCalendarDays)
        .where(and(eq(priceCalendarDays.route, 'IST>ESB'), inArray(priceCalendarDays.date, days)));
    expect(await kept()).toHaveLength(2);
    for (const date of days) await bookIstEsb(date);
    await new Promise((r) => setTimeout(r, FORGET_AFTER_MS + 200));
    expect(await kept()).toHaveLength(0);
  });
});
