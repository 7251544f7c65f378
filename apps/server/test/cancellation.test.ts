import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bankRefunds,
  bookings,
  cancellationQuotes,
  coupons,
  flightInventory,
  notifications,
  refunds,
  tickets,
  users,
  vehicleBookings,
} from '../src/db/schema.js';
import { seatsTotal } from '../src/integrations/flights/builtin/builtin-supplier.js';
import { calendarUid } from '../src/modules/bookings/calendar-file.js';
import { CancellationDesk } from '../src/modules/bookings/cancellation.service.js';
import { applyRetention } from '../src/modules/bookings/retention.js';
import { accountClient } from './account-helpers.js';
import { bookingClient, plusDays } from './booking-helpers.js';
import { createTestApp, MemoryMailer, outboxTo, type TestApp, waitForMail } from './helpers.js';
import { transferClient } from './transfer-helpers.js';

// Issue 18 / 03 §13: cancel and refund, a quote first, then a confirmation that does it once.
let t: TestApp;
const mailer = new MemoryMailer();
beforeAll(async () => {
  t = await createTestApp({ mailer });
});
afterAll(() => t.close());
const c = bookingClient(() => t, 91);
const transfers = transferClient(() => t, c);
const accounts = accountClient(() => t, mailer, 92);
const db = () => t.database.db;

/** Pays and completes a flight through the bank page; answers the booking's code and the session. */
async function bookedFlight(opts: { days: number; fare?: string; token?: string; to?: string; email?: string }) {
  const { sessionUnique } = await c.searchAndSelect({
    from: 'IST',
    to: opts.to ?? 'ADB',
    date: plusDays(opts.days),
    fare: opts.fare ?? 'FLEX',
    token: opts.token,
  });
  const data = await c.paymentData(sessionUnique, opts.token);
  const body = c.payBody(sessionUnique, data.form_rules, { email: opts.email ?? 'ayse@example.com' });
  const pay = (await c.call('POST', '/api/flight/gateway/payment/', body, { token: opts.token })).json();
  expect(pay.status, JSON.stringify(pay)).toBe(true);
  const bank = await c.bankCode(pay.pay_url);
  expect((await c.submitCode(bank.path, bank.code)).body).toContain('data-status="completed"');
  return { code: pay.unique_code as string, sessionUnique, data };
}

async function bookedTransfer(opts: { days: number; token?: string; over?: Record<string, unknown> }) {
  const { sessionUnique, data } = await transfers.searchAndSelect({ date: plusDays(opts.days) });
  const body = await transfers.payBody(sessionUnique, data, opts.over);
  const pay = (await c.call('POST', '/api/transfer/gateway/payment/', body, { token: opts.token })).json();
  expect(pay.status, JSON.stringify(pay)).toBe(true);
  const bank = await c.bankCode(pay.pay_url);
  expect((await c.submitCode(bank.path, bank.code)).body).toContain('data-status="completed"');
  return { code: pay.unique_code as string, data };
}

const base = (product: string, code: string) => `/api/${product}/booking/${code}/cancellation`;
const quote = (product: string, code: string, body: object = {}, token?: string) =>
  c.call('POST', `${base(product, code)}/`, body, { token });
const confirm = (product: string, code: string, id: string, body: object = {}, token?: string) =>
  c.call('POST', `${base(product, code)}/${id}/confirm/`, body, { token });
const bookingRow = async (code: string) =>
  (await db().select().from(bookings).where(eq(bookings.uniqueCode, code)))[0]!;

/** The code of the newest cancellation-code mail to an address. */
async function mailedCode(to: string) {
  const rows = await outboxTo(db(), to);
  const mail = rows.filter((m) => /cancel/i.test(m.subject)).at(-1);
  return /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
}

