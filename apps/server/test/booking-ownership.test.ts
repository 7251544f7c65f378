import { PassThrough } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { bankChallenges, bookingPassengers, bookings, mailOutbox, payments } from '../src/db/schema.js';
import { applyRetention } from '../src/modules/bookings/retention.js';
import { MAX_CODE_ATTEMPTS } from '../src/modules/payments/payments.service.js';
import { accountClient } from './account-helpers.js';
import { bookingClient, guestCheckout, plusDays, tcNumber } from './booking-helpers.js';
import { createTestApp, MemoryMailer, secondInstance, type TestApp, waitForMail } from './helpers.js';
import { transferClient } from './transfer-helpers.js';
import { extractText, getDocumentProxy } from 'unpdf';

// Issue 17 / 03 §12: a booking has its own code and owner, shows masked identity data, and its
// checkout cannot be broken by racing it.
let t: TestApp;
const mailer = new MemoryMailer();
beforeAll(async () => {
  t = await createTestApp({ mailer });
});
afterAll(() => t.close());
const c = bookingClient(() => t, 61);
const accounts = accountClient(() => t, mailer, 62);

type PayAnswer = { status: boolean; status_code: number; pay_url: string; unique_code: string; message: string };

/** A selected one-way flight for one adult and its payment data. */
async function selectedFlight(days: number, token?: string) {
  const { sessionUnique } = await c.searchAndSelect({ from: 'IST', to: 'ADB', date: plusDays(days), token });
  const data = await c.paymentData(sessionUnique, token);
  return { sessionUnique, data };
}

async function pay(
  flight: Awaited<ReturnType<typeof selectedFlight>>,
  over: Record<string, unknown> = {},
  token?: string,
): Promise<PayAnswer> {
  const res = await c.call(
    'POST',
    '/api/flight/gateway/payment/',
    c.payBody(flight.sessionUnique, flight.data.form_rules, over),
    { token },
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const info = async (code: string) => c.call('GET', `/api/flight/booking/info/${code}/`);
const detail = async (code: string) => c.call('GET', `/api/flight/booking/${code}/?transfers=1&passenger=1&tickets=1`);

describe('two users and a guest paying on one shared search session', () => {
  it('each keeps their own booking, and the first bank code completes the first booking', async () => {
    const first = await accounts.signedUp('first-payer@example.com', 'Selim', 'Kara');
    const second = await accounts.signedUp('second-payer@example.com', 'Ece', 'Demir');
    const flight = await selectedFlight(30, first);
    const a = await pay(flight, { email: 'first-payer@example.com', checkout: undefined }, first);
    const b2 = await pay(
      flight,
      {
        email: 'second-payer@example.com',
        checkout: undefined,
        passengers: [{ ...c.payBody('', flight.data.form_rules).passengers[0], name: 'Ece', surname: 'Demir' }],
      },
      second,
    );
    const g = await pay(flight, {
      email: 'guest-payer@example.com',
      checkout: guestCheckout(flight.sessionUnique, 'guest'),
      passengers: [{ ...c.payBody('', flight.data.form_rules).passengers[0], name: 'Gül', surname: 'Akın' }],
    });
    const codes = [a.unique_code, b2.unique_code, g.unique_code];
    for (const code of codes) expect(code).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(new Set(codes).size).toBe(3);
    expect(codes).not.toContain(flight.sessionUnique);

    // The first payer's bank code still completes the first booking, untouched by the others.
    const bank = await c.bankCode(a.pay_url);
    expect((await c.submitCode(bank.path, bank.code)).body).toContain('data-status="completed"');
    const mine = (await detail(a.unique_code)).json();
    expect(mine.info).toMatchObject({ status: 'completed', email: 'f****@example.com' });
    expect(mine.passenger.map((p: { name: string }) => p.name)).toEqual(['Ayşe']);
    const rows = await t.database.db.select().from(bookings).where(eq(bookings.sessionUnique, flight.sessionUnique));
    expect(rows).toHaveLength(3);
    const owners = Object.fromEntries(rows.map((r) => [r.uniqueCode, r]));
    expect(owners[a.unique_code]!.email).toBe('first-payer@example.com');
    expect(owners[b2.unique_code]!).toMatchObject({ email: 'second-payer@example.com', status: 'pending' });
    expect(owners[g.unique_code]!).toMatchObject({ email: 'guest-payer@example.com', userId: null });
    expect(owners[a.unique_code]!.userId).not.toBe(owners[b2.unique_code]!.userId);
    // The others' bank pages still work for them.
    const other = await c.bankCode(g.pay_url);
    expect((await c.submitCode(other.path, other.code)).body).toContain('data-status="completed"');
    expect((await info(g.unique_code)).json().status).toBe('completed');
    expect((await info(b2.unique_code)).json().status).toBe('pending');
  });

  it("a guest's second attempt with the same checkout replaces their own pending one", async () => {
    const flight = await selectedFlight(31);
    const first = await pay(flight, { card_number: '4000 0000 0000 0002' });
    const again = await pay(flight, { card_number: '5555 5555 5555 4444' });
    expect(again.unique_code).toBe(first.unique_code);
    const stale = await c.call('GET', new URL(first.pay_url).pathname);
    expect(stale.body).toContain('A newer payment attempt replaced this one.');
    const bank = await c.bankCode(again.pay_url);
    expect((await c.submitCode(bank.path, bank.code)).body).toContain('data-status="completed"');
    const repeat = await pay(flight);
    expect(repeat).toMatchObject({ status: false, status_code: 409, unique_code: first.unique_code });
  });

  it("a search session's id opens no booking", async () => {
    const flight = await selectedFlight(32);
    const paid = await pay(flight);
    expect((await info(flight.sessionUnique)).statusCode).toBe(404);
    expect((await detail(flight.sessionUnique)).statusCode).toBe(404);
    expect((await c.call('GET', `/api/flight/booking/${flight.sessionUnique}/calendar/`)).statusCode).toBe(404);
    expect((await c.call('GET', `/api/base/booking/info/?unique_code=${flight.sessionUnique}`)).statusCode).toBe(404);
    expect((await c.call('GET', `/api/base/booking/info/?unique_code=${paid.unique_code}`)).json().status).toBe(
      'pending',
    );
  });

  it('unknown booking info answers 404, not pending', async () => {
    const res = await info('Zz9'.repeat(11));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: expect.any(String) });
    expect((await c.call('GET', `/api/transfer/booking/info/${'Q1'.repeat(16)}/`)).statusCode).toBe(404);
  });
});

