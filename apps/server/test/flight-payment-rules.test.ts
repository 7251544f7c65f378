import type { FlightPaymentData } from '@yolcu/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingPassengers, bookings, flightInventory, payments } from '../src/db/schema.js';
import { seatsTotal } from '../src/integrations/flights/builtin/builtin-supplier.js';
import { translate } from '../src/lib/i18n.js';
import { bookingClient, CARDS, plusDays, yearsBefore } from './booking-helpers.js';
import { createTestApp, type TestApp } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const c = bookingClient(() => t, 61);

type Body = ReturnType<typeof c.payBody>;
type Passenger = Body['passengers'][number];

describe('every rule of 02 §5, broken once straight to the API', () => {
  let domestic: { sessionUnique: string; data: FlightPaymentData };
  let abroad: { sessionUnique: string; data: FlightPaymentData };
  let trId: number;
  let deId: number;
  beforeAll(async () => {
    const d = await c.searchAndSelect({ from: 'IST', to: 'AYT', date: plusDays(30), adult: 1, child: 1 });
    domestic = { sessionUnique: d.sessionUnique, data: await c.paymentData(d.sessionUnique) };
    const a = await c.searchAndSelect({ from: 'IST', to: 'LHR', date: plusDays(30), adult: 1 });
    abroad = { sessionUnique: a.sessionUnique, data: await c.paymentData(a.sessionUnique) };
    trId = await c.countryId('TR');
    deId = await c.countryId('DE');
  });

  const withPassenger = (body: Body, i: number, patch: Partial<Passenger> | Record<string, unknown>): Body => ({
    ...body,
    passengers: body.passengers.map((p, j) => (j === i ? { ...p, ...patch } : p)) as Body['passengers'],
  });
  const foreign = (over: Record<string, unknown> = {}) => ({
    foregein_citizen: true,
    citizen_number: null,
    nationality: deId,
    passport: 'C01X00T47',
    passport_expiry_date: plusDays(900),
    ...over,
  });

  const cases: Array<[string, (b: Body) => Body, string, string]> = [
    ['a short name', (b) => withPassenger(b, 0, { name: 'Al' }), 'passengers.0.name', 'Minimum length is 3.'],
    [
      'digits in a surname',
      (b) => withPassenger(b, 0, { surname: 'Yılmaz2' }),
      'passengers.0.surname',
      'Please enter only letters.',
    ],
    ['no gender', (b) => withPassenger(b, 0, { gender: undefined }), 'passengers.0.gender', 'This field is required.'],
    [
      'a TC number with a wrong check digit',
      (b) => withPassenger(b, 0, { citizen_number: '10000000147' }),
      'passengers.0.citizen_number',
      'Please enter a valid Turkish ID number.',
    ],
    [
      'no TC number',
      (b) => withPassenger(b, 0, { citizen_number: '' }),
      'passengers.0.citizen_number',
      'This field is required.',
    ],
    [
      'the same TC number twice',
      (b) => withPassenger(b, 1, { citizen_number: b.passengers[0]!.citizen_number }),
      'passengers.1.citizen_number',
      'This value is already used.',
    ],
    [
      'an impossible birth date',
      (b) => withPassenger(b, 0, { birth_date: '1990-02-30' }),
      'passengers.0.birth_date',
      'Please enter a valid date.',
    ],
    [
      'an adult who is 10',
      (b) => withPassenger(b, 0, { birth_date: yearsBefore(plusDays(-10), 10) }),
      'passengers.0.birth_date',
      'Must be at least 12 years old.',
    ],
    [
      'a child who is 12 on the day of the flight',
      (b) => withPassenger(b, 1, { birth_date: yearsBefore(plusDays(29), 12) }),
      'passengers.1.birth_date',
      'Must be at most 11 years old.',
    ],
    [
      'a foreigner without nationality',
      (b) => withPassenger(b, 0, foreign({ nationality: null })),
      'passengers.0.nationality',
      'This field is required.',
    ],
    [
      'a foreigner of Turkish nationality',
      (b) => withPassenger(b, 0, foreign({ nationality: trId })),
      'passengers.0.nationality',
      "A foreign citizen's nationality cannot be Turkey.",
    ],
    [
      'a foreigner without passport',
      (b) => withPassenger(b, 0, foreign({ passport: '' })),
      'passengers.0.passport',
      'This field is required.',
    ],
    [
      'a short passport',
      (b) => withPassenger(b, 0, foreign({ passport: 'AB12' })),
      'passengers.0.passport',
      'Minimum length is 8.',
    ],
    [
      'a passport expiring before the flight',
      (b) => withPassenger(b, 0, foreign({ passport_expiry_date: plusDays(10) })),
      'passengers.0.passport_expiry_date',
      'The passport must be valid after the travel date.',
    ],
    [
      'two passengers with one passport',
      (b) => withPassenger(withPassenger(b, 0, foreign()), 1, foreign()),
      'passengers.1.passport',
      'This value is already used.',
    ],
    [
      'a missing passenger',
      (b) => ({ ...b, passengers: b.passengers.slice(0, 1) }),
      'non_field_errors',
      'The passengers do not match your search. Please search again.',
    ],
    [
      'an infant instead of the child',
      (b) => withPassenger(b, 1, { pax_type: 'INF' }),
      'non_field_errors',
      'The passengers do not match your search. Please search again.',
    ],
    ['no e-mail', (b) => ({ ...b, email: '' }), 'email', 'This field is required.'],
    ['a bad e-mail', (b) => ({ ...b, email: 'ayse@' }), 'email', 'Please enter a valid email.'],
    ['a short Turkish phone', (b) => ({ ...b, phone: '532123' }), 'phone', 'Please enter a valid phone number.'],
    ['a card owner with digits', (b) => ({ ...b, card_owner: 'Ayşe 2' }), 'card_owner', 'Please enter only letters.'],
    [
      'a card number failing Luhn',
      (b) => ({ ...b, card_number: '4111 1111 1111 1112' }),
      'card_number',
      'Please enter a valid card number.',
    ],
    ['an expired card', (b) => ({ ...b, card_expiry: '01/24' }), 'card_expiry', 'Please enter a valid expiry date.'],
    ['an expiry not MM/YY', (b) => ({ ...b, card_expiry: '1/30' }), 'card_expiry', 'Please enter a valid expiry date.'],
    [
      'a two-digit CVC',
      (b) => ({ ...b, card_cvc: '12' }),
      'card_cvc',
      'Enter the 3-digit security code on the back of the card.',
    ],
    [
      'no consent',
      (b) => ({ ...b, condition: false }),
      'condition',
      'Please accept the terms and contracts to continue.',
    ],
    [
      'an invoice without details',
      (b) => ({ ...b, has_invoice: true, bill: { bill_type: 1 } }),
      'bill.billing_name',
      'This field is required.',
    ],
    [
      'a corporate invoice without tax number',
      (b) => ({
        ...b,
        has_invoice: true,
        bill: {
          bill_type: 1,
          billing_name: 'Acme',
          city: 'İstanbul',
          district: 'Kadıköy',
          zip_code: '34710',
          address: 'Moda Cd. 1',
          tax_office: 'Kadıköy',
        },
      }),
      'bill.tax_number',
      'This field is required.',
    ],
    ['a coupon without an account', (b) => ({ ...b, coupon: 1 }), 'coupon', 'This coupon cannot be used.'],
  ];

  it.each(cases)('refuses %s', async (_name, mutate, field, message) => {
    const res = await c.call(
      'POST',
      '/api/flight/gateway/payment/',
      mutate(c.payBody(domestic.sessionUnique, domestic.data.form_rules)),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()[field]).toEqual([message]);
  });

  it('asks every passenger for a passport on a flight that leaves Turkey', async () => {
    const body = c.payBody(abroad.sessionUnique, abroad.data.form_rules);
    expect(abroad.data.form_rules.international).toBe(true);
    const res = await c.call(
      'POST',
      '/api/flight/gateway/payment/',
      withPassenger(body, 0, { passport: null, passport_expiry_date: null }),
    );
    expect(res.json()).toMatchObject({
      'passengers.0.passport': ['This field is required.'],
      'passengers.0.passport_expiry_date': ['This field is required.'],
    });
  });

  it('answers in Turkish for a Turkish reader', async () => {
    const res = await c.call(
      'POST',
      '/api/flight/gateway/payment/',
      withPassenger(c.payBody(domestic.sessionUnique, domestic.data.form_rules), 0, { citizen_number: '12345678901' }),
      { lang: 'tr' },
    );
    expect(res.json()['passengers.0.citizen_number']).toEqual([translate('tr', 'v.tc_number')]);
    expect(translate('tr', 'v.tc_number')).not.toBe(translate('en', 'v.tc_number'));
  });

  it('books nothing while the form is wrong', async () => {
    const rows = await t.database.db.select().from(bookings).where(eq(bookings.sessionUnique, domestic.sessionUnique));
    expect(rows).toHaveLength(0);
  });

  it('accepts a foreign passenger with a passport on a domestic flight', async () => {
    const body = withPassenger(c.payBody(domestic.sessionUnique, domestic.data.form_rules), 0, foreign());
    const res = await c.call('POST', '/api/flight/gateway/payment/', body);
    expect(res.json()).toMatchObject({ status: true });
  });
});

