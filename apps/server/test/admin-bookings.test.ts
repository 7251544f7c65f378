import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, bookings, mailOutbox } from '../src/db/schema.js';
import { bookingListColumns, SEARCH_LIMIT, searchCondition } from '../src/modules/admin/booking-search.js';
import { staffClient } from './admin-helpers.js';
import { bookingClient, CARDS, plusDays } from './booking-helpers.js';
import { createTestApp, MemoryMailer, outboxTo, type TestApp, waitForMail } from './helpers.js';

// Issue 40: staff find a booking by any key a caller gives, read its whole life, and resend its mail.
let t: TestApp;
const mailer = new MemoryMailer();
beforeAll(async () => {
  t = await createTestApp({ mailer });
});
afterAll(() => t.close());
const c = bookingClient(() => t, 151);
const s = staffClient(() => t, 152);
const db = () => t.database.db;

/** Pays and completes a flight through the bank page (as the cancellation tests do). */
async function bookedFlight(over: Record<string, unknown>) {
  const { sessionUnique } = await c.searchAndSelect({ from: 'IST', to: 'ADB', date: plusDays(25), fare: 'FLEX' });
  const data = await c.paymentData(sessionUnique);
  const pay = (
    await c.call('POST', '/api/flight/gateway/payment/', c.payBody(sessionUnique, data.form_rules, over))
  ).json();
  expect(pay.status, JSON.stringify(pay)).toBe(true);
  const bank = await c.bankCode(pay.pay_url);
  expect((await c.submitCode(bank.path, bank.code)).statusCode).toBe(200);
  // On a busy machine the bank page may answer "confirming" first: the settlement finishes it.
  await t.app.settlement.idle();
  return pay.unique_code as string;
}

let code: string;
let row: typeof bookings.$inferSelect;
let support: string;
let finance: string;
let content: string;
let admin: string;
beforeAll(async () => {
  code = await bookedFlight({ email: 'Konsol.Yolcu@Example.com', phone: '5329876543', card_number: CARDS.mastercard });
  row = (await db().select().from(bookings).where(eq(bookings.uniqueCode, code)))[0]!;
  await waitForMail(t);
  const bearers = await Promise.all(
    (['support', 'finance', 'content', 'admin'] as const).map(
      async (role) => (await s.signedIn(`${role}@yolcu.example`, role)).bearer,
    ),
  );
  [support, finance, content, admin] = bearers as [string, string, string, string];
});

const search = (q: string, bearer = support) =>
  s.call('GET', `/api/admin/bookings/?q=${encodeURIComponent(q)}`, { bearer });

describe('booking search', () => {
  it('finds the booking by code, PNR, supplier order reference, e-mail, phone and card last four', async () => {
    expect(row.status).toBe('completed');
    expect(row.pnr).toBeTruthy();
    expect(row.supplierOrderRef).toBeTruthy();
    const keys = [
      code,
      row.pnr!,
      row.pnr!.toLowerCase(),
      row.supplierOrderRef!,
      'konsol.yolcu@example.com',
      'KONSOL.YOLCU@EXAMPLE.COM',
      '5329876543',
      '+90 532 987 65 43',
      '0532 987 6543',
      '4444',
    ];
    for (const q of keys) {
      const res = await search(q);
      expect(res.statusCode, q).toBe(200);
      const hit = res.json().results.find((r: { unique_code: string }) => r.unique_code === code);
      expect(hit, q).toMatchObject({ pnr: row.pnr, status: 'completed', card_last4: '4444', lead: 'Ayşe Yılmaz' });
    }
  });

  it('finds nothing for what matches nothing, and says what a query needs', async () => {
    expect((await search('nobody@example.com')).json().results).toEqual([]);
    expect((await search('ZZZZZZ')).json().results).toEqual([]);
    expect((await search('9999')).json().results.some((r: { unique_code: string }) => r.unique_code === code)).toBe(
      false,
    );
    const short = await search('ab');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toHaveProperty('q');
  });
});

