import { MAX_DAYS_AHEAD } from '@yolcu/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountClient } from './account-helpers.js';
import { bookingClient, plusDays } from './booking-helpers.js';
import { createTestApp, MemoryMailer, secondInstance, type TestApp, waitForMail } from './helpers.js';
import { transferClient } from './transfer-helpers.js';

type Response = Awaited<ReturnType<ReturnType<typeof bookingClient>['call']>>;

/**
 * Issue 36: numbers beyond PostgreSQL's integer, travel dates beyond what is on sale, and account
 * names that carry text into mails. Each answers 400 with a field message, never a 500.
 */
let t: TestApp;
const mailer = new MemoryMailer();
const c = bookingClient(() => t, 181);
const tc = transferClient(() => t, c);
const accounts = accountClient(() => t, mailer, 182);
const ACCOUNT = 'bounds@example.com';
let token: string;

beforeAll(async () => {
  t = await createTestApp({ mailer });
  token = await accounts.signedUp(ACCOUNT);
});
afterAll(() => t?.close());

const INVALID = 'Invalid value.';
const TOO_FAR = `Departure date cannot be more than ${MAX_DAYS_AHEAD} days from today`;
const RETURN_TOO_FAR = `Return date cannot be more than ${MAX_DAYS_AHEAD} days from today`;

const flightForm = async (date: string, returnDate: string | null = null, over: object = {}) => ({
  fly_type: returnDate ? 'RT' : 'OW',
  departure_airport: await c.airportId('IST'),
  arrival_airport: await c.airportId('AYT'),
  departure_date: date,
  return_date: returnDate,
  adult: 1,
  ...over,
});
const transferForm = async (date: string, over: object = {}) => ({
  departure_location_id: await tc.placeId('AYT'),
  arrival_location_id: await tc.placeId('Kemer'),
  departure_date: date,
  departure_pickup_time: '14:00',
  passenger_count: 2,
  baggage_count: 2,
  ...over,
});
const calendar = (start: string, days: number, from: string | number = 'IST') =>
  c.call(
    'GET',
    `/api/flight/price-calendar/?departure_airport=${from}&arrival_airport=AYT&start_date=${start}&days=${days}`,
  );

describe('an id beyond PostgreSQL integer answers 400 on its field, never 500', () => {
  let flight: { session: string; rules: Parameters<typeof c.payBody>[1] };
  let transfer: { session: string; data: Parameters<typeof tc.payBody>[1] };
  beforeAll(async () => {
    const f = await c.searchAndSelect({ from: 'IST', to: 'AYT', date: plusDays(20), token });
    flight = { session: f.sessionUnique, rules: (await c.paymentData(f.sessionUnique, token)).form_rules };
    const r = await tc.searchAndSelect({ date: plusDays(21) });
    transfer = { session: r.sessionUnique, data: r.data };
  });

  const foreigner = (nationality: number) => ({
    pax_type: 'ADT',
    name: 'Oliver',
    surname: 'Smith',
    gender: 'M',
    foregein_citizen: true,
    citizen_number: null,
    birth_date: '1990-04-02',
    nationality,
    passport: 'U12345678',
    passport_expiry_date: plusDays(800),
  });
  const transferPay = async (over: (body: Record<string, unknown>) => Record<string, unknown>) =>
    c.call('POST', '/api/transfer/gateway/payment/', over(await tc.payBody(transfer.session, transfer.data)), {
      token,
    });

  const operations: Array<[string, (id: number) => Promise<Response>, string]> = [
    ['a flight search by option', (id) => c.call('POST', '/api/flight/gateway/search/', { option: id }), 'option'],
    ['a transfer search by option', (id) => c.call('POST', '/api/transfer/gateway/search/', { option: id }), 'option'],
    [
      'a flight price alert',
      (id) => c.call('POST', '/api/flight/info/price-alert/', { option: id, notify_email: 'alert@example.com' }),
      'option',
    ],
    [
      'a transfer price alert',
      (id) => c.call('POST', '/api/transfer/info/price-alert/', { option: id, notify_email: 'alert@example.com' }),
      'option',
    ],
    [
      "a flight pay's coupon",
      (id) =>
        c.call('POST', '/api/flight/gateway/payment/', c.payBody(flight.session, flight.rules, { coupon: id }), {
          token,
        }),
      'coupon',
    ],
    [
      "a flight passenger's nationality",
      (id) =>
        c.call(
          'POST',
          '/api/flight/gateway/payment/',
          c.payBody(flight.session, flight.rules, { passengers: [foreigner(id)] }),
          { token },
        ),
      'passengers.0.nationality',
    ],
    [
      "a transfer passenger's nationality",
      (id) =>
        transferPay((b) => ({
          ...b,
          passengers: (b.passengers as object[]).map((p, i) => (i === 0 ? { ...p, nationality: id } : p)),
        })),
      'passengers.0.nationality',
    ],
    ["a transfer pay's coupon", (id) => transferPay((b) => ({ ...b, coupon: id })), 'coupon'],
    [
      "a saved passenger's nationality_id",
      (id) =>
        c.call('POST', '/api/user/passenger/', { name: 'Ayşe', surname: 'Yılmaz', nationality_id: id }, { token }),
      'nationality_id',
    ],
    [
      "a flight search's airport",
      async (id) =>
        c.call('POST', '/api/flight/gateway/search/', await flightForm(plusDays(20), null, { departure_airport: id })),
      'departure_airport',
    ],
    [
      "a transfer search's location",
      async (id) =>
        c.call('POST', '/api/transfer/gateway/search/', await transferForm(plusDays(20), { arrival_location_id: id })),
      'arrival_location_id',
    ],
  ];
  const cases = operations.flatMap(([name, send, field]) =>
    [2147483648, 4294967296, 9007199254740991].map((id) => [name, id, send, field] as const),
  );

  it.each(cases)('%s of %d', async (_name, id, send, field) => {
    const res = await send(id);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()[field]).toEqual([INVALID]);
  });

  it.each([
    ['/api/flight/search-option/2147483648/', 'id'],
    ['/api/transfer/search-option/9007199254740991/', 'id'],
    ['/api/user/flight/bookings/?page=2147483648', 'page'],
  ])('in a path or query: %s', async (url, field) => {
    const res = await c.call('GET', url, undefined, { token });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toHaveProperty(field);
  });

  it('in the price calendar, an airport id beyond it answers 400', async () => {
    const res = await calendar(plusDays(10), 3, 2147483648);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ departure_airport: [INVALID] });
  });
});