describe('what a pay writes', () => {
  // A first pay writes the booking, its passengers and its payment in one statement (issue 21):
  // every field of a foreign passenger and of a Turkish one is kept as given.
  it('keeps every passenger field, the contact, the bill and the card as given', async () => {
    const [deId, trId] = [await c.countryId('DE'), await c.countryId('TR')];
    const { sessionUnique } = await c.searchAndSelect({ from: 'IST', to: 'LHR', date: plusDays(31), adult: 2 });
    const data = await c.paymentData(sessionUnique);
    const base = c.payBody(sessionUnique, data.form_rules, { email: 'kept@example.com' });
    const abroad = {
      ...base.passengers[1]!,
      name: 'Hans',
      surname: 'Müller',
      gender: 'M',
      foregein_citizen: true,
      citizen_number: null,
      nationality: deId,
      passport: 'C01X00T47',
      passport_expiry_date: plusDays(900),
      birth_date: '1985-02-03',
    };
    const body = { ...base, passengers: [base.passengers[0]!, abroad] };
    const pay = (await c.call('POST', '/api/flight/gateway/payment/', body)).json();
    expect(pay.status).toBe(true);
    const [booking] = await t.database.db.select().from(bookings).where(eq(bookings.uniqueCode, pay.unique_code));
    expect(booking).toMatchObject({ status: 'pending', email: 'kept@example.com', phone: body.phone, bill: null });
    const kept = await t.database.db
      .select()
      .from(bookingPassengers)
      .where(eq(bookingPassengers.bookingId, booking!.id))
      .orderBy(bookingPassengers.position);
    expect(kept.map(({ id: _id, bookingId: _b, ...p }) => p)).toEqual(
      body.passengers.map((p, position) => ({
        position,
        paxType: p.pax_type,
        name: p.name,
        surname: p.surname,
        gender: p.gender,
        citizenNumber: p.citizen_number,
        birthDate: p.birth_date,
        // A Turkish citizen's nationality is Türkiye's.
        nationalityId: p.foregein_citizen ? p.nationality : trId,
        passport: p.passport,
        passportExpiryDate: p.passport_expiry_date,
      })),
    );
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.bookingId, booking!.id));
    expect(payment).toMatchObject({
      status: 'pending',
      amount: booking!.total,
      cardLast4: '1111',
      cardExpiry: '12/30',
    });
  });
});

