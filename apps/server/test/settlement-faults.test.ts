import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import {
  bankAuthorisations,
  bankRefunds,
  bookings,
  flightInventory,
  payments,
  refunds,
  supplierOrders,
} from '../src/db/schema.js';
import { seatsTotal } from '../src/integrations/flights/builtin/builtin-supplier.js';
import { bookingClient, plusDays } from './booking-helpers.js';
import { createTestApp, outboxTo, type TestApp } from './helpers.js';
import { brokenInvariants, reconciliationRows } from './reconciliation.js';

/**
 * 03 §17 with parties that misbehave: each case starts an app with the fault switches of the
 * built-in supplier (SUPPLIER_FAULTS) or the test bank (BANK_FAULTS), and the bank code's answer
 * not waiting for the settlement (SETTLE_WAIT_MS=0), as a real airline's seconds would make it.
 */
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function appWith(env: Record<string, string>) {
  t = await createTestApp({ env: { SETTLE_WAIT_MS: '0', SETTLE_BACKSTOP_SECONDS: '1', ...env } });
  return { t, c: bookingClient(() => t!, 71) };
}

/** Searches, pays and opens the bank page of a flight; answers what the code step needs. */
async function paying(
  c: ReturnType<typeof bookingClient>,
  email: string,
  day = 20,
  over: Record<string, unknown> = {},
) {
  const { sessionUnique } = await c.searchAndSelect({ from: 'IST', to: 'ESB', date: plusDays(day) });
  const data = await c.paymentData(sessionUnique);
  const pay = (
    await c.call('POST', '/api/flight/gateway/payment/', c.payBody(sessionUnique, data.form_rules, { email, ...over }))
  ).json();
  expect(pay.status).toBe(true);
  return { sessionUnique, data, uniqueCode: pay.unique_code as string, ...(await c.bankCode(pay.pay_url)) };
}

const info = async (c: ReturnType<typeof bookingClient>, code: string) =>
  (await c.call('GET', `/api/flight/booking/info/${code}/`)).json();

/** Booking info, asked until it is no longer `confirming` (the durable job finishes what the request began). */
async function settled(c: ReturnType<typeof bookingClient>, code: string, timeoutMs = 20_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const now = await info(c, code);
    if (now.status !== 'confirming' || Date.now() > until) return now;
    await new Promise((r) => setTimeout(r, 200));
  }
}

const bookingOf = async (code: string) =>
  (await t!.database.db.select().from(bookings).where(eq(bookings.uniqueCode, code)))[0]!;
const mailsTo = (email: string) => outboxTo(t!.database.db, email);

async function expectReconciled() {
  await t!.app.settlement.idle();
  expect(brokenInvariants(await reconciliationRows(t!.database.db))).toEqual([]);
}

describe('a slow airline (latency_ms=1000)', () => {
  it('answers the code at once with "Confirming…", then completes by itself and mails after', async () => {
    // As the server runs by default: the code's answer waits for the settlement, not for a slow airline.
    const { c } = await appWith({
      SUPPLIER_FAULTS: 'latency_ms=1000',
      SETTLE_WAIT_MS: '3000',
      SETTLE_PATIENCE_MS: '50',
    });
    const p = await paying(c, 'slow@example.com');
    const started = Date.now();
    const answer = await c.submitCode(p.path, p.code);
    expect(Date.now() - started).toBeLessThan(800);
    expect(answer.body).toContain('data-status="confirming"');
    expect(await info(c, p.uniqueCode)).toMatchObject({ status: 'confirming', do_reservation: false });
    expect(await mailsTo('slow@example.com')).toHaveLength(0);

    expect(await settled(c, p.uniqueCode)).toMatchObject({ status: 'completed', do_reservation: true });
    const booking = await bookingOf(p.uniqueCode);
    expect(booking.pnr).toMatch(/^[A-Z2-9]{6}$/);
    const [order] = await t!.database.db
      .select()
      .from(supplierOrders)
      .where(eq(supplierOrders.idempotencyKey, p.uniqueCode));
    expect(order).toMatchObject({ pnr: booking.pnr, reference: booking.supplierOrderRef, status: 'confirmed' });
    await t!.app.outbox.idle();
    expect(await mailsTo('slow@example.com')).toHaveLength(1);
    // The bank page, opened again, shows the booking now.
    expect((await c.call('GET', p.path)).body).toContain('data-status="completed"');
    await expectReconciled();
  });
});