describe(`travel dates are on sale up to ${MAX_DAYS_AHEAD} days ahead`, () => {
  const last = plusDays(MAX_DAYS_AHEAD);
  const beyond = ['9999-12-31', plusDays(MAX_DAYS_AHEAD + 1)];

  it.each(beyond)('a flight search on %s answers 400 on departure_date', async (date) => {
    const res = await c.call('POST', '/api/flight/gateway/search/', await flightForm(date));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ departure_date: [TOO_FAR] });
  });

  it('a flight search on the last day on sale works; a return the day after does not', async () => {
    expect((await c.call('POST', '/api/flight/gateway/search/', await flightForm(last))).statusCode).toBe(200);
    const res = await c.call('POST', '/api/flight/gateway/search/', await flightForm(plusDays(350), beyond[1]));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ return_date: [RETURN_TOO_FAR] });
  });

  it.each(beyond)('a transfer search on %s answers 400 on departure_date', async (date) => {
    const res = await c.call('POST', '/api/transfer/gateway/search/', await transferForm(date));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ departure_date: [TOO_FAR] });
  });

  it('a transfer search on the last day on sale works', async () => {
    expect((await c.call('POST', '/api/transfer/gateway/search/', await transferForm(last))).statusCode).toBe(200);
  });

  it.each(beyond)('the price calendar from %s answers 400 on start_date', async (date) => {
    const res = await calendar(date, 7);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ start_date: [TOO_FAR] });
  });

  it('the price calendar from the last day works; days of a window past it have no price', async () => {
    expect((await calendar(last, 1)).statusCode).toBe(200);
    const res = await calendar(plusDays(MAX_DAYS_AHEAD - 4), 10);
    expect(res.statusCode).toBe(200);
    const days: Array<{ date: string; price: number | null }> = res.json().days;
    expect(days).toHaveLength(10);
    expect(days.filter((d) => d.date > last).every((d) => d.price === null)).toBe(true);
    expect(days.filter((d) => d.date <= last).some((d) => d.price !== null)).toBe(true);
  });

  it('in Turkish too', async () => {
    const res = await c.call('POST', '/api/flight/gateway/search/', await flightForm(beyond[1]!), { lang: 'tr' });
    expect(res.json()).toEqual({
      departure_date: [`Gidiş tarihi bugünden en fazla ${MAX_DAYS_AHEAD} gün sonra olabilir`],
    });
  });
});

