import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  auditLog,
  bookingPassengers,
  bookings,
  cancellationQuotes,
  mailOutbox,
  payments,
  refunds,
  supplierEvents,
  supplierOrders,
  tickets,
} from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { PERMANENT_PREFIX } from '../../mail/mailer.js';
import { bookingItem, bookingListColumns } from './booking-search.js';

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const rowsOf = <T>(result: unknown) => ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];

type Entry = { at: Date; event: string; detail: string | null };

/**
 * A booking as staff see it (issue 40): the booking, its passengers, tickets, payments, refunds,
 * its row of the reconciliation view, and its whole life as the database recorded it.
 * Passengers' identity numbers are not shown: nothing a support call needs.
 */
export async function bookingDetail(db: Db, code: string) {
  const [row] = await db
    .select({
      ...bookingListColumns,
      language: bookings.language,
      discount: bookings.discount,
      failure_message: bookings.failureMessage,
      completed_at: bookings.completedAt,
      cancelled_at: bookings.cancelledAt,
      supplier_order_ref: bookings.supplierOrderRef,
      supplier_order_status: bookings.supplierOrderStatus,
      user_id: bookings.userId,
    })
    .from(bookings)
    .where(eq(bookings.uniqueCode, code));
  if (!row) throw AppError.notFound();
  const id = row.id;
  const [passengers, issued, paid, refunded, quotes, order, events, mails, actions, reconciliation] = await Promise.all(
    [
      db
        .select()
        .from(bookingPassengers)
        .where(eq(bookingPassengers.bookingId, id))
        .orderBy(bookingPassengers.position),
      db.select().from(tickets).where(eq(tickets.bookingId, id)).orderBy(tickets.id),
      db.select().from(payments).where(eq(payments.bookingId, id)).orderBy(payments.id),
      db.select().from(refunds).where(eq(refunds.bookingId, id)),
      db
        .select()
        .from(cancellationQuotes)
        .where(eq(cancellationQuotes.bookingId, id))
        .orderBy(cancellationQuotes.createdAt),
      db.select().from(supplierOrders).where(eq(supplierOrders.idempotencyKey, code)),
      row.supplier_order_ref
        ? db
            .select()
            .from(supplierEvents)
            .where(eq(supplierEvents.orderRef, row.supplier_order_ref))
            .orderBy(supplierEvents.receivedAt)
        : Promise.resolve([]),
      bookingMails(db, row.email, row.pnr, row.created_at),
      db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.targetType, 'booking'), eq(auditLog.targetId, String(id))))
        .orderBy(asc(auditLog.at)),
      db.execute(sql`select * from reconciliation where unique_code = ${code}`),
    ],
  );

  const timeline: Entry[] = [{ at: row.created_at, event: 'booking.created', detail: row.product }];
  for (const p of paid) {
    timeline.push({
      at: p.createdAt,
      event: 'payment.started',
      detail: `${p.amount.toFixed(2)} TRY, card ${p.cardLast4}`,
    });
    if (p.authorisedAt) timeline.push({ at: p.authorisedAt, event: 'payment.authorised', detail: null });
    if (p.capturedAt) timeline.push({ at: p.capturedAt, event: 'payment.captured', detail: null });
    if (p.voidedAt) timeline.push({ at: p.voidedAt, event: 'payment.voided', detail: null });
    if (p.status === 'failed' && p.finishedAt)
      timeline.push({ at: p.finishedAt, event: 'payment.failed', detail: p.failureMessage });
  }
  for (const o of order) {
    timeline.push({ at: o.createdAt, event: 'supplier_order.placed', detail: `${o.reference} (PNR ${o.pnr})` });
    if (o.cancelledAt) timeline.push({ at: o.cancelledAt, event: 'supplier_order.cancelled', detail: o.reference });
  }
  if (row.completed_at) timeline.push({ at: row.completed_at, event: 'booking.completed', detail: row.pnr });
  if (row.status === 'failed')
    timeline.push({ at: row.created_at, event: 'booking.failed', detail: row.failure_message });
  for (const m of mails) timeline.push({ at: m.createdAt, event: mailEvent(m), detail: m.subject });
  for (const q of quotes) {
    timeline.push({ at: q.createdAt, event: 'cancellation.quoted', detail: `${q.refundAmount.toFixed(2)} TRY` });
    if (q.confirmedAt) timeline.push({ at: q.confirmedAt, event: 'cancellation.confirmed', detail: null });
  }
  if (row.cancelled_at) timeline.push({ at: row.cancelled_at, event: 'booking.cancelled', detail: null });
  for (const r of refunded) {
    timeline.push({ at: r.createdAt, event: 'refund.recorded', detail: `${r.amount.toFixed(2)} TRY, ${r.status}` });
    if (r.refundedAt) timeline.push({ at: r.refundedAt, event: 'refund.paid', detail: `${r.amount.toFixed(2)} TRY` });
  }
  for (const e of events) timeline.push({ at: e.receivedAt, event: 'supplier_event', detail: e.type });
  for (const a of actions) timeline.push({ at: a.at, event: `staff.${a.action}`, detail: a.staffEmail });
  // Stable order: by time, then as pushed (a step's own order when two share a timestamp).
  const ordered = timeline.map((e, i) => ({ e, i })).sort((a, b) => a.e.at.getTime() - b.e.at.getTime() || a.i - b.i);

  const [recon] = rowsOf<Record<string, string | number | boolean | null>>(reconciliation);
  return {
    booking: {
      ...bookingItem(row),
      language: row.language,
      discount: Number(row.discount),
      failure_message: row.failure_message,
      completed_at: iso(row.completed_at),
      cancelled_at: iso(row.cancelled_at),
      supplier_order_ref: row.supplier_order_ref,
      supplier_order_status: row.supplier_order_status,
      signed_in_owner: row.user_id !== null,
    },
    passengers: passengers.map((p) => ({
      position: p.position,
      pax_type: p.paxType,
      name: p.name,
      surname: p.surname,
    })),
    tickets: issued.map((t) => ({
      ticket_number: t.ticketNumber,
      direction: t.direction,
      voided: t.voidedAt !== null,
    })),
    payments: paid.map((p) => ({
      id: p.id,
      status: p.status,
      amount: Number(p.amount),
      card_brand: p.cardBrand,
      card_last4: p.cardLast4,
      created_at: p.createdAt.toISOString(),
      authorised_at: iso(p.authorisedAt),
      captured_at: iso(p.capturedAt),
      voided_at: iso(p.voidedAt),
      failure_message: p.failureMessage,
    })),
    refunds: refunded.map((r) => ({
      amount: Number(r.amount),
      status: r.status,
      created_at: r.createdAt.toISOString(),
      refunded_at: iso(r.refundedAt),
    })),
    reconciliation: recon
      ? {
          status: String(recon.status),
          supplier_order_ref: (recon.supplier_order_ref as string | null) ?? null,
          supplier_order_status: (recon.supplier_order_status as string | null) ?? null,
          authorised_amount: Number(recon.authorised_amount),
          captured_amount: Number(recon.captured_amount),
          voided_amount: Number(recon.voided_amount),
          refunded_amount: Number(recon.refunded_amount),
          price_total: Number(recon.price_total),
          installment_charge: Number(recon.installment_charge ?? 0),
        }
      : null,
    timeline: ordered.map(({ e }) => ({ at: e.at.toISOString(), event: e.event, detail: e.detail })),
  };
}

