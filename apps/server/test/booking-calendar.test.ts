import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transferLocations } from '../src/db/schema.js';
import { bookingClient, CARDS, plusDays } from './booking-helpers.js';
import { createTestApp, type TestApp } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const c = bookingClient(() => t, 123);

/** Pays at the test bank with the code it shows; answers the booking's PNR. */
async function confirmAtBank(payUrl: string, product: 'flight' | 'transfer', sessionUnique: string) {
  const bank = await c.bankCode(payUrl);
  await c.submitCode(bank.path, bank.code);
  const detail = (await c.call('GET', `/api/${product}/booking/${sessionUnique}/`)).json();
  expect(detail.info.status).toBe('completed');
  return detail.info.pnr_code as string;
}

async function payFlight() {
  const { sessionUnique } = await c.searchAndSelect({ from: 'IST', to: 'ESB', date: plusDays(25) });
  const data = await c.paymentData(sessionUnique);
  const pay = (await c.call('POST', '/api/flight/gateway/payment/', c.payBody(sessionUnique, data.form_rules))).json();
  expect(pay.status).toBe(true);
  return { sessionUnique: pay.unique_code as string, payUrl: pay.pay_url as string };
}

async function payTransfer() {
  const places = await t.database.db.select().from(transferLocations);
  const id = (match: (p: (typeof places)[number]) => boolean) => places.find(match)!.id;
  const started = await c.call('POST', '/api/transfer/gateway/search/', {
    departure_location_id: id((p) => p.iata === 'AYT'),
    arrival_location_id: id((p) => p.nameEn === 'Kemer'),
    departure_date: plusDays(26),
    departure_pickup_time: '14:00',
    passenger_count: 1,
    baggage_count: 1,
  });
  const sessionUnique: string = started.json().session_unique;
  const view = (await c.call('GET', `/api/transfer/gateway/search/?session_unique=${sessionUnique}`)).json();
  const offer = view.search.find((r: { information: { transfer_type_code: number } }) => {
    return r.information.transfer_type_code === 1;
  });
  await c.call('POST', '/api/transfer/gateway/search/select/', {
    session_unique: sessionUnique,
    product_id: offer.product_id,
  });
  const pay = (
    await c.call('POST', '/api/transfer/gateway/payment/', {
      session_unique: sessionUnique,
      passengers: [{ name: 'Ayşe', surname: 'Yılmaz', nationality: await c.countryId('TR') }],
      email: 'calendar@example.com',
      phone_code: '90',
      phone: '5321234567',
      extra_products: {},
      transfer: { flight_number: 'TK2412', airline_code: 'TK', note: '' },
      card_owner: 'Ayşe Yılmaz',
      card_number: CARDS.ok,
      card_expiry: '12/30',
      card_cvc: '123',
      has_invoice: false,
      condition: true,
    })
  ).json();
  expect(pay, JSON.stringify(pay)).toMatchObject({ status: true });
  return { sessionUnique: pay.unique_code as string, payUrl: pay.pay_url as string };
}

describe('a booking added to the calendar (issue 12)', () => {
  let flight: { sessionUnique: string; payUrl: string; pnr?: string };
  let transfer: { sessionUnique: string; payUrl: string; pnr?: string };

  beforeAll(async () => {
    flight = await payFlight();
    transfer = await payTransfer();
  });

  it('has no calendar before it is paid', async () => {
    const res = await c.call('GET', `/api/flight/booking/${flight.sessionUnique}/calendar/`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Not found.' });
  });

  it("answers a paid flight's legs as a text/calendar download that never shows the PNR", async () => {
    flight.pnr = await confirmAtBank(flight.payUrl, 'flight', flight.sessionUnique);
    const res = await c.call('GET', `/api/flight/booking/${flight.sessionUnique}/calendar/`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8; method=PUBLISH');
    expect(res.headers['content-disposition']).toBe('attachment; filename="yolcu-booking.ics"');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body).toMatch(/^BEGIN:VCALENDAR/);
    // The PNR with the surname opens the booking; a calendar is shared and synced (issue 36).
    expect(flight.pnr).toMatch(/^[A-Z0-9]{6}$/);
    expect(res.body).not.toContain(flight.pnr);
    expect(res.body).toMatch(/UID:[0-9a-f]{20}-\w+-\d{4}-\d{2}-\d{2}@yolcu\.example/);
    expect(res.body).toMatch(/SUMMARY:\w+ IST → ESB/);
    expect(res.body).toMatch(/DTSTART:\d{8}T\d{6}Z/);
  });

  it("answers a paid transfer's pick-up in the reader's language", async () => {
    transfer.pnr = await confirmAtBank(transfer.payUrl, 'transfer', transfer.sessionUnique);
    const en = await c.call('GET', `/api/transfer/booking/${transfer.sessionUnique}/calendar/`);
    expect(en.statusCode).toBe(200);
    expect(en.headers['content-type']).toBe('text/calendar; charset=utf-8; method=PUBLISH');
    expect(en.body).not.toContain(transfer.pnr);
    expect(en.body).toMatch(/SUMMARY:.*Kemer/);
    const tr = await c.call('GET', `/api/transfer/booking/${transfer.sessionUnique}/calendar/`, undefined, {
      lang: 'tr',
    });
    expect(tr.body).not.toEqual(en.body);
  });

  it("refuses what the booking detail refuses: another traveller's booking needs its own code", async () => {
    // Reached only by the booking's own code, as its detail is; a guessed code, the code of the
    // other product or a malformed one is refused.
    const guessed = `${flight.sessionUnique.slice(0, -4)}AAAA`;
    for (const url of [
      `/api/flight/booking/${guessed}/calendar/`,
      `/api/transfer/booking/${flight.sessionUnique}/calendar/`,
      `/api/flight/booking/${transfer.sessionUnique}/calendar/`,
    ]) {
      const res = await c.call('GET', url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('VCALENDAR');
    }
    expect((await c.call('GET', '/api/flight/booking/short/calendar/')).statusCode).toBe(400);
  });
});
