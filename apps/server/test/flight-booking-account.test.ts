import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, coupons, users } from '../src/db/schema.js';
import { accountClient } from './account-helpers.js';
import { bookingClient, plusDays } from './booking-helpers.js';
import { createTestApp, MemoryMailer, type TestApp, waitForMail } from './helpers.js';

let t: TestApp;
const mailer = new MemoryMailer();
beforeAll(async () => {
  t = await createTestApp({ mailer });
});
afterAll(() => t.close());
const c = bookingClient(() => t, 71);
const accounts = accountClient(() => t, mailer, 72);

async function couponFor(email: string, code: string, value: number) {
  const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
  const [row] = await t.database.db
    .insert(coupons)
    .values({ userId: user!.id, code, value, expiresOn: plusDays(60) })
    .returning();
  return row!.id;
}

describe('a signed-in traveller books a packaged Istanbul → London round trip with a foreign passenger and a coupon', () => {
  let token: string;
  let sessionUnique: string;
  let uniqueCode: string;
  let couponId: number;
  let paidTotal: number;

  beforeAll(async () => {
    token = await accounts.signedUp('traveller@example.com', 'Selin', 'Kaya');
    couponId = await couponFor('traveller@example.com', 'YOLCU250', 250);
  });

  it('pays the total less the coupon, and gets tickets for both directions', async () => {
    const sel = await c.searchAndSelect({
      from: 'IST',
      to: 'LHR',
      date: plusDays(35),
      returnDate: plusDays(42),
      adult: 2,
      token,
      fare: 'STANDARD',
    });
    sessionUnique = sel.sessionUnique;
    expect(sel.view.search_options.is_packaged).toBe(true);
    const data = await c.paymentData(sessionUnique, token);
    expect(data.return_booking).not.toBeNull();
    expect(data.form_rules.international).toBe(true);
    expect(data.price.total).toBe(sel.shownTotal);
    expect(data.departure_booking.info.alternative_price.code).toBe('STANDARD');
    expect(data.departure_booking.info.baggage_type).toBe('BG');

    const body = c.payBody(sessionUnique, data.form_rules, { coupon: couponId, email: 'traveller@example.com' });
    const gb = await c.countryId('GB');
    body.passengers[1] = {
      ...body.passengers[1]!,
      name: 'Oliver',
      surname: 'Smith',
      foregein_citizen: true,
      citizen_number: null,
      nationality: gb,
      passport: '123456789',
      passport_expiry_date: plusDays(2000),
    } as never;
    const pay = (await c.call('POST', '/api/flight/gateway/payment/', body, { token })).json();
    expect(pay.status).toBe(true);
    uniqueCode = pay.unique_code;
    const bank = await c.bankCode(pay.pay_url);
    paidTotal = Math.round((data.price.total - 250) * 100) / 100;
    expect(bank.page).toContain(
      new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'TRY' }).format(paidTotal),
    );
    expect((await c.submitCode(bank.path, bank.code)).body).toContain('data-status="completed"');

    const booking = (
      await c.call('GET', `/api/flight/booking/${uniqueCode}/?transfers=1&passenger=1&tickets=1`)
    ).json();
    expect(booking.price).toMatchObject({ total: paidTotal, discount: 250 });
    expect(booking.return_booking.transfers.length).toBeGreaterThan(0);
    for (const ticket of booking.tickets) {
      expect(ticket.departure_ticket_number).toMatch(/^\d{13}$/);
      expect(ticket.return_ticket_number).toMatch(/^\d{13}$/);
    }
    expect(booking.passenger[1]).toMatchObject({
      name: 'Oliver',
      citizen_number: null,
      passport: '******789',
      nationality: { code: 'GB' },
    });
  });

  it('spends the coupon', async () => {
    const list = (await c.call('GET', '/api/user/coupons/', undefined, { token })).json();
    expect(list.results.find((x: { id: number }) => x.id === couponId).used).toBe(true);
  });

  it('lists the booking in My Tickets, newest first, and notifies the buyer', async () => {
    const mine = (await c.call('GET', '/api/user/flight/bookings/', undefined, { token })).json();
    expect(mine.count).toBe(1);
    expect(mine.results[0]).toMatchObject({
      info: { unique_code: uniqueCode, status: 'completed' },
      departure_booking: { info: { departure_airport: { code: 'IST' }, arrival_airport: { code: 'LHR' } } },
      return_booking: { info: { departure_airport: { code: 'LHR' } } },
      price: { total: paidTotal },
    });
    const notes = (await c.call('GET', '/api/notification/list/', undefined, { token })).json();
    expect(notes.results[0].title).toBe('Your flight is booked');
    expect(notes.results[0].content).toContain('IST → LHR');
    await waitForMail(t);
    expect(
      mailer.sent.some((m) => m.to === 'traveller@example.com' && m.subject.startsWith('Your flight is booked')),
    ).toBe(true);
  });

  it("does not show one user's tickets to another, nor to a guest", async () => {
    const other = await accounts.signedUp('other@example.com', 'Ece', 'Demir');
    expect((await c.call('GET', '/api/user/flight/bookings/', undefined, { token: other })).json().count).toBe(0);
    expect((await c.call('GET', '/api/user/flight/bookings/')).statusCode).toBe(401);
    expect((await c.call('GET', '/api/user/transfer/bookings/', undefined, { token })).json()).toEqual({
      count: 0,
      next: null,
      previous: null,
      results: [],
    });
  });

  it('keeps the booking, detached and reachable by PNR, when the account is deleted', async () => {
    const booking = (await c.call('GET', `/api/flight/booking/${uniqueCode}/`)).json();
    expect((await c.call('POST', '/api/user/delete/', {}, { token })).statusCode).toBe(204);
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.sessionUnique, sessionUnique));
    expect(row).toMatchObject({ userId: null, status: 'completed' });
    const found = await c.call('POST', '/api/flight/check-pnr/', { pnr: booking.info.pnr_code, surname: 'smıth' });
    expect(found.json()).toEqual({ unique_code: uniqueCode });
  });
});