describe('what a booking shows (03 §12)', () => {
  let code: string;
  let shareCode: string;
  const tc = tcNumber(77);

  beforeAll(async () => {
    const flight = await selectedFlight(33);
    const body = c.payBody(flight.sessionUnique, flight.data.form_rules, {
      email: 'wanderer@example.com',
      phone: '5329876567',
    });
    body.passengers[0]!.citizen_number = tc;
    const paid = (await c.call('POST', '/api/flight/gateway/payment/', body)).json();
    code = paid.unique_code;
    const bank = await c.bankCode(paid.pay_url);
    await c.submitCode(bank.path, bank.code);
    shareCode = (await detail(code)).json().info.share_code;
  });

  it('masks identity numbers, birth dates and the contact in every booking answer', async () => {
    const res = await detail(code);
    expect(res.statusCode).toBe(200);
    const booking = res.json();
    expect(booking.info.email).toBe('w****@example.com');
    expect(booking.info.phone).toBe('+90 532 *** ** 67');
    expect(booking.passenger[0].citizen_number).toBe(`********${tc.slice(-3)}`);
    expect(booking.passenger[0].birth_date).toMatch(/^\d{4}$/);
    expect(booking.tickets[0].passenger.citizen_number).toBe(`********${tc.slice(-3)}`);
    expect(res.body).not.toContain(tc);
    expect(res.body).not.toContain('wanderer@example.com');
    expect(res.body).not.toContain('5329876567');
  });

  it('the itinerary of a share code shows the trip alone', async () => {
    expect(shareCode).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(shareCode).not.toBe(code);
    const res = await c.call('GET', `/api/flight/itinerary/${shareCode}/`);
    expect(res.statusCode).toBe(200);
    const trip = res.json();
    expect(trip.status).toBe('completed');
    expect(trip.departure_booking.transfers[0].departure_airport.code).toBe('IST');
    const pnr = (await detail(code)).json().info.pnr_code;
    for (const secret of [pnr, 'Ayşe', 'Yılmaz', tc, 'wanderer', code]) expect(res.body).not.toContain(secret);
    // Neither code opens what the other does.
    expect((await c.call('GET', `/api/flight/itinerary/${code}/`)).statusCode).toBe(404);
    expect((await detail(shareCode)).statusCode).toBe(404);
  });
});

