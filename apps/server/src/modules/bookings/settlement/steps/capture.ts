import { eq } from 'drizzle-orm';
import { preparedSql } from '../../../../db/prepared.js';
import { tickets } from '../../../../db/schema.js';
import { OutcomeUnknown } from '../../../../integrations/faults.js';
import { handOver } from '../../../../mail/mailer.js';
import { outboxColumns } from '../../../../mail/outbox-sender.js';
import { reportBookingOutcome } from '../../../../observability/booking-outcomes.js';
import type { BookingRow } from '../../fulfilment.js';
import type { SettlementContext, Settling } from '../context.js';
import { remoteCall } from '../patience.js';

/** The bank failed the capture; the job tries it again (it never becomes a second capture). */
export class CaptureFailed extends Error {}

/**
 * Step 3 of 03 §17: the order is confirmed, so the amount held is captured; then, in one
 * statement, the payment becomes `captured` and the booking `completed`, and only then its
 * confirmation mail (with the PDF and `.ics`) and notification are written. A capture whose answer
 * was lost is looked up at the bank before anything else.
 */
export async function capture(ctx: SettlementContext, settling: Settling): Promise<void> {
  const { booking, payment } = settling;
  if (!payment) throw new Error(`booking ${booking.id} is confirming without an authorised payment`);
  if (payment.status === 'authorised') {
    let captured: boolean;
    try {
      const answer = ctx.bank.capture({ reference: payment.reference, amount: payment.amount });
      captured = (await remoteCall(settling.patience, answer)).captured;
    } catch (err) {
      if (!(err instanceof OutcomeUnknown)) throw err;
      captured = (await ctx.bank.lookup(payment.reference))?.status === 'captured';
    }
    if (!captured) throw new CaptureFailed(`capture of payment ${payment.id} failed`);
  } else if (payment.status !== 'captured') {
    throw new Error(`payment ${payment.id} is ${payment.status}, not authorised`);
  }
  await complete(ctx, settling, payment.id);
}

/**
 * The completion in one statement, so that it needs no transaction of its own (one round trip): the
 * booking `completed`, and only if this statement completed it, its payment `captured`, the
 * owner's notification and the mail, whose outbox id it answers (no row: completed before).
 */
const completion = preparedSql<{ id: number }>(
  'booking_complete',
  `with completed as (
    update bookings set status = 'completed', completed_at = $2::timestamptz, failure_message = null
    where id = $1 and status = 'confirming'
    returning id, user_id
  ), captured as (
    update payments set status = 'captured', captured_at = now(), finished_at = now()
    where id = $3 and status = 'authorised' and exists (select from completed)
  ), notified as (
    insert into notifications (user_id, title_tr, title_en, content_tr, content_en)
    select completed.user_id, $12, $13, $14, $15 from completed where completed.user_id is not null
  )
  insert into mail_outbox ("to", subject, text, html, headers, attachments, claimed_at, error)
  select $4, $5, $6, $7, $8::jsonb, $9::jsonb, $10::timestamptz, $11 from completed
  returning id`,
);

/**
 * The captured payment and completed booking, with the mail and notification drawn before the
 * statement and written by one (`completion`).
 */
async function complete(ctx: SettlementContext, settling: Settling, paymentId: number): Promise<void> {
  const { booking, passengers } = settling;
  const fulfilment = ctx.fulfilmentOf(booking.product);
  const completedAt = new Date();
  const done: BookingRow = { ...booking, status: 'completed', completedAt, failureMessage: null };
  const issued = settling.tickets ?? (await ctx.db.select().from(tickets).where(eq(tickets.bookingId, booking.id)));
  const message = await fulfilment.confirmationMail(ctx.db, done, passengers, issued);
  const mail = outboxColumns(message, ctx.mailer);
  const note = fulfilment.notification(done);
  const [row] = await completion(ctx.db, [
    booking.id,
    completedAt.toISOString(),
    paymentId,
    mail.to,
    mail.subject,
    mail.text,
    mail.html,
    mail.headers,
    mail.attachments,
    mail.claimedAt,
    mail.error,
    note.titleTr,
    note.titleEn,
    note.contentTr,
    note.contentEn,
  ]);
  // Another run completed the booking first (its mail is written).
  if (!row) return;
  const outboxId = row.id;
  reportBookingOutcome(booking.product, 'completed');
  await fulfilment.inventoryChanged?.(ctx.db, done);
  await handOver(ctx.mailer, outboxId, message);
}