describe("a guest's transfer, cancelled with the e-mailed code", () => {
  let code: string;
  let total: number;
  let mailCode: string;

  it('asks for the code first, refuses a missing or wrong one', async () => {
    ({ code } = await bookedTransfer({ days: 20, over: { email: 'guest-cancel@example.com' } }));
    total = (await bookingRow(code)).total;
    expect((await quote('transfer', code)).json()).toMatchObject({ code: 'code_required' });
    expect((await quote('transfer', code)).statusCode).toBe(403);
    const sent = await c.call('POST', `${base('transfer', code)}/code/`);
    expect(sent.statusCode).toBe(204);
    expect(sent.body).toBe('');
    mailCode = (await mailedCode('guest-cancel@example.com'))!;
    expect(mailCode).toMatch(/^\d{6}$/);
    const wrong = mailCode === '000000' ? '111111' : '000000';
    const refused = await quote('transfer', code, { code: wrong });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'code_wrong' });
    // A second code within the minute is refused: each one is a mail to the owner.
    const again = await c.call('POST', `${base('transfer', code)}/code/`);
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({ code: 'code_wait' });
  });

  it('quotes a full refund three weeks before pick-up, and changes nothing', async () => {
    const res = await quote('transfer', code, { code: mailCode });
    expect(res.statusCode, res.body).toBe(201);
    const q = res.json();
    expect(q).toMatchObject({
      refund_amount: total,
      penalty_amount: 0,
      refund_currency: 'TRY',
      refund_to: 'card',
      card_last4: '1111',
      kept: [],
    });
    expect(q.expires_in_seconds).toBeGreaterThan(590);
    expect(q.expires_in_seconds).toBeLessThanOrEqual(600);
    const lapses = Date.parse(q.expires_at) - Date.now();
    expect(lapses).toBeGreaterThan(9 * 60_000);
    expect(lapses).toBeLessThanOrEqual(10 * 60_000);
    expect((await bookingRow(code)).status).toBe('completed');

    const done = await confirm('transfer', code, q.id, { code: mailCode });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ status: 'cancelled', refund_amount: total, refund_currency: 'TRY' });
  });

  it('shows the state everywhere, gives the vehicle back and sends the mail with METHOD:CANCEL', async () => {
    const row = await bookingRow(code);
    expect(row.status).toBe('cancelled');
    expect(await db().select().from(vehicleBookings).where(eq(vehicleBookings.orderKey, row.uniqueCode))).toEqual([]);
    const issued = await db().select().from(tickets).where(eq(tickets.bookingId, row.id));
    expect(issued.length).toBeGreaterThan(0);
    expect(issued.every((tk) => tk.voidedAt !== null)).toBe(true);
    expect((await c.call('GET', `/api/transfer/booking/info/${code}/`)).json()).toMatchObject({
      status: 'cancelled',
      do_reservation: false,
    });
    const detail = (await c.call('GET', `/api/transfer/booking/${code}/?passenger=1&tickets=1`)).json();
    expect(detail.info.status).toBe('cancelled');
    expect(detail.info.refund).toMatchObject({
      amount: total,
      currency: 'TRY',
      status: 'refunded',
      card_last4: '1111',
    });
    expect(Date.parse(detail.info.refund.refunded_at)).toBeGreaterThan(Date.now() - 60_000);
    expect(detail.tickets.every((tk: { voided: boolean }) => tk.voided)).toBe(true);
    const pnr = await c.call('POST', '/api/transfer/check-pnr/', { pnr: row.pnr, surname: 'yılmaz' });
    expect(pnr.json()).toEqual({ unique_code: code });

    // Mail leaves through the background outbox: wait until it has.
    await waitForMail(t);
    // The cancellation's mail, whichever of the two left first (the confirmation draws its PDF as it leaves).
    const mail = mailer.sent.find(
      (m) => m.to === 'guest-cancel@example.com' && m.attachments?.[0]?.contentType.includes('method=CANCEL'),
    )!;
    expect(mail.subject).toContain(row.pnr!);
    expect(mail.text).toContain('1111');
    const ics = mail.attachments?.[0];
    expect(ics?.contentType).toContain('method=CANCEL');
    expect(ics?.content).toContain('METHOD:CANCEL');
    // The same event the confirmation's calendar made (known by its UID, never by the PNR: issue 36).
    expect(ics?.content).toContain(`UID:${calendarUid(row.uniqueCode, 'transfer')}`);
    expect(ics?.content).not.toContain(row.pnr);
    expect(ics?.content).toContain('STATUS:CANCELLED');
    const refundsOf = await db().select().from(bankRefunds);
    expect(refundsOf.filter((r) => r.amount === total).length).toBeGreaterThanOrEqual(1);
    const calendar = await c.call('GET', `/api/transfer/booking/${code}/calendar/`);
    expect(calendar.body).toContain('METHOD:CANCEL');
  });

  it('refuses a second quote, and a second code', async () => {
    const again = await quote('transfer', code, { code: mailCode });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'already_cancelled' });
    expect((await c.call('POST', `${base('transfer', code)}/code/`)).statusCode).toBe(400);
  });
});