describe('an airline that refuses cleanly (order_error_rate=1)', () => {
  it('fails the booking, voids the hold (the card is not charged) and mails that', async () => {
    const { c } = await appWith({ SUPPLIER_FAULTS: 'order_error_rate=1' });
    const p = await paying(c, 'refused@example.com');
    await c.submitCode(p.path, p.code);
    const after = await settled(c, p.uniqueCode);
    expect(after).toMatchObject({ status: 'failed', do_reservation: false });
    expect(after.message).toContain('not charged');
    const booking = await bookingOf(p.uniqueCode);
    expect(booking).toMatchObject({ pnr: null, supplierOrderStatus: 'refused' });
    const [payment] = await t!.database.db.select().from(payments).where(eq(payments.bookingId, booking.id));
    expect(payment).toMatchObject({ status: 'voided' });
    const [held] = await t!.database.db
      .select()
      .from(bankAuthorisations)
      .where(eq(bankAuthorisations.reference, payment!.reference));
    expect(held).toMatchObject({ status: 'voided' });
    await t!.app.outbox.idle();
    const [mail] = await mailsTo('refused@example.com');
    expect(mail!.subject).toBe('Your booking could not be confirmed');
    expect(mail!.text).toContain('not charged');
    expect((await c.call('GET', p.path)).body).toContain('data-status="failed"');
    await expectReconciled();
  });

  it('says so when the price moved at the airline (price_change_rate=1)', async () => {
    const { c } = await appWith({ SUPPLIER_FAULTS: 'price_change_rate=1' });
    const p = await paying(c, 'moved@example.com');
    await c.submitCode(p.path, p.code);
    const after = await settled(c, p.uniqueCode);
    expect(after.status).toBe('failed');
    expect(after.message).toContain('price changed');
    expect(after.message).toContain('not charged');
    await expectReconciled();
  });
});

describe('an answer that is lost (order_lost_rate=1)', () => {
  it('looks the order up by the booking code and completes with one order', async () => {
    const { c } = await appWith({ SUPPLIER_FAULTS: 'order_lost_rate=1' });
    const p = await paying(c, 'lost@example.com');
    await c.submitCode(p.path, p.code);
    expect(await settled(c, p.uniqueCode)).toMatchObject({ status: 'completed' });
    const orders = await t!.database.db
      .select()
      .from(supplierOrders)
      .where(eq(supplierOrders.idempotencyKey, p.uniqueCode));
    expect(orders).toHaveLength(1);
    expect((await bookingOf(p.uniqueCode)).pnr).toBe(orders[0]!.pnr);
    await expectReconciled();
  });
});

describe('a capture that fails once (capture_error_rate=1)', () => {
  it('is tried again by the job and captures once', async () => {
    const { c } = await appWith({ BANK_FAULTS: 'capture_error_rate=1' });
    const p = await paying(c, 'capture@example.com');
    await c.submitCode(p.path, p.code);
    expect(await settled(c, p.uniqueCode)).toMatchObject({ status: 'completed' });
    const booking = await bookingOf(p.uniqueCode);
    const [payment] = await t!.database.db.select().from(payments).where(eq(payments.bookingId, booking.id));
    expect(payment).toMatchObject({ status: 'captured' });
    const held = await t!.database.db
      .select()
      .from(bankAuthorisations)
      .where(eq(bankAuthorisations.reference, payment!.reference));
    expect(held).toEqual([expect.objectContaining({ status: 'captured' })]);
    await expectReconciled();
  });
});

describe('a refund the bank fails once (refund_error_rate=1)', () => {
  it('stays pending, then is paid by the job, once', async () => {
    const { c } = await appWith({ BANK_FAULTS: 'refund_error_rate=1' });
    const p = await paying(c, 'refund@example.com', 40);
    await c.submitCode(p.path, p.code);
    expect(await settled(c, p.uniqueCode)).toMatchObject({ status: 'completed' });
    // The guest cancels with the code mailed to the booking.
    const base = `/api/flight/booking/${p.uniqueCode}/cancellation`;
    expect((await c.call('POST', `${base}/code/`)).statusCode).toBe(204);
    const codeMail = (await mailsTo('refund@example.com')).filter((m) => /cancel/i.test(m.subject)).at(-1);
    const code = /\b(\d{6})\b/.exec(codeMail!.text)![1]!;
    const quote = await c.call('POST', `${base}/`, { code });
    expect(quote.statusCode).toBe(201);
    const done = await c.call('POST', `${base}/${quote.json().id}/confirm/`, { code });
    expect(done.statusCode).toBe(200);
    const booking = await bookingOf(p.uniqueCode);
    const [first] = await t!.database.db.select().from(refunds).where(eq(refunds.bookingId, booking.id));
    expect(first!.status).toBe('pending');
    const until = Date.now() + 20_000;
    let row = first!;
    while (row.status === 'pending' && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 300));
      [row] = (await t!.database.db.select().from(refunds).where(eq(refunds.bookingId, booking.id))) as [typeof row];
    }
    expect(row).toMatchObject({ status: 'refunded' });
    expect(row.attempts).toBeGreaterThanOrEqual(2);
    const [payment] = await t!.database.db.select().from(payments).where(eq(payments.bookingId, booking.id));
    expect(
      await t!.database.db.select().from(bankRefunds).where(eq(bankRefunds.paymentReference, payment!.reference)),
    ).toHaveLength(1);
    expect(await info(c, p.uniqueCode)).toMatchObject({ status: 'cancelled' });
    await expectReconciled();
  });
});