describe('the bank says no', () => {
  async function paid(card: string, email: string) {
    const { sessionUnique } = await c.searchAndSelect({ from: 'IST', to: 'DLM', date: plusDays(15) });
    const data = await c.paymentData(sessionUnique);
    const pay = (
      await c.call(
        'POST',
        '/api/flight/gateway/payment/',
        c.payBody(sessionUnique, data.form_rules, { card_number: card, email }),
      )
    ).json();
    return { sessionUnique, uniqueCode: pay.unique_code as string, data, ...(await c.bankCode(pay.pay_url)) };
  }
  const info = async (su: string) => (await c.call('GET', `/api/flight/booking/info/${su}/`)).json();

  it('a declined card fails after the code, takes no seat and gives no PNR; paying again with another card works', async () => {
    const p = await paid(CARDS.declined, 'declined@example.com');
    const res = await c.submitCode(p.path, p.code);
    expect(res.body).toContain('data-status="failed"');
    expect(res.body).toContain('Your card was declined.');
    expect(await info(p.uniqueCode)).toEqual({
      do_reservation: false,
      finish_page_showed: true,
      status: 'failed',
      message: 'Your card was declined.',
    });
    const [booking] = await t.database.db.select().from(bookings).where(eq(bookings.sessionUnique, p.sessionUnique));
    expect(booking!.pnr).toBeNull();
    const leg = p.data.departure_booking.transfers[0]!;
    const [inv] = await t.database.db
      .select()
      .from(flightInventory)
      .where(and(eq(flightInventory.flightKey, leg.flight_number), eq(flightInventory.date, leg.departure_date)));
    expect(inv?.seatsSold ?? 0).toBe(0);

    const retry = (
      await c.call(
        'POST',
        '/api/flight/gateway/payment/',
        c.payBody(p.sessionUnique, p.data.form_rules, { card_number: CARDS.mastercard }),
      )
    ).json();
    const bank = await c.bankCode(retry.pay_url);
    expect(bank.page).toContain('Mastercard •••• 4444');
    expect((await c.submitCode(bank.path, bank.code)).body).toContain('data-status="completed"');
    expect((await info(p.uniqueCode)).status).toBe('completed');
  });

  it('insufficient funds fails with its own message', async () => {
    const p = await paid(CARDS.insufficient, 'poor@example.com');
    expect((await c.submitCode(p.path, p.code)).body).toContain('Your card has insufficient funds.');
  });

  it('three wrong codes fail the payment; the right code after that changes nothing', async () => {
    const p = await paid(CARDS.ok, 'wrongcode@example.com');
    const wrong = p.code === '000000' ? '111111' : '000000';
    expect((await c.submitCode(p.path, wrong)).body).toContain('The code is wrong. 2 tries left.');
    expect((await c.submitCode(p.path, wrong)).body).toContain('1 tries left');
    const third = await c.submitCode(p.path, wrong);
    expect(third.body).toContain('data-status="failed"');
    expect(third.body).toContain('entered wrongly three times');
    expect((await c.submitCode(p.path, p.code)).body).toContain('data-status="failed"');
    expect((await info(p.uniqueCode)).status).toBe('failed');
  });

  it('Cancel fails the payment', async () => {
    const p = await paid(CARDS.ok, 'cancel@example.com');
    const res = await c.call('POST', p.path, { action: 'cancel' }, { form: true });
    expect(res.body).toContain('You cancelled the payment. Nothing was charged.');
    expect((await info(p.uniqueCode)).status).toBe('failed');
  });

  it('a bank page older than 15 minutes is refused', async () => {
    const p = await paid(CARDS.ok, 'late@example.com');
    const reference = p.path.split('/')[2]!;
    await t.database.db
      .update(payments)
      .set({ createdAt: new Date(Date.now() - 16 * 60_000) })
      .where(eq(payments.reference, reference));
    const res = await c.submitCode(p.path, p.code);
    expect(res.body).toContain('The payment page has expired.');
    expect((await info(p.uniqueCode)).status).toBe('failed');
  });

  it('an unknown bank page is a plain not-found page', async () => {
    const res = await c.call('GET', '/payment/AAAAAAAAAAAAAAAAAAAAAAAA/');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('This payment page could not be found.');
  });
});