/** Sent; kept in the outbox (no SMTP_URL: the outbox is the mail); failed for good; or still to go. */
function mailEvent(m: { delivered: boolean; error: string | null }) {
  if (m.delivered) return 'mail.sent';
  if (m.error?.includes('no SMTP_URL')) return 'mail.kept';
  return m.error?.startsWith(PERMANENT_PREFIX) ? 'mail.failed' : 'mail.queued';
}

/**
 * The mails of a booking: the outbox has no booking column, so they are those to its address since
 * it was made that name its PNR (confirmation, cancellation, supplier notices); before a PNR, those
 * of its first day (a refusal's mail).
 */
function bookingMails(db: Db, email: string, pnr: string | null, createdAt: Date) {
  return db
    .select({
      createdAt: mailOutbox.createdAt,
      subject: mailOutbox.subject,
      delivered: mailOutbox.delivered,
      error: mailOutbox.error,
    })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.to, email),
        sql`${mailOutbox.createdAt} >= ${createdAt.toISOString()}::timestamptz`,
        pnr
          ? sql`(position(${pnr} in ${mailOutbox.text}) > 0 or position(${pnr} in ${mailOutbox.subject}) > 0)`
          : sql`${mailOutbox.createdAt} < ${createdAt.toISOString()}::timestamptz + interval '1 day'`,
      ),
    )
    .orderBy(mailOutbox.createdAt);
}
