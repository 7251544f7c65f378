import type { Language } from '@yolcu/contract';
import { and, eq, sql } from 'drizzle-orm';
import { answerOf, askedTogether, transaction } from '../../../../db/transaction.js';
import { bookings, coupons, payments } from '../../../../db/schema.js';
import { handOver } from '../../../../mail/mailer.js';
import { queueMail } from '../../../../mail/outbox-sender.js';
import { bookingFailedMail } from '../../../../mail/templates.js';
import { reportBookingOutcome } from '../../../../observability/booking-outcomes.js';
import type { SettlementContext, Settling } from '../context.js';
import { remoteCall } from '../patience.js';

/**
 * Step 3' of 03 §17: the supplier refused, so the amount held is released; then, in one
 * transaction, the payment becomes `voided`, the booking `failed` with a message that says the card
 * was not charged, its coupon comes back, and a mail says so. Voiding twice releases once.
 */
export async function voidPayment(ctx: SettlementContext, settling: Settling): Promise<void> {
  const { booking, payment, passengers } = settling;
  if (payment?.status === 'authorised')
    await remoteCall(settling.patience, ctx.bank.void({ reference: payment.reference }));
  const lang: Language = booking.language === 'en' ? 'en' : 'tr';
  const reasonKey = booking.failureMessage ?? 'settle.refused';
  const first = passengers[0];
  const message = await bookingFailedMail(lang, booking.email, first?.name ?? '', {
    reasonKey,
    cardLast4: payment?.cardLast4 ?? '',
    searchUrl: `${ctx.publicUrl}/${booking.product === 'transfer' ? 'transfer' : 'flight'}/`,
  });
  const outboxId = await transaction(ctx.db, async (tx) => {
    const [failed, voided] = await askedTogether(
      tx,
      () =>
        [
          tx
            .update(bookings)
            .set({ status: 'failed', failureMessage: reasonKey })
            .where(and(eq(bookings.id, booking.id), eq(bookings.status, 'confirming')))
            .returning({ id: bookings.id })
            .execute(),
          payment
            ? tx
                .update(payments)
                .set({ status: 'voided', voidedAt: sql`now()`, finishedAt: sql`now()`, failureMessage: reasonKey })
                .where(and(eq(payments.id, payment.id), eq(payments.status, 'authorised')))
                .execute()
            : null,
        ] as const,
    );
    answerOf(voided);
    if (answerOf(failed).length === 0) return null;
    // A coupon spent on the authorisation is the owner's again (not one that could not be spent).
    if (booking.couponId !== null && reasonKey !== 'settle.coupon_invalid')
      await tx.update(coupons).set({ usedAt: null }).where(eq(coupons.id, booking.couponId));
    return queueMail(tx, message, ctx.mailer);
  });
  if (outboxId === null) return;
  reportBookingOutcome(booking.product, 'failed');
  await handOver(ctx.mailer, outboxId, message);
}