describe("a signed-in owner's flight", () => {
  let token: string;
  let code: string;

  it('quotes fare and taxes back without a code, never the service fee, within the paid total', async () => {
    token = await accounts.signedUp('flight-owner@example.com', 'Selin', 'Aksoy');
    ({ code } = await bookedFlight({ days: 30, fare: 'FLEX', token, email: 'flight-owner@example.com' }));
    const row = await bookingRow(code);
    const fare = (row.snapshot as { directions: Array<{ fare: { base: number; tax: number; service_fee: number } }> })
      .directions[0]!.fare;
    const res = await quote('flight', code, {}, token);
    expect(res.statusCode, res.body).toBe(201);
    const q = res.json();
    expect(q.refund_amount).toBeCloseTo(fare.base + fare.tax, 2);
    expect(q.refund_amount).toBeLessThanOrEqual(row.total);
    expect(q.penalty_amount).toBeCloseTo(fare.service_fee, 2);
    expect(q.kept).toEqual([expect.objectContaining({ reason: 'service_fee', amount: fare.service_fee })]);
  });

  it('takes a quote request with no body at all from the owner', async () => {
    const res = await c.call('POST', `${base('flight', code)}/`, undefined, { token });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('refuses another signed-in user and a guest without the code', async () => {
    const other = await accounts.signedUp('not-the-owner@example.com', 'Kaan', 'Tekin');
    expect((await quote('flight', code, {}, other)).statusCode).toBe(403);
    expect((await quote('flight', code)).statusCode).toBe(403);
  });

  it('five confirmations at once cancel and refund once: one refund, one mail, one notification', async () => {
    const q = (await quote('flight', code, {}, token)).json();
    const row = await bookingRow(code);
    await waitForMail(t); // the confirmation has left, so only the cancellation's mail is counted below
    const mailsBefore = mailer.sent.filter((m) => m.to === 'flight-owner@example.com').length;
    const answers = await Promise.all(Array.from({ length: 5 }, () => confirm('flight', code, q.id, {}, token)));
    for (const a of answers)
      expect(a.json()).toEqual({ status: 'cancelled', refund_amount: q.refund_amount, refund_currency: 'TRY' });
    expect(await db().select().from(refunds).where(eq(refunds.bookingId, row.id))).toHaveLength(1);
    const payRef = await db().execute(
      sql`select reference from payments where booking_id = ${row.id} and status = 'captured'`,
    );
    // The refund is paid back through the bank after the cancellation commits (03 §17).
    await t.app.refundDesk.idle();
    const reference = ((payRef as { rows?: Array<{ reference: string }> }).rows ??
      (payRef as unknown as Array<{ reference: string }>))[0]!.reference;
    expect(await db().select().from(bankRefunds).where(eq(bankRefunds.paymentReference, reference))).toHaveLength(1);
    // Mail leaves through the background outbox: wait until it has.
    await waitForMail(t);
    const mails = mailer.sent.filter((m) => m.to === 'flight-owner@example.com').slice(mailsBefore);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.attachments?.[0]?.content).toContain('METHOD:CANCEL');
    const notes = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, row.userId!), eq(notifications.titleEn, 'Booking cancelled')));
    expect(notes).toHaveLength(1);
  });

  it('lists the booking as cancelled in My Tickets', async () => {
    const list = (await c.call('GET', '/api/user/flight/bookings/', undefined, { token })).json();
    expect(list.results.find((b: { info: { unique_code: string } }) => b.info.unique_code === code).info.status).toBe(
      'cancelled',
    );
  });
});

