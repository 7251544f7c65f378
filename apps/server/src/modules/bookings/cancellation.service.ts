import type { CancellationQuote, CancellationResult, KeptReason, Language } from '@yolcu/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bookings, cancellationQuotes, coupons, notifications, payments, refunds, tickets } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { OutcomeUnknown } from '../../integrations/faults.js';
import { retryOnce } from '../../lib/db-retry.js';
import { translate } from '../../lib/i18n.js';
import { sha256, sixDigitCode } from '../../lib/secrets.js';
import { handOver, type Mailer } from '../../mail/mailer.js';
import { queueMail } from '../../mail/outbox-sender.js';
import { cancellationCodeMail } from '../../mail/templates.js';
import { formatLira, round2 } from '../../lib/money.js';
import { newBookingCode } from './booking-identity.js';
import { checkCode, storeCode } from './cancellation-codes.js';
import { bookingByCode, passengersOf } from './bookings.service.js';
import type { BookingRow, Fulfilment } from './fulfilment.js';
import type { RefundDesk } from './settlement/steps/refund.js';

/** 03 §13: a quote holds 10 minutes. The mailed code's bounds are in cancellation-codes.ts. */
export const QUOTE_TTL_MS = 10 * 60_000;

/** Who is asking: the signed-in user, if any, and the code they typed, if any. */
export interface Caller {
  userId: number | null;
  code?: string | undefined;
  /**
   * A member of staff acting for the traveller (03 §20): their signed-in, audited action stands in
   * for the mailed code; `record` writes the audit entry in the transaction that cancels.
   */
  staff?: { record: (tx: Db, change: StaffCancellation) => Promise<void> } | undefined;
}
/** What a staff cancellation changed, for its audit entry. */
export interface StaffCancellation {
  bookingId: number;
  quoteId: string;
  refundId: number | null;
  refundAmount: number;
}

const refused = (status: 400 | 403 | 409, code: string) => AppError.refused(status, `cancel.${code}`, code);

/**
 * What a supplier's own refund keeps of the price: the rest of the fare, as the fare's penalty when
 * something comes back, as a fare that refunds nothing when nothing does.
 */
function supplierKept(price: number, refundable: number): Array<{ reason: KeptReason; amount: number }> {
  const amount = round2(price - refundable);
  if (amount <= 0) return [];
  return [{ reason: refundable > 0 ? 'fare_penalty' : 'non_refundable', amount }];
}

/**
 * Cancellation and refund of a completed booking (03 §13, §17), for every product: a code by mail
 * for anyone but the signed-in owner, a quote (the supplier's and ours) that changes nothing, and a
 * confirmation that cancels at the supplier first, then cancels here, voids the tickets, writes a
 * pending refund and returns a coupon in one transaction under the booking's lock (however many
 * confirmations race, one does it), and after the commit pays the refund back through the bank.
 */
/** How long after its newest quote lapsed a cancellation left `cancelling` is taken as half-done. */
const HALF_DONE_AFTER_MS = 5 * 60_000;

export class CancellationDesk {
  constructor(
    private readonly db: Db,
    private readonly refunds: RefundDesk,
    private readonly mailer: Mailer,
    private readonly fulfilmentOf: (product: string) => Fulfilment | undefined,
  ) {}

  /**
   * Mails a 6-digit code to the booking's contact address; a new one replaces the old, within the
   * day's bounds of cancellation-codes.ts. The code and its mail are written in one transaction, so
   * a mail that could not be queued spends none of the day's codes.
   */
  async sendCode(product: string, uniqueCode: string) {
    const booking = await this.cancellable(product, uniqueCode);
    const code = sixDigitCode();
    const lang: Language = booking.language === 'en' ? 'en' : 'tr';
    const message = await cancellationCodeMail(lang, booking.email, code, booking.pnr ?? '');
    const outboxId = await this.db.transaction(async (tx) => {
      const refusal = await storeCode(tx, booking.id, sha256(code));
      if (refusal) throw new AppError(429, `cancel.${refusal}`, undefined, refusal);
      return queueMail(tx, message, this.mailer);
    });
    await handOver(this.mailer, outboxId, message);
  }