describe('the search reads indexes (issue 40: 50 ms over a million bookings on PostgreSQL)', () => {
  it('each shape of query can be answered without scanning bookings or payments', async () => {
    for (const q of [code, row.pnr!, 'someone@example.com', '5329876543', '4444']) {
      const query = db().select(bookingListColumns).from(bookings).where(searchCondition(q)).limit(SEARCH_LIMIT);
      const plan = await db().transaction(async (tx) => {
        // A table this small is cheaper to scan: forbid it, so the plan shows whether an index serves.
        await tx.execute(sql`set local enable_seqscan = off`);
        const result = await tx.execute(sql`explain ${query}`);
        return ((result as { rows?: unknown[] }).rows ?? (result as unknown[]))
          .map((r) => Object.values(r as object)[0])
          .join('\n');
      });
      expect(plan, q).not.toMatch(/Seq Scan on (bookings|payments)\b/);
    }
  });
});

describe('a booking as staff see it', () => {
  it('has its passengers, payment, reconciliation row and a timeline from what the database holds', async () => {
    const res = await s.call('GET', `/api/admin/bookings/${code}/`, { bearer: finance });
    expect(res.statusCode).toBe(200);
    const detail = res.json();
    expect(detail.booking).toMatchObject({ unique_code: code, status: 'completed', pnr: row.pnr, email: row.email });
    expect(detail.passengers).toEqual([{ position: 0, pax_type: 'ADT', name: 'Ayşe', surname: 'Yılmaz' }]);
    expect(detail.tickets.length).toBeGreaterThan(0);
    expect(detail.payments).toEqual([
      expect.objectContaining({ status: 'captured', card_last4: '4444', amount: row.total }),
    ]);
    expect(detail.reconciliation).toMatchObject({
      status: 'completed',
      supplier_order_ref: row.supplierOrderRef,
      captured_amount: row.total,
      price_total: row.total,
    });
    const events: string[] = detail.timeline.map((e: { event: string }) => e.event);
    // The capture and the completion are one statement: their order between themselves is not a fact.
    expect(events.slice(0, 4)).toEqual([
      'booking.created',
      'payment.started',
      'payment.authorised',
      'supplier_order.placed',
    ]);
    expect(events.slice(4, 6).sort()).toEqual(['booking.completed', 'payment.captured']);
    expect(events.slice(6)).toEqual(['mail.sent']);
    const times = detail.timeline.map((e: { at: string }) => Date.parse(e.at));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    // No identity number of a passenger reaches the console's answer.
    expect(res.body).not.toMatch(/citizen|passport/);
  });

  it('an unknown code is a 404', async () => {
    const res = await s.call('GET', `/api/admin/bookings/${'x'.repeat(22)}/`, { bearer: support });
    expect(res.statusCode).toBe(404);
  });
});

describe('the timeline of a cancelled booking', () => {
  it('shows the quote, the cancellation, the refund and the order given back; the view holds the refund', async () => {
    const cancelled = await bookedFlight({ email: 'iptal.konsol@example.com' });
    const base = `/api/flight/booking/${cancelled}/cancellation`;
    expect((await c.call('POST', `${base}/code/`)).statusCode).toBe(204);
    const mailed = (await outboxTo(db(), 'iptal.konsol@example.com'))
      .filter((m) => /\b\d{6}\b/.test(m.text) && /cancel/i.test(m.subject))
      .at(-1);
    const mailCode = /\b(\d{6})\b/.exec(mailed!.text)![1]!;
    const quote = await c.call('POST', `${base}/`, { code: mailCode });
    expect(quote.statusCode, quote.body).toBe(201);
    const confirmed = await c.call('POST', `${base}/${quote.json().id}/confirm/`, { code: mailCode });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    await t.app.refundDesk.idle();

    const detail = (await s.call('GET', `/api/admin/bookings/${cancelled}/`, { bearer: finance })).json();
    const events: string[] = detail.timeline.map((e: { event: string }) => e.event);
    for (const e of [
      'cancellation.quoted',
      'cancellation.confirmed',
      'booking.cancelled',
      'supplier_order.cancelled',
      'refund.recorded',
      'refund.paid',
    ])
      expect(events, e).toContain(e);
    expect(events.indexOf('cancellation.quoted')).toBeLessThan(events.indexOf('booking.cancelled'));
    expect(detail.booking.status).toBe('cancelled');
    expect(detail.tickets.every((x: { voided: boolean }) => x.voided)).toBe(true);
    expect(detail.refunds).toEqual([
      expect.objectContaining({ status: 'refunded', amount: confirmed.json().refund_amount }),
    ]);
    expect(detail.reconciliation).toMatchObject({
      status: 'cancelled',
      refunded_amount: confirmed.json().refund_amount,
    });
  });
});