describe('before payment', () => {
  it('a price that moved answers refresh with both prices, then the new price is the one to pay', async () => {
    const { sessionUnique } = await c.searchAndSelect({ from: 'IST', to: 'GZT', date: plusDays(40) });
    const data = await c.paymentData(sessionUnique);
    const leg = data.departure_booking.transfers[0]!;
    const total = seatsTotal(leg.flight_number, 'ECONOMY', leg.fly_duration);
    // Other travellers buy most of the aircraft: the fare rises with the load factor.
    await t.database.db.insert(flightInventory).values({
      flightKey: leg.flight_number,
      date: leg.departure_date,
      cabin: 'ECONOMY',
      seatsTotal: total,
      seatsSold: total - 20,
    });
    const before = (await c.call('POST', '/api/flight/gateway/payment/', { session_unique: sessionUnique })).json();
    expect(before).toMatchObject({ status: false, refresh: true, research: false });
    expect(before.message).toMatch(/The price has changed from TRY\s[\d,.]+ to TRY\s[\d,.]+\./);
    const fresh = await c.paymentData(sessionUnique);
    expect(fresh.price.total).toBeGreaterThan(data.price.total);
    expect(
      (await c.call('POST', '/api/flight/gateway/payment/', { session_unique: sessionUnique })).json(),
    ).toMatchObject({ status: true });
    const pay = (
      await c.call('POST', '/api/flight/gateway/payment/', c.payBody(sessionUnique, fresh.form_rules))
    ).json();
    const [payment] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.reference, new URL(pay.pay_url).pathname.split('/')[2]!));
    expect(payment!.amount).toBe(fresh.price.total);
  });

  it('a flight that sold out answers research', async () => {
    const { sessionUnique } = await c.searchAndSelect({ from: 'IST', to: 'VAN', date: plusDays(41) });
    const data = await c.paymentData(sessionUnique);
    const leg = data.departure_booking.transfers[0]!;
    const total = seatsTotal(leg.flight_number, 'ECONOMY', leg.fly_duration);
    await t.database.db.insert(flightInventory).values({
      flightKey: leg.flight_number,
      date: leg.departure_date,
      cabin: 'ECONOMY',
      seatsTotal: total,
      seatsSold: total,
    });
    const before = (await c.call('POST', '/api/flight/gateway/payment/', { session_unique: sessionUnique })).json();
    expect(before).toMatchObject({ status: false, refresh: false, research: true });
    const pay = (
      await c.call('POST', '/api/flight/gateway/payment/', c.payBody(sessionUnique, data.form_rules))
    ).json();
    expect(pay).toMatchObject({ status: false, research: true, pay_url: '' });
  });

  it('a session without a selection, or unknown, answers research or 404', async () => {
    const started = await c.call('POST', '/api/flight/gateway/search/', {
      fly_type: 'OW',
      departure_airport: await c.airportId('IST'),
      arrival_airport: await c.airportId('AYT'),
      departure_date: plusDays(9),
      adult: 1,
    });
    const su = started.json().session_unique;
    expect((await c.call('GET', `/api/flight/gateway/payment/?session_unique=${su}`)).json()).toMatchObject({
      status: false,
      research: true,
    });
    expect((await c.call('GET', `/api/flight/gateway/payment/?session_unique=${'x'.repeat(32)}`)).statusCode).toBe(404);
    expect((await c.call('GET', `/api/flight/booking/${'x'.repeat(32)}/`)).statusCode).toBe(404);
  });
});

describe('PNR inquiry', () => {
  it('is rate limited per client address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/flight/check-pnr/',
        remoteAddress: '10.99.0.1',
        payload: { pnr: 'ABCDEF', surname: 'Yılmaz' },
        headers: { 'accept-language': 'en' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 404)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('checks the form', async () => {
    const res = await c.call('POST', '/api/flight/check-pnr/', { pnr: 'AB', surname: '' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json()).sort()).toEqual(['pnr', 'surname']);
  });
});