describe('personal data masked beyond the flight detail (issue 41)', () => {
  const transfers = transferClient(() => t, c);
  const tc = tcNumber(91);
  const passport = 'P98765432';
  const email = 'masked-owner@example.com';
  const phone = '5329871234';
  /** What must never show in full: identity numbers, the passport, the contact, a birth date. */
  const secrets = [tc, passport, email, phone, '1994-03-17'];
  let token: string;
  let flightCode: string;
  let transferCode: string;

  const pdfText = async (pdf: Uint8Array) =>
    (await extractText(await getDocumentProxy(pdf), { mergePages: true })).text.replace(/\s+/g, ' ');
  const expectNone = (where: string, text: string) => {
    for (const secret of secrets) expect(text, `${where} shows ${secret}`).not.toContain(secret);
  };

  beforeAll(async () => {
    token = await accounts.signedUp(email, 'Selin', 'Kaya');
    // A Turkish citizen and a foreign one with a passport, paid by a signed-in user.
    const { sessionUnique } = await c.searchAndSelect({ from: 'IST', to: 'ADB', date: plusDays(36), adult: 2, token });
    const data = await c.paymentData(sessionUnique, token);
    const body = c.payBody(sessionUnique, data.form_rules, { email, phone, checkout: undefined });
    body.passengers[0]!.citizen_number = tc;
    body.passengers[0]!.birth_date = '1994-03-17';
    body.passengers[1] = {
      ...body.passengers[1]!,
      name: 'Oliver',
      surname: 'Smith',
      foregein_citizen: true,
      citizen_number: null,
      nationality: await c.countryId('GB'),
      passport,
      passport_expiry_date: plusDays(2000),
    } as never;
    const paid = (await c.call('POST', '/api/flight/gateway/payment/', body, { token })).json();
    expect(paid.status, JSON.stringify(paid)).toBe(true);
    flightCode = paid.unique_code;
    const bank = await c.bankCode(paid.pay_url);
    expect((await c.submitCode(bank.path, bank.code)).body).toContain('data-status="completed"');

    const ride = await transfers.searchAndSelect({ date: plusDays(37) });
    const rideBody = await transfers.payBody(ride.sessionUnique, ride.data, { email, phone });
    const ridePaid = (await c.call('POST', '/api/transfer/gateway/payment/', rideBody, { token })).json();
    expect(ridePaid.status, JSON.stringify(ridePaid)).toBe(true);
    transferCode = ridePaid.unique_code;
    const rideBank = await c.bankCode(ridePaid.pay_url);
    expect((await c.submitCode(rideBank.path, rideBank.code)).body).toContain('data-status="completed"');
  });

  it('masks the passport as it masks an identity number, on the detail and its tickets', async () => {
    const res = await detail(flightCode);
    const booking = res.json();
    const foreign = booking.passenger.find((p: { name: string }) => p.name === 'Oliver');
    expect(foreign.passport).toBe(`******${passport.slice(-3)}`);
    expect(foreign.birth_date).toMatch(/^\d{4}$/);
    const ticket = booking.tickets.find((tk: { passenger: { name: string } }) => tk.passenger.name === 'Oliver');
    expect(ticket.passenger.passport).toBe(`******${passport.slice(-3)}`);
    expectNone('the flight detail', res.body);
  });

  it("masks the transfer detail's contact", async () => {
    const res = await c.call('GET', `/api/transfer/booking/${transferCode}/?passenger=1&tickets=1`);
    expect(res.statusCode).toBe(200);
    expect(res.json().info).toMatchObject({ email: 'm****@example.com', phone: '+90 532 *** ** 34' });
    expectNone('the transfer detail', res.body);
  });

  it("shows none of it in the signed-in traveller's lists (My Tickets)", async () => {
    for (const product of ['flight', 'transfer']) {
      const res = await c.call('GET', `/api/user/${product}/bookings/`, undefined, { token });
      expect(res.statusCode).toBe(200);
      const codes = res.json().results.map((r: { info: { unique_code: string } }) => r.info.unique_code);
      expect(codes).toContain(product === 'flight' ? flightCode : transferCode);
      expectNone(`the ${product} list`, res.body);
    }
  });

  it('prints none of it in the PDFs and calendar files, downloaded or mailed', async () => {
    for (const [product, code] of [
      ['flight', flightCode],
      ['transfer', transferCode],
    ] as const) {
      const pdf = await c.call('GET', `/api/${product}/booking/${code}/document/`);
      expect(pdf.statusCode).toBe(200);
      const text = await pdfText(new Uint8Array(pdf.rawPayload));
      expect(text).toContain(product === 'flight' ? 'Oliver Smith' : 'Ayşe Yılmaz');
      expectNone(`the ${product} PDF`, text);
      const ics = await c.call('GET', `/api/${product}/booking/${code}/calendar/`);
      expect(ics.statusCode).toBe(200);
      expectNone(`the ${product} calendar file`, ics.body);
    }
    await waitForMail(t);
    const mails = mailer.sent.filter((m) => m.to === email && m.attachments?.length);
    expect(mails.length).toBeGreaterThanOrEqual(2);
    for (const mail of mails)
      for (const a of mail.attachments!) {
        const text =
          a.contentType === 'application/pdf'
            ? await pdfText(new Uint8Array(Buffer.from(a.content, 'base64')))
            : String(a.content);
        for (const secret of [tc, passport, phone, '1994-03-17']) expect(text, a.filename).not.toContain(secret);
      }
  });
});

