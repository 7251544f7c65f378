import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceAlerts } from '../src/db/schema.js';
import { plusDays } from './booking-helpers.js';
import { duffelApp } from './fakes/duffel/duffel-app.js';

/**
 * Issue 38, costs: Duffel bills searches beyond a ratio to orders. The price calendar and the
 * price-alert rounds never make an offer request per day or per alert: they show what travellers'
 * own searches of the route saw (indicative fares), and nothing where nobody searched.
 */
let d: Awaited<ReturnType<typeof duffelApp>>;
beforeAll(async () => {
  d = await duffelApp(93);
});
afterAll(() => d.close());

const offerRequests = () => d.fake.callsTo('POST', '/air/offer_requests').length;

describe('with Duffel, the price calendar', () => {
  it('makes no offer request, and shows the lowest fare a search of that day saw', async () => {
    const day = plusDays(50);
    const { view } = await d.c.searchAndSelect({ from: 'IST', to: 'LHR', date: day });
    const lowest = Math.min(...view.search.map((r: { price: { total: number } }) => r.price.total));
    const before = offerRequests();
    const res = await d.c.call(
      'GET',
      `/api/flight/price-calendar/?departure_airport=IST&arrival_airport=LHR&start_date=${plusDays(48)}&days=62`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(offerRequests()).toBe(before);
    const days = res.json().days as Array<{ date: string; price: number | null }>;
    expect(days.find((x) => x.date === day)!.price).toBe(lowest);
    expect(days.filter((x) => x.price !== null)).toHaveLength(1);
    // The other days are unknown (nobody searched them), which the answer says: not "nothing flies".
    expect(res.json().indicative).toBe(true);
  });
});

describe('with Duffel, a price-alert round', () => {
  it('makes no offer request per alert, and prices an alert from what searches saw', async () => {
    const started = await d.c.call('POST', '/api/flight/gateway/search/', {
      fly_type: 'OW',
      departure_airport: await d.c.airportId('IST'),
      arrival_airport: await d.c.airportId('AYT'),
      departure_date: plusDays(52),
      return_date: null,
      adult: 1,
      child: 0,
      infant: 0,
      senior: 0,
      flight_class: 'ECONOMY',
    });
    expect(started.statusCode).toBe(200);
    const option = started.json().form_data.option;
    const created = await d.c.call('POST', '/api/flight/info/price-alert/', {
      option,
      notify_email: 'duffel-alert@example.com',
    });
    expect(created.statusCode, created.body).toBe(201);
    // Confirmed as its mail's link would (price-alert-confirm): the round checks confirmed alerts.
    await d.t.database.db
      .update(priceAlerts)
      .set({ confirmedAt: new Date() })
      .where(eq(priceAlerts.id, created.json().id));
    const before = offerRequests();
    const round = await d.t.app.priceAlertJob.round(Date.now() + 7 * 86_400_000);
    expect(round.checked).toBeGreaterThanOrEqual(1);
    expect(offerRequests()).toBe(before);
    const [row] = await d.t.database.db.select().from(priceAlerts).where(eq(priceAlerts.id, created.json().id));
    expect(row!.newPrice).toBeGreaterThan(0);
  });
});