  /** The quote of 03 §13: what would come back now, to which card, until when. Nothing changes. */
  async quote(product: string, uniqueCode: string, caller: Caller, lang: Language): Promise<CancellationQuote> {
    const booking = await this.cancellable(product, uniqueCode);
    await this.checkCaller(booking, caller);
    const now = Date.now();
    const fulfilment = this.fulfilment(product);
    const terms = await fulfilment.refundTerms(this.db, booking, now);
    if (!terms) throw refused(400, 'departed');
    // The supplier's own quote: for a real supplier its figure is the truth (03 §17).
    const supplierQuote = booking.supplierOrderRef
      ? await this.remote(() => fulfilment.supplier.cancellationQuote(booking.supplierOrderRef!))
      : null;
    const paid = booking.total;
    const supplierRefund = supplierQuote?.refundAmount ?? null;
    // The price before a coupon: what the supplier's figure is set against.
    const price = round2(paid + booking.discount);
    const refundable = supplierRefund === null ? terms.refundable : round2(Math.min(price, supplierRefund));
    const refund = round2(Math.min(paid, Math.max(0, refundable - booking.discount)));
    // With the supplier's figure, what is kept is the price less that figure (issue 38), told as one
    // line; our own rules' split would tell another story.
    const kept: Array<{ reason: KeptReason; amount: number }> =
      supplierRefund === null ? [...terms.kept] : supplierKept(price, refundable);
    // A coupon comes back as a coupon: the part of it the refund cannot absorb is not kept twice.
    const couponBack = round2(Math.max(0, booking.discount - refundable));
    if (couponBack > 0) kept.push({ reason: 'coupon', amount: -couponBack });
    const [payment] = await this.completedPayment(this.db, booking.id);
    const id = newBookingCode();
    const expiresAt = new Date(Math.min(now + QUOTE_TTL_MS, terms.deadline));
    await this.db.insert(cancellationQuotes).values({
      id,
      bookingId: booking.id,
      refundAmount: refund,
      penaltyAmount: round2(paid - refund),
      kept,
      expiresAt,
      supplierQuoteRef: supplierQuote?.ref ?? null,
    });
    return {
      id,
      refund_amount: refund,
      penalty_amount: round2(paid - refund),
      refund_currency: 'TRY',
      refund_to: 'card',
      card_last4: payment?.cardLast4 ?? '',
      expires_at: expiresAt.toISOString(),
      expires_in_seconds: Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000)),
      paid_amount: paid,
      kept: kept.map((k) => ({
        ...k,
        description: translate(lang, `cancel.kept_${k.reason}|${formatLira(lang, Math.abs(k.amount))}`),
      })),
      coupon_returned: booking.couponId !== null,
    };
  }

  /** Confirms the booking's newest quote: cancels and refunds once, however often or at once it is called. */
  async confirm(product: string, uniqueCode: string, quoteId: string, caller: Caller): Promise<CancellationResult> {
    const found = await bookingByCode(this.db, uniqueCode, product);
    if (!found) throw AppError.notFound();
    await this.checkCaller(found, caller);
    const fulfilment = this.fulfilment(product);
    if (found.status === 'completed') await this.cancelAtSupplier(found, quoteId, fulfilment);
    return this.finishCancellation(found, quoteId, fulfilment, false, caller.staff);
  }

  /**
   * Our half of a cancellation the supplier confirmed: the booking cancelled with its tickets
   * voided, the quote confirmed, a coupon given back, the refund written (paid after the commit),
   * the mail and notification, in one transaction. `lapsedOk`: the sweeper finishes a quote the
   * traveller confirmed in time, whatever its age now.
   */
  private async finishCancellation(
    found: BookingRow,
    quoteId: string,
    fulfilment: Fulfilment,
    lapsedOk = false,
    staff?: Caller['staff'],
  ): Promise<CancellationResult> {
    const done = await retryOnce(() =>
      this.db.transaction(async (tx) => {
        const [booking] = await tx.select().from(bookings).where(eq(bookings.id, found.id)).for('update');
        if (!booking) throw AppError.notFound();
        if (booking.status === 'cancelled') {
          const [refund] = await tx.select().from(refunds).where(eq(refunds.bookingId, booking.id));
          if (refund?.quoteId === quoteId)
            return { amount: refund.amount, mail: null, cancelled: null, refundId: null };
          throw refused(400, 'already_cancelled');
        }
        if (booking.status !== 'completed') throw refused(400, 'not_cancellable');
        const newest = await liveQuote(tx, booking.id, quoteId, lapsedOk);

        const now = new Date();
        await tx
          .update(bookings)
          .set({ status: 'cancelled', cancelledAt: now, supplierOrderStatus: 'cancelled' })
          .where(eq(bookings.id, booking.id));
        await tx.update(tickets).set({ voidedAt: now }).where(eq(tickets.bookingId, booking.id));
        await tx.update(cancellationQuotes).set({ confirmedAt: now }).where(eq(cancellationQuotes.id, newest.id));
        if (booking.couponId !== null)
          await tx.update(coupons).set({ usedAt: null }).where(eq(coupons.id, booking.couponId));

        const [payment] = await this.completedPayment(tx, booking.id);
        if (!payment) throw new Error(`completed booking ${booking.id} has no completed payment`);
        const amount = newest.refundAmount;
        const [refund] = await tx
          .insert(refunds)
          .values({
            bookingId: booking.id,
            paymentId: payment.id,
            quoteId,
            amount,
            status: amount > 0 ? 'pending' : 'none',
          })
          .returning({ id: refunds.id });

        const cancelled: BookingRow = { ...booking, status: 'cancelled', cancelledAt: now };
        const notice = { amount, cardLast4: payment.cardLast4 };
        const message = await fulfilment.cancellationMail(tx, cancelled, await passengersOf(tx, booking.id), notice);
        const outboxId = await queueMail(tx, message, this.mailer);
        if (booking.userId !== null)
          await tx
            .insert(notifications)
            .values({ userId: booking.userId, ...fulfilment.cancellationNotification(cancelled, notice) });
        await staff?.record(tx, { bookingId: booking.id, quoteId, refundId: refund!.id, refundAmount: amount });
        return { amount, mail: { outboxId, message }, cancelled, refundId: amount > 0 ? refund!.id : null };
      }),
    );
    if (done.refundId) this.refunds.start(done.refundId);
    if (done.cancelled) await fulfilment.inventoryChanged?.(this.db, done.cancelled);
    if (done.mail) await handOver(this.mailer, done.mail.outboxId, done.mail.message);
    return { status: 'cancelled', refund_amount: done.amount, refund_currency: 'TRY' };
  }

  /**
   * The supplier's cancellation, before ours (03 §17): `cancelling` is written first, then the
   * supplier confirms its quote (cancelling twice answers as once). A quote that is not the newest
   * or has lapsed is refused here, before the supplier is asked; a supplier that refuses or does
   * not answer leaves the booking as it was.
   */
  private async cancelAtSupplier(booking: BookingRow, quoteId: string, fulfilment: Fulfilment) {
    const newest = await liveQuote(this.db, booking.id, quoteId);
    if (!booking.supplierOrderRef) return;
    const setOrder = (from: string, to: string) =>
      this.db
        .update(bookings)
        .set({ supplierOrderStatus: to })
        .where(
          and(eq(bookings.id, booking.id), eq(bookings.status, 'completed'), eq(bookings.supplierOrderStatus, from)),
        );
    await setOrder('confirmed', 'cancelling');
    const { cancelled } = await this.remote(() =>
      fulfilment.supplier.confirmCancellation(booking.supplierOrderRef!, newest.supplierQuoteRef ?? ''),
    );
    if (!cancelled) {
      await setOrder('cancelling', 'confirmed');
      throw refused(409, 'supplier_refused');
    }
  }

  /**
   * Cancellations left half-done (03 §17): `cancelling` was written and the supplier asked, but our
   * half never committed (the process stopped, or the quote lapsed in between). Once the newest
   * quote has been lapsed for a while (no request of the traveller's can still be under way), the
   * supplier's record decides: an order it cancelled is cancelled here too, with the refund of the
   * quote the traveller confirmed; an order it kept is the traveller's booking again. A supplier
   * that does not answer is asked again on the next round. Answers how many were settled.
   */
  async sweep(): Promise<number> {
    const stale = await this.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.status, 'completed'), eq(bookings.supplierOrderStatus, 'cancelling')))
      .limit(100);
    let settled = 0;
    for (const booking of stale) {
      const quote = await newestQuote(this.db, booking.id);
      if (quote && quote.expiresAt.getTime() > Date.now() - HALF_DONE_AFTER_MS) continue;
      const fulfilment = this.fulfilment(booking.product);
      const order = await fulfilment.supplier.lookupOrder(booking.uniqueCode).catch(() => undefined);
      if (order === undefined) continue;
      if (order?.status === 'cancelled' && quote) await this.finishCancellation(booking, quote.id, fulfilment, true);
      else
        await this.db
          .update(bookings)
          .set({ supplierOrderStatus: 'confirmed' })
          .where(and(eq(bookings.id, booking.id), eq(bookings.supplierOrderStatus, 'cancelling')));
      settled++;
    }
    return settled;
  }

  /** A supplier call whose answer did not come is a 503 the traveller may try again (nothing changed here). */
  private async remote<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (err) {
      if (err instanceof OutcomeUnknown)
        throw new AppError(503, 'cancel.supplier_unavailable', undefined, 'supplier_unavailable');
      throw err;
    }
  }

  /** A completed booking of the product by its code; a cancelled one answers 400 (03 §13). */
  private async cancellable(product: string, uniqueCode: string) {
    const booking = await bookingByCode(this.db, uniqueCode, product);
    if (!booking) throw AppError.notFound();
    if (booking.status === 'cancelled') throw refused(400, 'already_cancelled');
    if (booking.status !== 'completed') throw refused(400, 'not_cancellable');
    return booking;
  }

  /**
   * The signed-in owner needs no code; anyone else needs the live code mailed to the booking. A
   * guess is checked and counted in one conditional update, so parallel guesses cannot exceed the
   * day's tries; once they are spent even the right code is refused until the day is over.
   */
  private async checkCaller(booking: BookingRow, caller: Caller) {
    if (caller.staff) return;
    if (booking.userId !== null && caller.userId === booking.userId) return;
    if (!caller.code) throw refused(403, 'code_required');
    const refusal = await checkCode(this.db, booking.id, sha256(caller.code));
    if (refusal) throw refused(403, refusal);
  }

  private completedPayment(db: Db, bookingId: number) {
    return db
      .select()
      .from(payments)
      .where(and(eq(payments.bookingId, bookingId), eq(payments.status, 'captured')))
      .orderBy(desc(payments.id))
      .limit(1);
  }

  private fulfilment(product: string) {
    const f = this.fulfilmentOf(product);
    if (!f) throw AppError.notFound();
    return f;
  }
}

