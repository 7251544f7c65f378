import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../../db/client.js';
import { answerOf, askedTogether, transaction } from '../../../../db/transaction.js';
import { bookings, coupons, payments } from '../../../../db/schema.js';
import { OutcomeUnknown } from '../../../../integrations/faults.js';
import type { Bank } from '../../../../integrations/bank/bank.js';
import { retryOnce } from '../../../../lib/db-retry.js';
import { failPayment } from '../../../payments/completion.js';

/** Rolls the step back when the payment is no longer authenticated (another caller took it on). */
class NotAuthenticated extends Error {}

/**
 * Step 1 of 03 §17: the bank holds the amount on an authenticated payment, then, in one
 * transaction, the payment becomes `authorised` and its booking `confirming` (the booking's lock
 * first, then the payment's: the one lock order), and a signed-in owner's coupon is spent. A coupon
 * that can no longer be spent makes the order step refuse, so the hold is voided.
 *
 * Answers the booking's id when this call authorised it; null when the bank refused (the payment
 * failed with the bank's reason), the payment was not authenticated any more, or the bank's answer
 * was lost and its record shows no hold (the payment stays authenticated for the sweeper to decide).
 */
export async function authorise(
  db: Db,
  bank: Bank,
  payment: { id: number; reference: string; amount: number },
): Promise<number | null> {
  let authorised: boolean;
  try {
    const decision = await bank.authorise({ reference: payment.reference, amount: payment.amount });
    if (!decision.authorised) {
      await failPayment(db, payment.id, `pay.${decision.reason}`);
      return null;
    }
    authorised = true;
  } catch (err) {
    if (!(err instanceof OutcomeUnknown)) throw err;
    // The answer was lost: the bank's record is the truth (never a blind second authorisation).
    authorised = (await bank.lookup(payment.reference))?.status === 'authorised';
  }
  if (!authorised) return null;
  return markAuthorised(db, payment.id);
}

/**
 * The booking `confirming` with its order about to be placed (`placing`, 03 §17: written before the
 * supplier is asked) and the payment `authorised`, sent together; then a coupon, if any, spent.
 */
async function markAuthorised(db: Db, paymentId: number): Promise<number | null> {
  try {
    return await retryOnce(() =>
      transaction(db, async (tx) => {
        const [confirming, authorised] = await askedTogether(
          tx,
          () =>
            [
              tx
                .update(bookings)
                .set({ status: 'confirming', supplierOrderStatus: 'placing' })
                .from(payments)
                .where(
                  and(
                    eq(payments.id, paymentId),
                    eq(payments.status, 'authenticated'),
                    eq(bookings.id, payments.bookingId),
                    eq(bookings.status, 'pending'),
                  ),
                )
                .returning({ id: bookings.id, couponId: bookings.couponId, userId: bookings.userId })
                .execute(),
              tx
                .update(payments)
                .set({ status: 'authorised', authorisedAt: sql`now()` })
                .where(and(eq(payments.id, paymentId), eq(payments.status, 'authenticated')))
                .returning({ id: payments.id })
                .execute(),
            ] as const,
        );
        const [booking] = answerOf(confirming);
        if (!booking || answerOf(authorised).length === 0) throw new NotAuthenticated();
        if (booking.couponId === null) return booking.id;
        const spent = await tx
          .update(coupons)
          .set({ usedAt: new Date() })
          .where(
            and(
              eq(coupons.id, booking.couponId),
              isNull(coupons.usedAt),
              booking.userId === null ? sql`false` : eq(coupons.userId, booking.userId),
            ),
          )
          .returning({ id: coupons.id });
        if (spent.length === 0)
          // Nothing may be ordered with a coupon that is gone: the order step refuses, and voids.
          await tx
            .update(bookings)
            .set({ supplierOrderStatus: 'refused', failureMessage: 'settle.coupon_invalid' })
            .where(eq(bookings.id, booking.id));
        return booking.id;
      }),
    );
  } catch (err) {
    if (err instanceof NotAuthenticated) return null;
    throw err;
  }
}