describe('resending the confirmation', () => {
  it('queues the same mail again through the outbox, audited with who, what, before and after', async () => {
    const before = mailer.sent.filter((m) => m.to === row.email).length;
    const res = await s.call('POST', `/api/admin/bookings/${code}/resend-confirmation/`, { bearer: support });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ detail: 'The confirmation mail was sent again.', to: row.email });
    await waitForMail(t, () => mailer.sent.filter((m) => m.to === row.email).length > before);
    const mails = mailer.sent.filter((m) => m.to === row.email);
    const [first, again] = [mails[0]!, mails.at(-1)!];
    expect(again.subject).toBe(first.subject);
    expect(again.subject).toContain(row.pnr!);
    expect(again.attachments?.map((a) => a.filename).sort()).toEqual(first.attachments?.map((a) => a.filename).sort());

    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'booking.resend_confirmation'), eq(auditLog.targetId, String(row.id))));
    const me = (await s.call('GET', '/api/admin/session/', { bearer: support })).json();
    expect(entry).toMatchObject({
      staffId: me.id,
      staffEmail: 'support@yolcu.example',
      targetType: 'booking',
      before: { status: 'completed', pnr: row.pnr },
      after: { status: 'completed', pnr: row.pnr, mail_to: row.email },
    });
    const [outbox] = await db()
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.id, (entry!.after as { outbox_id: number }).outbox_id));
    expect(outbox!.subject).toBe(again.subject);
    expect(Date.now() - entry!.at.getTime()).toBeLessThan(60_000);

    // The timeline shows the staff action and the second mail.
    const timeline = (await s.call('GET', `/api/admin/bookings/${code}/`, { bearer: support })).json().timeline;
    expect(timeline.filter((e: { event: string }) => e.event === 'mail.sent').length).toBe(2);
    expect(timeline.map((e: { event: string }) => e.event)).toContain('staff.booking.resend_confirmation');
  });
});

describe('roles on bookings', () => {
  it('support, finance and admin search and read; content may not', async () => {
    for (const bearer of [support, finance, admin]) {
      expect((await search(code, bearer)).statusCode).toBe(200);
      expect((await s.call('GET', `/api/admin/bookings/${code}/`, { bearer })).statusCode).toBe(200);
    }
    const refused = await search(code, content);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: 'Your role does not allow this.' });
    expect((await s.call('GET', `/api/admin/bookings/${code}/`, { bearer: content })).statusCode).toBe(403);
  });

  it('support and admin resend; finance and content may not, and nothing is written for them', async () => {
    const count = async () =>
      (await db().select().from(auditLog).where(eq(auditLog.action, 'booking.resend_confirmation'))).length;
    const n = await count();
    for (const bearer of [finance, content]) {
      const res = await s.call('POST', `/api/admin/bookings/${code}/resend-confirmation/`, { bearer });
      expect(res.statusCode).toBe(403);
    }
    expect(await count()).toBe(n);
    expect(
      (await s.call('POST', `/api/admin/bookings/${code}/resend-confirmation/`, { bearer: admin })).statusCode,
    ).toBe(200);
    expect(await count()).toBe(n + 1);
    await waitForMail(t);
  });

  it('a booking not completed has no confirmation to resend', async () => {
    await db().update(bookings).set({ status: 'failed' }).where(eq(bookings.id, row.id));
    try {
      const res = await s.call('POST', `/api/admin/bookings/${code}/resend-confirmation/`, { bearer: support });
      expect(res.statusCode).toBe(409);
    } finally {
      await db().update(bookings).set({ status: 'completed' }).where(eq(bookings.id, row.id));
    }
  });
});
