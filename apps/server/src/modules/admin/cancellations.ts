import type { Language } from '@yolcu/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { bookings, refunds } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { CancellationDesk } from '../bookings/cancellation.service.js';
import { audited } from './audit.js';
import type { StaffMember } from './staff-guard.js';

/**
 * Cancel and refund from the console (issue 40, 03 §13, §17, §20): the traveller's own
 * `CancellationDesk` (quote, supplier first, then ours in one transaction, refund paid after the
 * commit). The signed-in, audited staff action stands in for the mailed code; the audit entry is
 * written in the transaction that cancels.
 */
export function consoleCancellations(app: FastifyInstance) {
  const { db } = app.database;
  const desk = new CancellationDesk(db, app.refundDesk, app.mailer, (p) => app.products[p]?.fulfilment);

  async function bookingOf(code: string) {
    const [booking] = await db.select().from(bookings).where(eq(bookings.uniqueCode, code));
    if (!booking) throw AppError.notFound();
    return booking;
  }
  const staffCaller = (record: NonNullable<Parameters<CancellationDesk['confirm']>[3]['staff']>['record']) => ({
    userId: null,
    staff: { record },
  });

  return {
    async quote(code: string, lang: Language) {
      const booking = await bookingOf(code);
      // A quote changes nothing: no audit entry (the cancellation that confirms it has one).
      return desk.quote(
        booking.product,
        code,
        staffCaller(async () => {}),
        lang,
      );
    },

    async cancel(member: StaffMember, code: string, quoteId: string, reason: string) {
      const booking = await bookingOf(code);
      return desk.confirm(
        booking.product,
        code,
        quoteId,
        staffCaller((tx, change) =>
          audited(
            tx,
            member,
            'booking.cancel',
            { type: 'booking', id: change.bookingId },
            { status: booking.status },
            {
              status: 'cancelled',
              quote_id: change.quoteId,
              refund_id: change.refundId,
              refund_amount: change.refundAmount,
              reason,
            },
          ),
        ),
      );
    },

    /**
     * A refund left pending, paid now through the same `RefundDesk.pay` as its job. The bank call
     * runs outside any transaction; the audit entry is written right after, in its own, with the
     * outcome (the refund's state change is `pay`'s own conditional update).
     */
    async retryRefund(member: StaffMember, code: string) {
      const booking = await bookingOf(code);
      const [before] = await db.select().from(refunds).where(eq(refunds.bookingId, booking.id));
      if (before?.status !== 'pending') throw AppError.conflict('admin.no_pending_refund');
      await app.refundDesk.pay(before.id).catch((err) => {
        app.log.warn({ err }, 'refund retried from the console failed');
        return false;
      });
      const [after] = await db.select().from(refunds).where(eq(refunds.id, before.id));
      await db.transaction((tx) =>
        audited(
          tx,
          member,
          'refund.retry',
          { type: 'refund', id: before.id },
          { status: before.status, attempts: before.attempts },
          { status: after!.status, attempts: after!.attempts, booking: code },
        ),
      );
      return {
        refund_id: before.id,
        amount: before.amount,
        status: after!.status as 'refunded' | 'pending',
        attempts: after!.attempts,
      };
    },
  };
}
