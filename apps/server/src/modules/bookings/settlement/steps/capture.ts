import { and, eq, sql } from 'drizzle-orm';
import { answerOf, askedTogether, transaction } from '../../../../db/transaction.js';
import { bookings, notifications, payments, tickets } from '../../../../db/schema.js';
import { OutcomeUnknown } from '../../../../integrations/faults.js';
import { handOver } from '../../../../mail/mailer.js';
import { queueMail } from '../../../../mail/outbox-sender.js';
import { reportBookingOutcome } from '../../../../observability/booking-outcomes.js';
import type { BookingRow } from '../../fulfilment.js';
import type { SettlementContext, Settling } from '../context.js';
import { remoteCall } from '../patience.js';

/** The bank failed the capture; the job tries it again (it never becomes a second capture). */
export class CaptureFailed extends Error {}

/**
 * Step 3 of 03 §17: the order is confirmed, so the amount held is captured; then, in one
 * transaction, the payment becomes `captured` and the booking `completed`, and only then its
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

/** Rolls the completion back when another run completed the booking first (its mail is written). */
class CompletedElsewhere extends Error {}

/**
 * The captured payment and completed booking, with the mail and notification drawn before the
 * transaction and all four statements sent together (one round trip, `db/transaction.ts`).
 */
async function complete(ctx: SettlementContext, settling: Settling, paymentId: number): Promise<void> {
  const { booking, passengers } = settling;
  const fulfilment = ctx.fulfilmentOf(booking.product);
  const completedAt = new Date();
  const done: BookingRow = { ...booking, status: 'completed', completedAt, failureMessage: null };
  const issued = settling.tickets ?? (await ctx.db.select().from(tickets).where(eq(tickets.bookingId, booking.id)));
  const message = await fulfilment.confirmationMail(ctx.db, done, passengers, issued);
  let outboxId: number;
  try {
    outboxId = await transaction(ctx.db, async (tx) => {
      // The booking's lock first, then the payment's (the one lock order).
      const [completed, captured, queued, notified] = await askedTogether(
        tx,
        () =>
          [
            tx
              .update(bookings)
              .set({ status: 'completed', completedAt, failureMessage: null })
              .where(and(eq(bookings.id, booking.id), eq(bookings.status, 'confirming')))
              .returning({ id: bookings.id })
              .execute(),
            tx
              .update(payments)
              .set({ status: 'captured', capturedAt: sql`now()`, finishedAt: sql`now()` })
              .where(and(eq(payments.id, paymentId), eq(payments.status, 'authorised')))
              .execute(),
            queueMail(tx, message, ctx.mailer),
            booking.userId === null
              ? null
              : tx
                  .insert(notifications)
                  .values({ userId: booking.userId, ...fulfilment.notification(done) })
                  .execute(),
          ] as const,
      );
      if (answerOf(completed).length === 0) throw new CompletedElsewhere();
      answerOf(captured);
      answerOf(notified);
      return answerOf(queued);
    });
  } catch (err) {
    if (err instanceof CompletedElsewhere) return;
    throw err;
  }
  reportBookingOutcome(booking.product, 'completed');
  await fulfilment.inventoryChanged?.(ctx.db, done);
  await handOver(ctx.mailer, outboxId, message);
}