describe('quotes', () => {
  it('only the newest, unexpired quote can be confirmed', async () => {
    const token = await accounts.signedUp('quote-owner@example.com', 'Oya', 'Kaya');
    const { code } = await bookedTransfer({ days: 15, token });
    const first = (await quote('transfer', code, {}, token)).json();
    const second = (await quote('transfer', code, {}, token)).json();
    const stale = await confirm('transfer', code, first.id, {}, token);
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toMatchObject({ code: 'quote_lapsed' });
    await db()
      .update(cancellationQuotes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(cancellationQuotes.id, second.id));
    expect((await confirm('transfer', code, second.id, {}, token)).json()).toMatchObject({ code: 'quote_lapsed' });
    expect((await bookingRow(code)).status).toBe('completed');
    const third = (await quote('transfer', code, {}, token)).json();
    expect((await confirm('transfer', code, third.id, {}, token)).statusCode).toBe(200);
  });

  it('a transfer within 24 hours of pick-up refunds nothing, and none after pick-up', async () => {
    const token = await accounts.signedUp('late-owner@example.com', 'Mert', 'Uçar');
    const { code } = await bookedTransfer({ days: 12, token });
    const row = await bookingRow(code);
    const soon = new Date(Date.now() + 5 * 3_600_000 + 3 * 3_600_000);
    const at = soon.toISOString();
    const moved = { ...row.snapshot, date: at.slice(0, 10), time: at.slice(11, 16) };
    await db().update(bookings).set({ snapshot: moved }).where(eq(bookings.id, row.id));
    const q = (await quote('transfer', code, {}, token)).json();
    expect(q).toMatchObject({ refund_amount: 0, penalty_amount: row.total });
    expect(q.kept).toEqual([expect.objectContaining({ reason: 'late_transfer', amount: row.total })]);
    const past = new Date(Date.now() + 3 * 3_600_000 - 60_000).toISOString();
    await db()
      .update(bookings)
      .set({ snapshot: { ...moved, date: past.slice(0, 10), time: past.slice(11, 16) } })
      .where(eq(bookings.id, row.id));
    const late = await quote('transfer', code, {}, token);
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ code: 'departed' });
  });

  it('a Standard fare keeps a quarter of the fare until three days out, then gives back the taxes only', async () => {
    const token = await accounts.signedUp('standard-owner@example.com', 'Ece', 'Yurt');
    const early = await bookedFlight({ days: 20, fare: 'STANDARD', token });
    const fare = (
      (await bookingRow(early.code)).snapshot as {
        directions: Array<{ fare: { base: number; tax: number; service_fee: number } }>;
      }
    ).directions[0]!.fare;
    const q = (await quote('flight', early.code, {}, token)).json();
    const penalty = Math.round(fare.base * 0.25 * 100) / 100;
    expect(q.refund_amount).toBeCloseTo(fare.base + fare.tax - penalty, 2);
    expect(q.kept.map((k: { reason: string }) => k.reason).sort()).toEqual(['fare_penalty', 'service_fee']);
    const late = await bookedFlight({ days: 2, fare: 'STANDARD', token, to: 'AYT' });
    const lateFare = ((await bookingRow(late.code)).snapshot as { directions: Array<{ fare: { tax: number } }> })
      .directions[0]!.fare;
    expect((await quote('flight', late.code, {}, token)).json().refund_amount).toBeCloseTo(lateFare.tax, 2);
  });
});

describe('the code', () => {
  it('takes five wrong tries, even at once, then no more', async () => {
    const { code } = await bookedTransfer({ days: 18, over: { email: 'tries@example.com' } });
    await c.call('POST', `${base('transfer', code)}/code/`);
    const right = (await mailedCode('tries@example.com'))!;
    const wrong = right === '000000' ? '111111' : '000000';
    const guesses = await Promise.all(Array.from({ length: 8 }, () => quote('transfer', code, { code: wrong })));
    expect(guesses.every((g) => g.statusCode === 403)).toBe(true);
    const after = await quote('transfer', code, { code: right });
    expect(after.statusCode).toBe(403);
    // Issue 36: the booking's tries are spent for the day, whatever code comes next.
    expect(after.json()).toMatchObject({ code: 'code_locked' });
  });
});

