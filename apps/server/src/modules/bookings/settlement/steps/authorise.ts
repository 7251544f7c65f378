import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../../db/client.js';
import { answerOf, askedTogether, transaction } from '../../../../db/transaction.js';
import { bookings, coupons, payments } from '../../../../db/schema.js';
import { OutcomeUnknown } from '../../../../integrations/faults.js';
import type { Bank } from '../../../../integrations/bank/bank.js';
import { retryOnce } from '../../../../lib/db-retry.js';
import { prepared } from '../../../../db/prepared.js';
import { askSettling, type Settling, settlingFrom } from '../context.js';
import { failPayment } from '../../../payments/completion.js';

/** Rolls the step back when the payment is no longer authenticated (another caller took it on). */
class NotAuthenticated extends Error {}

/** Step 1's two writes, sent together: the booking `confirming` with its order about to be placed… */
const markConfirming = prepared('booking_mark_confirming', (db) =>
  db
    .update(bookings)
    .set({ status: 'confirming', supplierOrderStatus: 'placing' })
    .from(payments)
    .where(
      and(
        eq(payments.id, sql.placeholder('paymentId')),
        eq(payments.status, 'authenticated'),
        eq(bookings.id, payments.bookingId),
        eq(bookings.status, 'pending'),
      ),
    )
    .returning({ id: bookings.id, couponId: bookings.couponId, userId: bookings.userId }),
);
/** …and its payment `authorised`. */
const markPaymentAuthorised = prepared('payment_mark_authorised', (db) =>
  db
    .update(payments)
    .set({ status: 'authorised', authorisedAt: sql`now()` })
    .where(and(eq(payments.id, sql.placeholder('paymentId')), eq(payments.status, 'authenticated')))
    .returning({ id: payments.id }),
);

/**
 * Step 1 of 03 §17: the bank holds the amount on an authenticated payment, then, in one
 * transaction, the payment becomes `authorised` and its booking `confirming` (the booking's lock
 * first, then the payment's: the one lock order), and a signed-in owner's coupon is spent. A coupon
 * that can no longer be spent makes the order step refuse, so the hold is voided.
 *
 * Answers the booking as the settlement reads it (`settlingOf`) when this call authorised it;
 * null when the bank refused (the payment failed with the bank's reason), the payment was not
 * authenticated any more, or the bank's answer was lost and its record shows no hold (the payment
 * stays authenticated for the sweeper to decide).
 */
export async function authorise(
  db: Db,
  bank: Bank,
  payment: { id: number; bookingId: number; reference: string; amount: number },
): Promise<Settling | null> {
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
  return markAuthorised(db, payment);
}

/**
 * The booking `confirming` with its order about to be placed (`placing`, 03 §17: written before the
 * supplier is asked) and the payment `authorised`, sent together with the read of the booking as
 * the settlement's first step needs it (one round trip for all three); then a coupon, if any, spent.
 */
async function markAuthorised(db: Db, payment: { id: number; bookingId: number }): Promise<Settling | null> {
  try {
    return await retryOnce(() =>
      transaction(db, async (tx) => {
        const [confirming, authorised, read] = await askedTogether(
          tx,
          () =>
            [
              markConfirming(tx).execute({ paymentId: payment.id }),
              markPaymentAuthorised(tx).execute({ paymentId: payment.id }),
              askSettling(tx, payment.bookingId),
            ] as const,
        );
        const [booking] = answerOf(confirming);
        if (!booking || answerOf(authorised).length === 0) throw new NotAuthenticated();
        const settling = settlingFrom(answerOf(read));
        if (!settling) throw new Error(`booking ${booking.id} authorised but not read`);
        if (booking.couponId === null) return settling;
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
        if (spent.length > 0) return settling;
        // Nothing may be ordered with a coupon that is gone: the order step refuses, and voids.
        const refusal = { supplierOrderStatus: 'refused', failureMessage: 'settle.coupon_invalid' };
        await tx.update(bookings).set(refusal).where(eq(bookings.id, booking.id));
        return { ...settling, booking: { ...settling.booking, ...refusal } };
      }),
    );
  } catch (err) {
    if (err instanceof NotAuthenticated) return null;
    throw err;
  }
}