describe('the server log after a booking', () => {
  it('holds no booking code, bank reference, search id or identity number', async () => {
    const stream = new PassThrough();
    let log = '';
    stream.on('data', (chunk: Buffer) => {
      log += chunk.toString();
    });
    const app = await buildApp({
      config: loadConfig({ PUBLIC_URL: 'http://localhost:8080', WEB_DIST: '/nonexistent', LOG_LEVEL: 'trace' }),
      database: t.database,
      logStream: stream,
    });
    await app.ready();
    try {
      const logged = bookingClient(() => ({ ...t, app }), 63);
      const { sessionUnique } = await logged.searchAndSelect({ from: 'IST', to: 'ESB', date: plusDays(34) });
      const data = await logged.paymentData(sessionUnique);
      const body = logged.payBody(sessionUnique, data.form_rules);
      const paid = (await logged.call('POST', '/api/flight/gateway/payment/', body)).json();
      const bank = await logged.bankCode(paid.pay_url);
      await logged.submitCode(bank.path, bank.code);
      const booking = (
        await logged.call('GET', `/api/flight/booking/${paid.unique_code}/?passenger=1&tickets=1`)
      ).json();
      await logged.call('GET', `/api/flight/booking/info/${paid.unique_code}/`);
      await logged.call('GET', `/api/flight/booking/${paid.unique_code}/calendar/`);
      await logged.call('GET', `/api/flight/itinerary/${booking.info.share_code}/`);
      expect(log).toContain('/api/flight/booking/');
      const reference = bank.path.split('/')[2]!;
      for (const secret of [
        paid.unique_code,
        booking.info.share_code,
        reference,
        sessionUnique,
        body.checkout,
        body.passengers[0]!.citizen_number,
      ])
        expect(log).not.toContain(secret);
    } finally {
      await app.close();
    }
  });
});