/** The booking's newest quote. */
async function newestQuote(db: Db, bookingId: number) {
  const [newest] = await db
    .select()
    .from(cancellationQuotes)
    .where(eq(cancellationQuotes.bookingId, bookingId))
    .orderBy(desc(cancellationQuotes.createdAt))
    .limit(1);
  return newest;
}

/**
 * The booking's newest quote when it is `quoteId` and has not lapsed (or may have: `lapsedOk`);
 * 400 `quote_lapsed` otherwise.
 */
async function liveQuote(db: Db, bookingId: number, quoteId: string, lapsedOk = false) {
  const newest = await newestQuote(db, bookingId);
  if (!newest || newest.id !== quoteId || (!lapsedOk && newest.expiresAt.getTime() <= Date.now()))
    throw refused(400, 'quote_lapsed');
  return newest;
}

/** What a cancelled booking's detail says of its refund (03 §13); null for any other booking. */
export async function refundOf(db: Db, booking: BookingRow) {
  if (booking.status !== 'cancelled') return null;
  const [row] = await db
    .select({ refund: refunds, cardLast4: payments.cardLast4 })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(eq(refunds.bookingId, booking.id));
  return {
    amount: row?.refund.amount ?? 0,
    currency: 'TRY' as const,
    status: (row?.refund.status ?? 'none') as 'refunded' | 'pending' | 'none',
    refunded_at: row?.refund.refundedAt?.toISOString() ?? null,
    card_last4: row?.cardLast4 ?? null,
    cancelled_at: booking.cancelledAt?.toISOString() ?? null,
  };
}
