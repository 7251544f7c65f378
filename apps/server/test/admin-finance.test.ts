import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, bookingPassengers, bookings, payments, refunds, supplierEvents } from '../src/db/schema.js';
import { staffClient } from './admin-helpers.js';
import { bookingClient, plusDays } from './booking-helpers.js';
import { createTestApp, MemoryMailer, type TestApp } from './helpers.js';

// Issue 40: support and finance cancel and refund on the traveller's behalf through the traveller's
// own cancellation service, retry what is stuck, and read the exception queue; each action audited.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ mailer: new MemoryMailer() });
});
afterAll(() => t.close());
const c = bookingClient(() => t, 191);
const s = staffClient(() => t, 192);
const db = () => t.database.db;

async function bookedFlight() {
  const { sessionUnique } = await c.searchAndSelect({ from: 'IST', to: 'ADB', date: plusDays(30), fare: 'FLEX' });
  const data = await c.paymentData(sessionUnique);
  const pay = (
    await c.call('POST', '/api/flight/gateway/payment/', c.payBody(sessionUnique, data.form_rules, {}))
  ).json();
  expect(pay.status, JSON.stringify(pay)).toBe(true);
  const bank = await c.bankCode(pay.pay_url);
  expect((await c.submitCode(bank.path, bank.code)).statusCode).toBe(200);
  await t.app.settlement.idle();
  return pay.unique_code as string;
}
const bookingRow = async (code: string) =>
  (await db().select().from(bookings).where(eq(bookings.uniqueCode, code)))[0]!;
const lastAudit = async (action: string) =>
  (await db().select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.id)).limit(1))[0];

let staff: Record<'support' | 'finance' | 'content' | 'admin', { bearer: string; id: number }>;
beforeAll(async () => {
  const roles = ['support', 'finance', 'content', 'admin'] as const;
  const signed = await Promise.all(roles.map((r) => s.signedIn(`${r}.finance@yolcu.example`, r)));
  staff = Object.fromEntries(roles.map((r, i) => [r, signed[i]!])) as unknown as typeof staff;
});

describe('cancel and refund from the console', () => {
  let code: string;
  beforeAll(async () => {
    code = await bookedFlight();
  });

  it('refuses content, and a caller with no session', async () => {
    const url = `/api/admin/bookings/${code}/cancellation-quote/`;
    expect((await s.call('GET', url, { bearer: staff.content.bearer })).statusCode).toBe(403);
    expect((await s.call('GET', url)).statusCode).toBe(401);
    const cancel = await s.call('POST', `/api/admin/bookings/${code}/cancel/`, {
      bearer: staff.content.bearer,
      payload: { quote_id: 'x', reason: 'r' },
    });
    expect(cancel.statusCode).toBe(403);
  });

  it('finance cancels with a quote; the traveller sees the refund, the audit log has who, why, before and after', async () => {
    const quote = await s.call('GET', `/api/admin/bookings/${code}/cancellation-quote/`, {
      bearer: staff.support.bearer,
    });
    expect(quote.statusCode, quote.body).toBe(200);
    const { id, refund_amount } = quote.json();
    expect(refund_amount).toBeGreaterThan(0);
    const noReason = await s.call('POST', `/api/admin/bookings/${code}/cancel/`, {
      bearer: staff.finance.bearer,
      payload: { quote_id: id },
    });
    expect(noReason.statusCode).toBe(400);
    const done = await s.call('POST', `/api/admin/bookings/${code}/cancel/`, {
      bearer: staff.finance.bearer,
      payload: { quote_id: id, reason: 'Traveller called: illness' },
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ status: 'cancelled', refund_amount, refund_currency: 'TRY' });
    await t.app.refundDesk.idle();

    // The traveller's own detail (the booking's link), as after their own cancellation.
    const detail = (await c.call('GET', `/api/flight/booking/${code}/?passenger=1&tickets=1`)).json();
    expect(detail.info.status).toBe('cancelled');
    expect(detail.info.refund).toMatchObject({ amount: refund_amount, currency: 'TRY', status: 'refunded' });

    const row = await bookingRow(code);
    const entry = await lastAudit('booking.cancel');
    expect(entry).toMatchObject({
      staffId: staff.finance.id,
      staffEmail: 'finance.finance@yolcu.example',
      targetType: 'booking',
      targetId: String(row.id),
      before: { status: 'completed' },
      after: { status: 'cancelled', quote_id: id, refund_amount, reason: 'Traveller called: illness' },
    });
    // Confirming again changes nothing and writes no second entry.
    const again = await s.call('POST', `/api/admin/bookings/${code}/cancel/`, {
      bearer: staff.finance.bearer,
      payload: { quote_id: id, reason: 'again' },
    });
    expect(again.statusCode).toBe(200);
    const entries = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'booking.cancel'), eq(auditLog.targetId, String(row.id))));
    expect(entries).toHaveLength(1);
    // A cancelled booking has no second quote (03 §13).
    const second = await s.call('GET', `/api/admin/bookings/${code}/cancellation-quote/`, {
      bearer: staff.admin.bearer,
    });
    expect(second.statusCode).toBe(400);
    expect(second.json().code).toBe('already_cancelled');
  });

  it('lists a refund pending for over an hour in the exception queue, and finance pays it', async () => {
    const row = await bookingRow(code);
    // As a bank that never answered would leave it.
    await db()
      .update(refunds)
      .set({ status: 'pending', refundedAt: null, createdAt: new Date(Date.now() - 2 * 3600_000) })
      .where(eq(refunds.bookingId, row.id));
    const queue = await s.call('GET', '/api/admin/exceptions/', { bearer: staff.support.bearer });
    expect(queue.statusCode, queue.body).toBe(200);
    expect(queue.json().results).toContainEqual(
      expect.objectContaining({
        kind: 'refund_pending',
        unique_code: code,
        action: `/api/admin/bookings/${code}/refund/retry/`,
      }),
    );
    const url = `/api/admin/bookings/${code}/refund/retry/`;
    expect((await s.call('POST', url, { bearer: staff.support.bearer })).statusCode).toBe(403);
    const [before] = await db().select().from(refunds).where(eq(refunds.bookingId, row.id));
    const res = await s.call('POST', url, { bearer: staff.finance.bearer });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ refund_id: before!.id, status: 'refunded', attempts: before!.attempts + 1 });
    expect(await lastAudit('refund.retry')).toMatchObject({
      staffId: staff.finance.id,
      targetType: 'refund',
      targetId: String(before!.id),
      before: { status: 'pending', attempts: before!.attempts },
      after: { status: 'refunded', attempts: before!.attempts + 1, booking: code },
    });
    expect((await s.call('POST', url, { bearer: staff.finance.bearer })).statusCode).toBe(409);
    const detail = (await c.call('GET', `/api/flight/booking/${code}/`)).json();
    expect(detail.info.refund.status).toBe('refunded');
  });
});