describe('a search stored with a day no longer on sale', () => {
  // Searched and chosen on a day on sale, then its stored day moved 500 days ahead, as rows kept
  // from before the bound (or written by hand) would hold it. A second instance reads them: the
  // first keeps its own sessions and options in memory.
  const day = plusDays(300);
  const far = plusDays(500);
  let second: TestApp;
  const c2 = bookingClient(() => second, 183);
  const tc2 = transferClient(() => second, c2);
  beforeAll(async () => {
    second = await secondInstance(t);
  });
  afterAll(() => second?.close());

  async function moveDay(sessionUnique: string) {
    const { db } = t.database;
    await db.execute(
      sql`update search_options set params = replace(params::text, ${day}, ${far})::jsonb
          where id = (select option_id from search_sessions where session_unique = ${sessionUnique})`,
    );
    await db.execute(
      sql`update search_sessions set results = replace(results::text, ${day}, ${far})::json,
          selection = replace(selection::text, ${day}, ${far})::json where session_unique = ${sessionUnique}`,
    );
  }

  it('is not paid for a flight', async () => {
    const sel = await c.searchAndSelect({ from: 'IST', to: 'AYT', date: day });
    await moveDay(sel.sessionUnique);
    const data = await c2.paymentData(sel.sessionUnique);
    expect(data.form_rules.departure_date).toBe(far);
    const res = await c2.call('POST', '/api/flight/gateway/payment/', c2.payBody(sel.sessionUnique, data.form_rules));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ non_field_errors: [TOO_FAR] });
  });

  it('is not paid for a round trip whose return is no longer on sale', async () => {
    const sel = await c.searchAndSelect({ from: 'IST', to: 'AYT', date: plusDays(290), returnDate: day });
    const rules = (await c.paymentData(sel.sessionUnique)).form_rules;
    await moveDay(sel.sessionUnique);
    const res = await c2.call('POST', '/api/flight/gateway/payment/', c2.payBody(sel.sessionUnique, rules));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ non_field_errors: [RETURN_TOO_FAR] });
  });

  it('is not paid for a transfer', async () => {
    const sel = await tc.searchAndSelect({ date: day });
    await moveDay(sel.sessionUnique);
    const data = (await c2.call('GET', `/api/transfer/gateway/payment/?session_unique=${sel.sessionUnique}`)).json();
    expect(data.info.departure_date).toBe(far);
    const res = await c2.call('POST', '/api/transfer/gateway/payment/', await tc2.payBody(sel.sessionUnique, data));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ non_field_errors: [TOO_FAR] });
  });

  it('is not searched again by its option, nor watched by a price alert', async () => {
    const sel = await c.searchAndSelect({ from: 'IST', to: 'ADB', date: day });
    await moveDay(sel.sessionUnique);
    const option: number = sel.view.search_options.id;
    const again = await c2.call('POST', '/api/flight/gateway/search/', { option });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ departure_date: [TOO_FAR] });
    const alert = await c2.call('POST', '/api/flight/info/price-alert/', { option, notify_email: 'far@example.com' });
    expect(alert.statusCode).toBe(400);
    expect(alert.json()).toHaveProperty('option');
  });
});

describe('account names carry no text into mails', () => {
  const LETTERS = 'Please enter only letters.';
  const bad = [
    'Ali\r\nClick https://evil.example',
    'Ali\tX',
    'Ali\u2028X',
    '\u202EAli',
    'www.evil.com',
    'Ali http://x.y',
  ];
  const good = ['Ayşe Nur', "O'Neil", 'Yılmaz-Kaya'];
  const profile = (over: object) => ({
    username: 'bounds.user',
    first_name: 'Ayşe',
    last_name: 'Yılmaz',
    email: ACCOUNT,
    phone_code: '90',
    phone: '5321234567',
    ...over,
  });

  it.each(bad.map((name, i) => [name, i] as const))('registration with %j answers 400', async (name, i) => {
    for (const field of ['first_name', 'last_name'] as const) {
      const to = `bad-${field}-${i}@example.com`;
      const body = { ...accounts.person(to), [field]: name };
      const res = await accounts.call('POST', '/api/auth/register/', body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({ [field]: [LETTERS] });
    }
  });

  it.each(bad)('a profile update with %j answers 400', async (name) => {
    for (const field of ['first_name', 'last_name']) {
      const res = await accounts.call('PUT', '/api/user/', profile({ [field]: name }), token);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({ [field]: [LETTERS] });
    }
  });

  it('no mail went to the addresses of refused registrations', async () => {
    await waitForMail(t);
    expect(mailer.sent.filter((m) => m.to.startsWith('bad-'))).toEqual([]);
  });

  it.each(good.map((name, i) => [name, i] as const))('%s registers, is greeted and is kept', async (name, i) => {
    const to = `good-${i}@example.com`;
    const res = await accounts.call('POST', '/api/auth/register/', accounts.person(to, name, name));
    expect(res.statusCode, res.body).toBe(201);
    await waitForMail(t);
    const mail = mailer.sent.find((m) => m.to === to);
    expect(mail?.text).toContain(`Hello ${name},`);
    const updated = await accounts.call('PUT', '/api/user/', profile({ first_name: name, last_name: name }), token);
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ first_name: name, last_name: name });
  });
});