describe('12 buyers for the last 4 seats, with refusals mixed in', () => {
  it('sells at most 4 seats, charges exactly the completed bookings and voids the rest', async () => {
    const { c } = await appWith({ SUPPLIER_FAULTS: 'order_error_rate=0.25,latency_ms=50' });
    const date = plusDays(30);
    const buyers: Awaited<ReturnType<typeof paying>>[] = [];
    for (let i = 0; i < 12; i++) buyers.push(await paying(c, `buyer${i}@example.com`, 30));
    const leg = buyers[0]!.data.departure_booking.transfers[0]!;
    for (const b of buyers) expect(b.data.departure_booking.transfers[0]!.flight_number).toBe(leg.flight_number);
    const total = seatsTotal(leg.flight_number, 'ECONOMY', leg.fly_duration);
    await t!.database.db
      .insert(flightInventory)
      .values({ flightKey: leg.flight_number, date, cabin: 'ECONOMY', seatsTotal: total, seatsSold: total - 4 })
      .onConflictDoUpdate({
        target: [flightInventory.flightKey, flightInventory.date, flightInventory.cabin],
        set: { seatsSold: total - 4 },
      });
    await Promise.all(buyers.map((b) => c.submitCode(b.path, b.code)));
    const outcomes = await Promise.all(buyers.map((b) => settled(c, b.uniqueCode)));
    const completed = outcomes.filter((o) => o.status === 'completed').length;
    expect(outcomes.every((o) => o.status === 'completed' || o.status === 'failed')).toBe(true);
    expect(completed).toBeLessThanOrEqual(4);
    const [inventory] = await t!.database.db
      .select()
      .from(flightInventory)
      .where(eq(flightInventory.flightKey, leg.flight_number));
    expect(inventory!.seatsSold).toBe(total - 4 + completed);
    const rows = (await reconciliationRows(t!.database.db)).filter((r) =>
      buyers.some((b) => b.uniqueCode === r.unique_code),
    );
    const captured = rows.reduce((sum, r) => sum + r.captured_amount, 0);
    const sold = rows.filter((r) => r.status === 'completed').reduce((sum, r) => sum + r.price_total, 0);
    expect(Math.round(captured * 100)).toBe(Math.round(sold * 100));
    for (const r of rows.filter((r) => r.status === 'failed')) expect(r.voided_amount).toBe(r.authorised_amount);
    await expectReconciled();
  });
});

describe('the fault switches', () => {
  it('stop the server at start when they are not understood', async () => {
    await expect(createTestApp({ env: { SUPPLIER_FAULTS: 'order_error_rate=2' } })).rejects.toThrow(/SUPPLIER_FAULTS/);
    await expect(createTestApp({ env: { BANK_FAULTS: 'nonsense=1' } })).rejects.toThrow(/BANK_FAULTS/);
  });
});

describe('the reconciliation view', () => {
  it('has the columns of 03 §17, and the installment charge (03 §18)', async () => {
    ({ t } = await appWith({}));
    const result = await t.database.db.execute(
      sql`select column_name from information_schema.columns where table_name = 'reconciliation' order by ordinal_position`,
    );
    type Column = { column_name: string };
    const names = ((result as { rows?: Column[] }).rows ?? (result as unknown as Column[])).map((r) => r.column_name);
    expect(names).toEqual([
      'unique_code',
      'status',
      'supplier_order_ref',
      'supplier_order_status',
      'authorised_amount',
      'captured_amount',
      'voided_amount',
      'refunded_amount',
      'price_total',
      // Issue 39: the bank's charge for an installment plan, captured with the price.
      'installment_charge',
    ]);
  });
});
