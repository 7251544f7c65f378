import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingClient, plusDays } from './booking-helpers.js';
import { createTestApp, type TestApp } from './helpers.js';

// Issue 41, the audit's partial rows written as decisions (docs/decisions.md): what the server
// does with a packaged selection that sends only product_ids, and what prebook answers.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const c = bookingClient(() => t, 142);

/** A packaged round trip's session and its first package (a round trip across a border). */
async function packagedSearch(days: number) {
  const started = await c.call('POST', '/api/flight/gateway/search/', {
    fly_type: 'RT',
    departure_airport: await c.airportId('IST'),
    arrival_airport: await c.airportId('LHR'),
    departure_date: plusDays(days),
    return_date: plusDays(days + 7),
    adult: 1,
    child: 0,
    infant: 0,
    senior: 0,
    flight_class: 'ECONOMY',
  });
  expect(started.statusCode, started.body).toBe(200);
  const sessionUnique: string = started.json().session_unique;
  const view = (await c.call('GET', `/api/flight/gateway/search/?session_unique=${sessionUnique}`)).json();
  expect(view.search_options.is_packaged).toBe(true);
  return { sessionUnique, product: view.search[0].product_id as string };
}

const fareOf = async (sessionUnique: string) =>
  (await c.paymentData(sessionUnique)).departure_booking.info.alternative_price.code as string;

describe('a packaged selection (02 §5: "packaged sends only product_ids")', () => {
  it('with only product_ids is taken, at the first fare (Light)', async () => {
    const { sessionUnique, product } = await packagedSearch(40);
    const res = await c.call('POST', '/api/flight/gateway/search/select/', {
      session_unique: sessionUnique,
      product_ids: [product],
    });
    expect(res.json()).toMatchObject({ status: true });
    expect(await fareOf(sessionUnique)).toBe('LIGHT');
  });

  it('with the fare the traveller chose, as the web app sends it, is priced at that fare', async () => {
    const { sessionUnique, product } = await packagedSearch(41);
    const res = await c.call('POST', '/api/flight/gateway/search/select/', {
      session_unique: sessionUnique,
      product_ids: [product],
      alternative_prices: ['FLEX'],
    });
    expect(res.json()).toMatchObject({ status: true });
    expect(await fareOf(sessionUnique)).toBe('FLEX');
  });
});

describe('prebook (02 §7)', () => {
  it("answers the before-payment check's status and the payment page to open", async () => {
    const { sessionUnique } = await c.searchAndSelect({ from: 'IST', to: 'AYT', date: plusDays(42) });
    const check = (await c.call('POST', '/api/flight/gateway/payment/', { session_unique: sessionUnique })).json();
    const prebook = (await c.call('POST', '/api/base/gateway/prebook/', { session_unique: sessionUnique })).json();
    expect(check.status).toBe(true);
    expect(prebook).toEqual({
      status: true,
      message: '',
      url: expect.stringContaining(`/flight/payment/?session_unique=${encodeURIComponent(sessionUnique)}`),
    });
  });
});