describe('a checkout that cannot be broken by racing it', () => {
  it('40 wrong codes at once count three tries and fail the payment; the right code then changes nothing', async () => {
    const flight = await selectedFlight(35);
    const paid = await pay(flight);
    const bank = await c.bankCode(paid.pay_url);
    const wrong = bank.code === '000000' ? '111111' : '000000';
    const answers = await Promise.all(Array.from({ length: 40 }, () => c.submitCode(bank.path, wrong)));
    expect(answers.filter((a) => a.statusCode >= 500)).toHaveLength(0);
    const [row] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.reference, bank.path.split('/')[2]!));
    expect(row!.attempts).toBe(MAX_CODE_ATTEMPTS);
    expect(row!.status).toBe('failed');
    expect((await c.submitCode(bank.path, bank.code)).body).toContain('data-status="failed"');
    expect((await info(paid.unique_code)).json().status).toBe('failed');
  });

  it('the right code among parallel wrong ones completes only if it came before the third wrong one', async () => {
    const flight = await selectedFlight(36);
    const paid = await pay(flight);
    const bank = await c.bankCode(paid.pay_url);
    const wrong = bank.code === '000000' ? '111111' : '000000';
    const codes = Array.from({ length: 40 }, (_, i) => (i === 4 ? bank.code : wrong));
    const answers = await Promise.all(codes.map((code) => c.submitCode(bank.path, code)));
    expect(answers.filter((a) => a.statusCode >= 500)).toHaveLength(0);
    const [row] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.reference, bank.path.split('/')[2]!));
    expect(row!.attempts).toBeLessThanOrEqual(MAX_CODE_ATTEMPTS);
    // Completed means fewer than three wrong codes were counted before it; failed means the tries ran out first.
    // A right code in time is captured (03 §17) and its booking completed.
    if (row!.status === 'captured') expect(row!.attempts).toBeLessThan(MAX_CODE_ATTEMPTS);
    else expect(row).toMatchObject({ status: 'failed', attempts: MAX_CODE_ATTEMPTS });
    const [booking] = await t.database.db.select().from(bookings).where(eq(bookings.uniqueCode, paid.unique_code));
    expect(booking!.status).toBe(row!.status === 'captured' ? 'completed' : 'failed');
    expect(booking!.pnr === null).toBe(row!.status !== 'captured');
  });

  it('a bank code and a second pay of the same booking at the same moment never answer 5xx', async () => {
    const other = await secondInstance(t);
    const c2 = bookingClient(() => other, 64);
    try {
      let fives = 0;
      for (let round = 0; round < Number(process.env.RACE_ROUNDS ?? 8); round++) {
        const flight = await selectedFlight(40 + round);
        const paid = await pay(flight);
        const bank = await c.bankCode(paid.pay_url);
        const [code, again] = await Promise.all([
          c.submitCode(bank.path, bank.code),
          c2.call('POST', '/api/flight/gateway/payment/', c.payBody(flight.sessionUnique, flight.data.form_rules)),
        ]);
        fives += [code, again].filter((r) => r.statusCode >= 500).length;
        // Either the code completed the booking (the second pay is told it is paid) or the second pay
        // replaced the attempt (the code's page says so); never both, never a half-done booking.
        const state = (await info(paid.unique_code)).json().status;
        expect(['completed', 'pending']).toContain(state);
        if (state === 'completed') expect(again.json()).toMatchObject({ status_code: 409 });
      }
      expect(fives).toBe(0);
    } finally {
      await other.close();
    }
  });

  it('a pending payment lapses on its own after the bank page’s 15 minutes', async () => {
    const flight = await selectedFlight(50);
    const paid = await pay(flight);
    const reference = new URL(paid.pay_url).pathname.split('/')[2]!;
    await t.database.db
      .update(payments)
      .set({ createdAt: sql`now() - interval '16 minutes'` })
      .where(eq(payments.reference, reference));
    expect(await t.app.paymentFlow.sweep()).toBeGreaterThanOrEqual(1);
    expect((await info(paid.unique_code)).json()).toMatchObject({ status: 'failed' });
  });
});