describe('the exception queue', () => {
  it('shows supplier events not yet handled, and refuses content', async () => {
    const code = await bookedFlight();
    const row = await bookingRow(code);
    await db()
      .insert(supplierEvents)
      .values({
        id: `evt-${code}`,
        supplier: 'builtin',
        type: 'schedule_change',
        orderRef: row.supplierOrderRef!,
        payload: {},
      });
    const res = await s.call('GET', '/api/admin/exceptions/', { bearer: staff.finance.bearer });
    expect(res.json().results).toContainEqual(
      expect.objectContaining({ kind: 'supplier_event', unique_code: code, detail: 'schedule_change' }),
    );
    expect((await s.call('GET', '/api/admin/exceptions/', { bearer: staff.content.bearer })).statusCode).toBe(403);
  });

  it('re-queues the settlement of a booking stuck confirming (finance), audited; refuses any other booking', async () => {
    const code = await bookedFlight();
    const url = `/api/admin/bookings/${code}/settle/retry/`;
    expect((await s.call('POST', url, { bearer: staff.finance.bearer })).statusCode).toBe(409);
    const row = await bookingRow(code);
    await db()
      .update(bookings)
      .set({ status: 'confirming', createdAt: new Date(Date.now() - 3600_000) })
      .where(eq(bookings.id, row.id));
    const queue = (await s.call('GET', '/api/admin/exceptions/', { bearer: staff.admin.bearer })).json();
    expect(queue.results).toContainEqual(
      expect.objectContaining({ kind: 'stuck_confirming', unique_code: code, action: url }),
    );
    expect((await s.call('POST', url, { bearer: staff.support.bearer })).statusCode).toBe(403);
    const res = await s.call('POST', url, { bearer: staff.finance.bearer });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().detail).toBe('The settlement was queued again.');
    expect(await lastAudit('booking.settle_retry')).toMatchObject({
      staffId: staff.finance.id,
      targetId: String(row.id),
      before: { status: 'confirming' },
    });
    // Put back, so that the queued job has nothing to settle differently.
    await db().update(bookings).set({ status: 'completed' }).where(eq(bookings.id, row.id));
  });
});

describe('the search list', () => {
  it("names each booking's own lead passenger and newest card (the subqueries follow the booking)", async () => {
    const code = await bookedFlight();
    const row = await bookingRow(code);
    // Ids of passengers and payments no longer in step with the booking's: a later card, a new lead.
    await db()
      .insert(payments)
      .values({
        reference: `later-${code}`,
        bookingId: row.id,
        amount: 1,
        cardLast4: '0042',
        cardExpiry: '12/30',
        status: 'failed',
      });
    await db().update(bookingPassengers).set({ position: 5 }).where(eq(bookingPassengers.bookingId, row.id));
    await db()
      .insert(bookingPassengers)
      .values({ bookingId: row.id, position: 0, paxType: 'adult', name: 'Zeynep', surname: 'Kaya' });
    const res = await s.call('GET', `/api/admin/bookings/?q=${code}`, { bearer: staff.support.bearer });
    expect(res.json().results).toEqual([
      expect.objectContaining({ unique_code: code, card_last4: '0042', lead: 'Zeynep Kaya' }),
    ]);
  });
});
