/**
 * A payment that ends before the bank authorised it (refused, lapsed, cancelled, replaced): the
 * one lock order of the booking core and the failure of an open payment. What follows an
 * authorisation is the settlement's (modules/bookings/settlement).
 */
import { and, eq, inArray } from 'drizzle-orm';
import { retryOnce } from '../../lib/db-retry.js';
import type { Db } from '../../db/client.js';
import { bookings, payments } from '../../db/schema.js';
import { reportBookingOutcome } from '../../observability/booking-outcomes.js';

/** The payment states that are not over yet: waiting for the code, or authenticated and being decided. */
export const OPEN_PAYMENT_STATES = ['pending', 'authenticated'];

/**
 * Locks a payment's booking, then the payment: the one lock order of the booking core (pay, the
 * bank code, completion, failure), so two of them at once wait instead of deadlocking.
 */
export async function lockPayment(tx: Db, paymentId: number) {
  await lockBookingOf(tx, paymentId);
  const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
  return payment;
}

/** The first half of the lock order: the payment's booking. */
async function lockBookingOf(tx: Db, paymentId: number) {
  await tx
    .select({ id: bookings.id })
    .from(bookings)
    .innerJoin(payments, eq(payments.bookingId, bookings.id))
    .where(eq(payments.id, paymentId))
    .for('update', { of: bookings });
}

/** In the caller's transaction: an open payment and its pending booking fail with a message. */
export async function failLockedPayment(tx: Db, paymentId: number, messageKey: string) {
  const [p] = await tx
    .update(payments)
    .set({ status: 'failed', failureMessage: messageKey, finishedAt: new Date() })
    .where(and(eq(payments.id, paymentId), inArray(payments.status, OPEN_PAYMENT_STATES)))
    .returning({ bookingId: payments.bookingId });
  if (p) {
    const [failed] = await tx
      .update(bookings)
      .set({ status: 'failed', failureMessage: messageKey })
      .where(and(eq(bookings.id, p.bookingId), eq(bookings.status, 'pending')))
      .returning({ product: bookings.product });
    // Counted as the statement answers; its transaction commits right after, with nothing between.
    if (failed) reportBookingOutcome(failed.product, 'failed');
  }
  return Boolean(p);
}

/** Marks an open payment and its booking failed with a message (no-op when already finished). */
export async function failPayment(db: Db, paymentId: number, messageKey: string) {
  return retryOnce(() =>
    db.transaction(async (tx) => {
      await lockPayment(tx, paymentId);
      return failLockedPayment(tx, paymentId, messageKey);
    }),
  );
}