describe('one coupon, two bookings at once', () => {
  it('is spent by one of them; the other payment fails without a booking', async () => {
    const token = await accounts.signedUp('coupon-race@example.com', 'Cem', 'Aydın');
    const couponId = await couponFor('coupon-race@example.com', 'RACE100', 100);
    const paid = await Promise.all(
      [0, 1].map(async (i) => {
        const { sessionUnique } = await c.searchAndSelect({
          from: 'IST',
          to: i ? 'ADB' : 'ESB',
          date: plusDays(18),
          token,
        });
        const data = await c.paymentData(sessionUnique, token);
        const pay = (
          await c.call(
            'POST',
            '/api/flight/gateway/payment/',
            c.payBody(sessionUnique, data.form_rules, { coupon: couponId }),
            { token },
          )
        ).json();
        expect(pay.status).toBe(true);
        return c.bankCode(pay.pay_url);
      }),
    );
    const answers = await Promise.all(paid.map((p) => c.submitCode(p.path, p.code)));
    expect(answers.filter((a) => a.body.includes('data-status="completed"'))).toHaveLength(1);
    const failed = answers.filter((a) => a.body.includes('data-status="failed"'));
    expect(failed).toHaveLength(1);
    // Spent when the other's card was authorised: this one's hold is released (03 §17).
    expect(failed[0]!.body).toContain('Your coupon could no longer be used');
    expect(failed[0]!.body).toContain('not charged');
  });
});

describe("a signed-in traveller's transfer", () => {
  it('is listed on the Transfer Ticket tab with its route and pick-up time', async () => {
    const token = await accounts.signedUp('rider@example.com', 'Nur', 'Acar');
    const place = async (keyword: string) =>
      (await c.call('GET', `/api/transfer/location/?keyword=${keyword}`)).json().results[0];
    const [from, to] = [await place('AYT'), await place('kemer')];
    const started = await c.call(
      'POST',
      '/api/transfer/gateway/search/',
      {
        departure_location_id: from.id,
        arrival_location_id: to.id,
        departure_date: plusDays(19),
        departure_pickup_time: '15:30',
        passenger_count: 1,
        baggage_count: 1,
      },
      { token },
    );
    const su = started.json().session_unique;
    const view = (await c.call('GET', `/api/transfer/gateway/search/?session_unique=${su}`)).json();
    await c.call('POST', '/api/transfer/gateway/search/select/', {
      session_unique: su,
      product_id: view.search[0].product_id,
    });
    const pay = (
      await c.call(
        'POST',
        '/api/transfer/gateway/payment/',
        {
          session_unique: su,
          passengers: [{ name: 'Nur', surname: 'Acar', nationality: await c.countryId('TR') }],
          email: 'rider@example.com',
          phone_code: '90',
          phone: '5321234567',
          card_owner: 'Nur Acar',
          card_number: '4111 1111 1111 1111',
          card_expiry: '12/30',
          card_cvc: '123',
          condition: true,
        },
        { token },
      )
    ).json();
    const bank = await c.bankCode(pay.pay_url);
    await c.submitCode(bank.path, bank.code);
    const list = (await c.call('GET', '/api/user/transfer/bookings/', undefined, { token })).json();
    expect(list.count).toBe(1);
    expect(list.results[0]).toMatchObject({
      info: { unique_code: pay.unique_code, departure_datetime: `${plusDays(19)}T15:30:00+03:00` },
      departure_location: { name: from.name },
      arrival_location: { name: to.name },
    });
    expect((await c.call('GET', '/api/user/flight/bookings/', undefined, { token })).json().count).toBe(0);
  });
});