describe('inventory', () => {
  it('the last seat of a full flight comes back when its booking is cancelled', async () => {
    const token = await accounts.signedUp('seat-owner@example.com', 'Ali', 'Kurt');
    const { code, data } = await bookedFlight({ days: 40, token, to: 'ESB' });
    const leg = data.departure_booking.transfers[0];
    const total = seatsTotal(leg.flight_number, 'ECONOMY', leg.fly_duration);
    const key = and(eq(flightInventory.flightKey, leg.flight_number), eq(flightInventory.date, leg.departure_date));
    await db().update(flightInventory).set({ seatsSold: total }).where(key);
    const search = async () =>
      (
        await c.call('POST', '/api/flight/gateway/search/', {
          fly_type: 'OW',
          departure_airport: await c.airportId('IST'),
          arrival_airport: await c.airportId('ESB'),
          departure_date: leg.departure_date,
          return_date: null,
          adult: 1,
          child: 0,
          infant: 0,
          senior: 0,
          flight_class: 'ECONOMY',
        })
      ).json().session_unique as string;
    const offered = async () => {
      const view = (await c.call('GET', `/api/flight/gateway/search/?session_unique=${await search()}`)).json();
      return view.search.some(
        (r: { information: { flight_number: string } }) => r.information.flight_number === leg.flight_number,
      );
    };
    expect(await offered()).toBe(false);
    const q = (await quote('flight', code, {}, token)).json();
    expect((await confirm('flight', code, q.id, {}, token)).statusCode).toBe(200);
    const [inv] = await db().select().from(flightInventory).where(key);
    expect(inv!.seatsSold).toBe(total - 1);
    expect(await offered()).toBe(true);
  });

  it('a cancellation racing a completion for the last seat never oversells', async () => {
    const token = await accounts.signedUp('race-owner@example.com', 'Nil', 'Sarı');
    const first = await bookedFlight({ days: 45, token, to: 'DLM' });
    const leg = first.data.departure_booking.transfers[0];
    const total = seatsTotal(leg.flight_number, 'ECONOMY', leg.fly_duration);
    // A second traveller has paid and waits for the bank's code while the plane fills up.
    const { sessionUnique } = await c.searchAndSelect({ from: 'IST', to: 'DLM', date: plusDays(45), fare: 'FLEX' });
    const data = await c.paymentData(sessionUnique);
    const pay = (
      await c.call('POST', '/api/flight/gateway/payment/', c.payBody(sessionUnique, data.form_rules))
    ).json();
    const bank = await c.bankCode(pay.pay_url);
    const key = and(eq(flightInventory.flightKey, leg.flight_number), eq(flightInventory.date, leg.departure_date));
    await db().update(flightInventory).set({ seatsSold: total }).where(key);
    const q = (await quote('flight', first.code, {}, token)).json();
    const [cancelled] = await Promise.all([
      confirm('flight', first.code, q.id, {}, token),
      c.submitCode(bank.path, bank.code),
    ]);
    expect(cancelled.statusCode).toBe(200);
    const second = await bookingRow(pay.unique_code);
    expect(['completed', 'failed']).toContain(second.status);
    const [inv] = await db().select().from(flightInventory).where(key);
    expect(inv!.seatsSold).toBe(total - 1 + (second.status === 'completed' ? 1 : 0));
    expect(inv!.seatsSold).toBeLessThanOrEqual(total);
  });
});