describe('inputs', () => {
  it('refuses control characters in names on the field, and keeps a decomposed ş as one letter', async () => {
    const flight = await selectedFlight(51);
    for (const name of ['Ay\nşe', 'Ayşe\r', 'Ay\tşe', 'Ay\u0007şe', 'Ayşe\u2028']) {
      const body = c.payBody(flight.sessionUnique, flight.data.form_rules);
      body.passengers[0]!.name = name;
      const res = await c.call('POST', '/api/flight/gateway/payment/', body);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json())).toContain('passengers.0.name');
    }
    const body = c.payBody(flight.sessionUnique, flight.data.form_rules);
    body.passengers[0]!.surname = 'Yılmaz Kos\u0327ar';
    const paid = (await c.call('POST', '/api/flight/gateway/payment/', body)).json();
    expect(paid.status).toBe(true);
    const [booking] = await t.database.db.select().from(bookings).where(eq(bookings.uniqueCode, paid.unique_code));
    const [p] = await t.database.db
      .select()
      .from(bookingPassengers)
      .where(eq(bookingPassengers.bookingId, booking!.id));
    expect(p!.surname).toBe('Yılmaz Koşar');
  });

  it('the bank pages answer errors as HTML in the traveller’s language, never JSON', async () => {
    const flight = await selectedFlight(52);
    const paid = await pay(flight);
    const path = new URL(paid.pay_url).pathname;
    const cases = [
      await c.call('POST', path, { code: '1'.repeat(40) }, { form: true, lang: 'tr' }),
      await c.call('GET', '/payment/short/', undefined, { lang: 'tr' }),
      await c.call('GET', '/payment/a/b/c/', undefined, { lang: 'tr' }),
      await c.call('GET', `${path}?x=%00`, undefined, { lang: 'tr' }),
      await c.call('GET', '/payment/finish.js?x=%zz', undefined, { lang: 'tr' }),
      await t.app.inject({
        method: 'POST',
        url: path,
        headers: { 'content-type': 'application/json', 'accept-language': 'tr' },
        payload: '{"code":',
      }),
    ];
    for (const res of cases) {
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<html lang="tr">');
      expect(res.body).not.toContain('"detail"');
    }
  });
});

describe('retention', () => {
  it('blanks finished bank codes and drops outbox rows and dead bookings after 30 days', async () => {
    const flight = await selectedFlight(53);
    const paid = await pay(flight, { card_number: '4000 0000 0000 0002' });
    const bank = await c.bankCode(paid.pay_url);
    await c.submitCode(bank.path, bank.code);
    const reference = bank.path.split('/')[2]!;
    await t.database.db.insert(mailOutbox).values({ to: 'old@example.com', subject: 'old', text: 'old', html: '' });
    await t.database.db.execute(
      sql`update mail_outbox set created_at = now() - interval '31 days' where "to" = 'old@example.com'`,
    );
    await t.database.db.execute(
      sql`update bookings set created_at = now() - interval '31 days' where unique_code = ${paid.unique_code}`,
    );
    const done = await applyRetention(t.database.db);
    expect(done.mail).toBeGreaterThanOrEqual(1);
    expect(done.bookings).toBeGreaterThanOrEqual(1);
    const [challenge] = await t.database.db
      .select()
      .from(bankChallenges)
      .where(eq(bankChallenges.reference, reference));
    expect(challenge?.code ?? '').toBe('');
    expect((await info(paid.unique_code)).statusCode).toBe(404);
    expect(await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'old@example.com'))).toHaveLength(0);
  });
});

describe('the API document', () => {
  it('describes the booking calls by their code, with their 404 and answer schemas', async () => {
    const doc = (await c.call('GET', '/api/openapi.json')).json() as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    for (const product of ['flight', 'transfer']) {
      for (const path of [
        `/api/${product}/booking/info/{unique_code}/`,
        `/api/${product}/booking/{unique_code}/`,
        `/api/${product}/itinerary/{share_code}/`,
      ])
        expect(Object.keys(doc.paths[path]?.get?.responses ?? {}), path).toEqual(['200', '400', '404', '503']);
      expect(Object.keys(doc.paths[`/api/${product}/check-pnr/`]!.post!.responses)).toEqual([
        '200',
        '400',
        '404',
        '413',
        '415',
        '429',
        '503',
      ]);
    }
    expect(doc.paths['/api/base/booking/info/']!.get!.responses).toHaveProperty('404');
    const pay = doc.paths['/api/flight/gateway/payment/']!.post!.responses['200'];
    expect(JSON.stringify(pay)).toContain('unique_code');
  });
});
