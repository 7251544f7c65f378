import { todayInTurkey } from '@yolcu/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingClient, plusDays } from './booking-helpers.js';
import { createTestApp, type TestApp } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const c = bookingClient(() => t, 111);

type Side = { product_id: string; departure: { date: string; time: string }; arrival: { date: string; time: string } };
const minutes = (p: { date: string; time: string }) => Date.parse(`${p.date}T${p.time}:00Z`) / 60_000;

async function search(from: string, to: string, date: string, returnDate: string | null) {
  const started = await c.call('POST', '/api/flight/gateway/search/', {
    fly_type: returnDate ? 'RT' : 'OW',
    departure_airport: await c.airportId(from),
    arrival_airport: await c.airportId(to),
    departure_date: date,
    return_date: returnDate,
    adult: 1,
  });
  const su = started.json().session_unique as string;
  return { su, view: (await c.call('GET', `/api/flight/gateway/search/?session_unique=${su}`)).json() };
}

describe('round trips on the same day', () => {
  it('leg by leg: returns offered leave at least two hours after the outbound lands; the outbound alone cannot be selected', async () => {
    const day = plusDays(12);
    const { su, view } = await search('IST', 'ESB', day, day);
    const late = [...view.search].sort((a: Side, b: Side) => minutes(b.arrival) - minutes(a.arrival))[0] as Side;
    const returns = (
      await c.call('POST', '/api/flight/gateway/search/return_items/', {
        session_unique: su,
        product_ids: [late.product_id],
      })
    ).json().search as Side[];
    for (const r of returns) expect(minutes(r.departure) - minutes(late.arrival)).toBeGreaterThanOrEqual(120);
    const alone = await c.call('POST', '/api/flight/gateway/search/select/', {
      session_unique: su,
      product_ids: [late.product_id],
    });
    expect(alone.json().status).toBe(false);
    // A return that leaves before the outbound lands is refused even if sent.
    const early = await search('ESB', 'IST', day, null);
    const tooEarly = (early.view.search as Side[]).find((r) => minutes(r.departure) < minutes(late.arrival));
    if (tooEarly) {
      const res = await c.call('POST', '/api/flight/gateway/search/select/', {
        session_unique: su,
        product_ids: [late.product_id, tooEarly.product_id],
      });
      expect(res.json().status).toBe(false);
    }
  });

  it('packaged: every package flies back after it lands', async () => {
    const day = plusDays(14);
    const { view } = await search('IST', 'LHR', day, day);
    expect(view.search_options.is_packaged).toBe(true);
    for (const p of view.search as Array<{ departure: Side; return: Side }>)
      expect(minutes(p.return.departure) - minutes(p.departure.arrival)).toBeGreaterThanOrEqual(120);
  });
});

describe('flights today', () => {
  it('are offered only if they leave more than an hour from now', async () => {
    const { view } = await search('IST', 'AYT', todayInTurkey(), null);
    const soon = Date.now() + 60 * 60_000;
    for (const r of view.search as Side[])
      expect(Date.parse(`${r.departure.date}T${r.departure.time}:00+03:00`)).toBeGreaterThanOrEqual(soon - 60_000);
  });
});