describe('a cancellation left half-done (03 §17)', () => {
  /** A booking whose cancellation wrote `cancelling`, with its quote lapsed long ago. */
  async function halfDone(email: string, name: string, days: number, to: string) {
    const token = await accounts.signedUp(email, name, 'Demir');
    const { code } = await bookedFlight({ days, token, to, email });
    const q = (await quote('flight', code, {}, token)).json();
    const booking = await bookingRow(code);
    await db().update(bookings).set({ supplierOrderStatus: 'cancelling' }).where(eq(bookings.id, booking.id));
    await db()
      .update(cancellationQuotes)
      .set({ expiresAt: sql`now() - interval '10 minutes'` })
      .where(eq(cancellationQuotes.id, q.id));
    const desk = new CancellationDesk(db(), t.app.refundDesk, mailer, (p) => t.app.products[p]?.fulfilment);
    return { code, quote: q, booking, desk };
  }

  it('is finished with the refund the traveller confirmed when the supplier cancelled the order', async () => {
    const { code, quote: q, booking, desk } = await halfDone('lost-commit@example.com', 'Tuncay', 47, 'ADB');
    // The process stopped right after the supplier confirmed: our half never committed.
    const supplier = t.app.products.flight!.fulfilment!.supplier;
    expect(await supplier.confirmCancellation(booking.supplierOrderRef!, q.id)).toEqual({ cancelled: true });
    expect(await desk.sweep()).toBe(1);
    const after = await bookingRow(code);
    expect(after).toMatchObject({ status: 'cancelled', supplierOrderStatus: 'cancelled' });
    const [refund] = await db().select().from(refunds).where(eq(refunds.bookingId, booking.id));
    expect(refund).toMatchObject({ quoteId: q.id, amount: q.refund_amount });
    await waitForMail(t);
    const cancelMails = mailer.sent.filter(
      (m) => m.to === 'lost-commit@example.com' && /is cancelled|iptal edildi/.test(m.subject),
    );
    expect(cancelMails).toHaveLength(1);
    expect(await desk.sweep()).toBe(0);
  });

  it("is the traveller's booking again when the supplier kept the order", async () => {
    const { code, desk } = await halfDone('half-kept@example.com', 'Ekin', 48, 'ESB');
    expect(await desk.sweep()).toBe(1);
    expect(await bookingRow(code)).toMatchObject({ status: 'completed', supplierOrderStatus: 'confirmed' });
  });
});

describe('a coupon', () => {
  it('spent on a cancelled booking is usable again', async () => {
    const token = await accounts.signedUp('coupon-owner@example.com', 'Can', 'Ateş');
    const [me] = await db().select().from(users).where(eq(users.email, 'coupon-owner@example.com'));
    const [coupon] = await db()
      .insert(coupons)
      .values({ userId: me!.id, code: 'IADE-100', value: 100, expiresOn: plusDays(90) })
      .returning();
    const { code } = await bookedTransfer({ days: 25, token, over: { coupon: coupon!.id } });
    const row = await bookingRow(code);
    expect(row.discount).toBe(100);
    expect((await db().select().from(coupons).where(eq(coupons.id, coupon!.id)))[0]!.usedAt).not.toBeNull();
    const q = (await quote('transfer', code, {}, token)).json();
    expect(q).toMatchObject({ refund_amount: row.total, coupon_returned: true });
    expect((await confirm('transfer', code, q.id, {}, token)).statusCode).toBe(200);
    expect((await db().select().from(coupons).where(eq(coupons.id, coupon!.id)))[0]!.usedAt).toBeNull();
  });
});

describe('the API document and retention', () => {
  it('describes the three calls with their success status and refusals', async () => {
    const doc = (await c.call('GET', '/api/openapi.json')).json() as {
      paths: Record<string, { post?: { responses: Record<string, unknown> } }>;
    };
    for (const product of ['flight', 'transfer']) {
      const at = `/api/${product}/booking/{unique_code}/cancellation`;
      expect(Object.keys(doc.paths[`${at}/code/`]!.post!.responses)).toEqual(['204', '400', '404', '429', '503']);
      const quoteAndConfirm = ['400', '403', '404', '413', '415', '503'];
      expect(Object.keys(doc.paths[`${at}/`]!.post!.responses)).toEqual(['201', ...quoteAndConfirm]);
      expect(Object.keys(doc.paths[`${at}/{id}/confirm/`]!.post!.responses)).toEqual(['200', ...quoteAndConfirm]);
    }
  });

  it('drops a lapsed cancellation code a day later', async () => {
    const { code } = await bookedTransfer({ days: 19, over: { email: 'old-code@example.com' } });
    await c.call('POST', `${base('transfer', code)}/code/`);
    const row = await bookingRow(code);
    await db().execute(
      sql`update cancellation_codes set expires_at = now() - interval '2 days' where booking_id = ${row.id}`,
    );
    expect((await applyRetention(db())).cancellationCodes).toBeGreaterThanOrEqual(1);
  });
});
