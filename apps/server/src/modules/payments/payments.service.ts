import type { Language } from '@yolcu/contract';
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { retryOnce } from '../../lib/db-retry.js';
import type { Db } from '../../db/client.js';
import { prepared } from '../../db/prepared.js';
import { bookings, payments } from '../../db/schema.js';
import type { Bank } from '../../integrations/bank/bank.js';
import { translate } from '../../lib/i18n.js';
import type { Mailer } from '../../mail/mailer.js';
import { passengersJson } from '../bookings/bookings.service.js';
import type { BookingRow, Fulfilment } from '../bookings/fulfilment.js';
import { completePayment, failLockedPayment, failPayment, type KnownBooking, lockPayment } from './completion.js';

/** A bank page older than this is refused (the challenge has lapsed). */
export const PAYMENT_PAGE_MINUTES = 15;
export const MAX_CODE_ATTEMPTS = 3;

const REFUSAL_MESSAGES = { declined: 'pay.declined', insufficient_funds: 'pay.insufficient_funds' } as const;

export type BankPageState =
  | { kind: 'not_found' }
  | {
      kind: 'challenge';
      lang: Language;
      amount: number;
      cardBrand: string | null;
      cardLast4: string;
      testCode: string | null;
      error: string | null;
    }
  | {
      kind: 'finished';
      lang: Language;
      status: 'completed' | 'failed';
      product: string;
      sessionUnique: string;
      uniqueCode: string;
      pnr: string | null;
      message: string;
    };

const paymentByReference = prepared('payment_by_reference', (db) =>
  db
    .select({ payment: payments, booking: bookings })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .where(eq(payments.reference, sql.placeholder('reference'))),
);
const finishPageShown = prepared('finish_page_shown', (db) =>
  db
    .update(bookings)
    .set({ finishPageShownAt: sql`coalesce(${bookings.finishPageShownAt}, now())` })
    .where(eq(bookings.id, sql.placeholder('bookingId'))),
);
/**
 * A right code on an open payment, in one statement: pending, tries left and not lapsed, found by
 * its reference and answered with its booking as `load` answers them (issue 21: one statement
 * instead of a read and an update). It takes only the payment's lock and waits for nothing after
 * it, so the booking-then-payment order holds.
 */
const authenticateOpenByReference = prepared('payment_authenticate_open_by_reference', (db) =>
  db
    .update(payments)
    .set({ status: 'authenticated' })
    .from(bookings)
    .where(
      and(
        eq(bookings.id, payments.bookingId),
        eq(payments.reference, sql.placeholder('reference')),
        eq(payments.status, 'pending'),
        lt(payments.attempts, MAX_CODE_ATTEMPTS),
        gte(payments.createdAt, sql`${sql.placeholder('notBefore')}::timestamptz`),
      ),
    )
    .returning({ payment: payments, booking: bookings, passengers: passengersJson }),
);
/** A finished payment's booking, marked as shown its finish page, in one statement; no row while it is open. */
const finishedByReference = prepared('finished_by_reference', (db) =>
  db
    .update(bookings)
    .set({ finishPageShownAt: sql`coalesce(${bookings.finishPageShownAt}, now())` })
    .from(payments)
    .where(
      and(
        eq(payments.bookingId, bookings.id),
        eq(payments.reference, sql.placeholder('reference')),
        inArray(payments.status, ['completed', 'failed']),
      ),
    )
    .returning({ payment: payments, booking: bookings }),
);

/** The finish page of a payment that is over: the booking's code and PNR, or why it failed. */
function finishedState(
  row: { payment: Pick<typeof payments.$inferSelect, 'status' | 'failureMessage'>; booking: BookingRow },
  lang: Language,
): BankPageState {
  const completed = row.payment.status === 'completed';
  return {
    kind: 'finished',
    lang,
    status: completed ? 'completed' : 'failed',
    product: row.booking.product,
    sessionUnique: row.booking.sessionUnique,
    uniqueCode: row.booking.uniqueCode,
    pnr: completed ? row.booking.pnr : null,
    message: completed ? '' : translate(lang, row.payment.failureMessage ?? 'pay.failed'),
  };
}

/** The 3-D Secure step of a payment: show the challenge, check the code, let the bank decide, complete. */
export class PaymentFlow {
  constructor(
    private readonly db: Db,
    private readonly bank: Bank,
    private readonly mailer: Mailer,
    private readonly fulfilments: Record<string, Fulfilment>,
    private readonly testMode: boolean,
  ) {}

  private async load(reference: string) {
    const [row] = await paymentByReference(this.db).execute({ reference });
    return row;
  }

  private expired(createdAt: Date) {
    return Date.now() - createdAt.getTime() > PAYMENT_PAGE_MINUTES * 60_000;
  }

  /** The page to show now for this payment (GET). A lapsed pending payment fails here; an authenticated one is finished. */
  async view(reference: string, error: string | null = null): Promise<BankPageState> {
    const row = await this.load(reference);
    if (!row) return { kind: 'not_found' };
    const lang = (row.booking.language === 'en' ? 'en' : 'tr') as Language;
    if (row.payment.status === 'pending' && this.expired(row.payment.createdAt)) {
      await failPayment(this.db, row.payment.id, 'pay.expired');
      return this.view(reference);
    }
    if (row.payment.status === 'authenticated') {
      // The process stopped between the code and the bank's decision: take the decision now.
      await this.decide(row.payment.id, reference);
      return this.view(reference);
    }
    if (row.payment.status === 'pending') {
      return {
        kind: 'challenge',
        lang,
        amount: row.payment.amount,
        cardBrand: row.payment.cardBrand,
        cardLast4: row.payment.cardLast4,
        testCode: this.testMode ? await this.bank.testCode(this.db, reference) : null,
        error,
      };
    }
    await finishPageShown(this.db).execute({ bookingId: row.booking.id });
    return finishedState(row, lang);
  }

  /**
   * The page after a code or a cancel: usually the payment is over by now, and one statement reads
   * it and marks its finish page shown; otherwise the page as `view` finds it.
   */
  private async after(reference: string): Promise<BankPageState> {
    const [row] = await finishedByReference(this.db).execute({ reference });
    if (!row) return this.view(reference);
    return finishedState(row, (row.booking.language === 'en' ? 'en' : 'tr') as Language);
  }

  async cancel(reference: string): Promise<BankPageState> {
    const row = await this.load(reference);
    if (row?.payment.status === 'pending') await failPayment(this.db, row.payment.id, 'pay.cancelled');
    return this.after(reference);
  }

  /**
   * The cardholder's code, checked under the payment's lock (booking, then payment), so codes that
   * arrive at once are counted one by one: the third wrong one fails the payment, and a right one
   * after it finds the payment failed. A right code moves the payment to authenticated; the bank
   * then decides, and an approval completes the booking (once, however often the code arrives).
   */
  async submitCode(reference: string, code: string): Promise<BankPageState> {
    // The usual case first: a right code on an open payment, authenticated as it is read. Anything
    // else (a wrong code, a lapsed or spent payment, codes racing) is sorted out under the locks below.
    const notBefore = new Date(Date.now() - PAYMENT_PAGE_MINUTES * 60_000).toISOString();
    const [opened] = (await this.bank.verifyCode(this.db, reference, code.trim()))
      ? await authenticateOpenByReference(this.db).execute({ reference, notBefore })
      : [];
    const row = opened ?? (await this.load(reference));
    if (!row) return { kind: 'not_found' };
    const lang = (row.booking.language === 'en' ? 'en' : 'tr') as Language;
    const paymentId = row.payment.id;
    const verdict = opened ? 'authenticated' : await this.checkCodeLocked(reference, paymentId, code);
    if (typeof verdict === 'number') return this.view(reference, translate(lang, `pay.wrong_code|${verdict}`));
    if (verdict === 'authenticated') {
      // Completed here, the answer is its finish page, marked shown by the completion itself.
      const known = { booking: row.booking, passengers: opened?.passengers };
      const booking = await this.decide(paymentId, reference, known, true);
      if (booking) return finishedState({ payment: { status: 'completed', failureMessage: null }, booking }, lang);
    }
    return this.after(reference);
  }

  /** The code under the payment's locks, which counts wrong codes one by one and fails a lapsed or spent payment. */
  private checkCodeLocked(reference: string, paymentId: number, code: string) {
    return retryOnce(() =>
      this.db.transaction(async (tx): Promise<'over' | 'authenticated' | number> => {
        const payment = await lockPayment(tx, paymentId);
        if (payment?.status === 'authenticated') return 'authenticated';
        if (payment?.status !== 'pending') return 'over';
        if (this.expired(payment.createdAt)) {
          await failLockedPayment(tx, paymentId, 'pay.expired');
          return 'over';
        }
        if (payment.attempts >= MAX_CODE_ATTEMPTS) {
          await failLockedPayment(tx, paymentId, 'pay.wrong_code_final');
          return 'over';
        }
        if (await this.bank.verifyCode(tx, reference, code.trim())) {
          await tx.update(payments).set({ status: 'authenticated' }).where(eq(payments.id, paymentId));
          return 'authenticated';
        }
        const attempts = payment.attempts + 1;
        await tx.update(payments).set({ attempts }).where(eq(payments.id, paymentId));
        if (attempts >= MAX_CODE_ATTEMPTS) {
          await failLockedPayment(tx, paymentId, 'pay.wrong_code_final');
          return 'over';
        }
        return MAX_CODE_ATTEMPTS - attempts;
      }),
    );
  }

  /**
   * The bank's decision on an authenticated payment: a refusal fails it, an approval completes the
   * booking. Answers the booking when this call completed it.
   */
  private async decide(
    paymentId: number,
    reference: string,
    known?: KnownBooking,
    finishPageShown = false,
  ): Promise<BookingRow | null> {
    const decision = await this.bank.authorise(this.db, reference);
    if (decision.approved)
      return completePayment(this.db, this.mailer, this.fulfilments, paymentId, known, finishPageShown);
    await failPayment(this.db, paymentId, REFUSAL_MESSAGES[decision.reason]);
    return null;
  }

  /**
   * The sweeper's round: pending payments whose bank page has lapsed fail (so booking info stops
   * saying "pending"), and payments left authenticated by a stopped process are decided.
   */
  async sweep(): Promise<number> {
    const lapsed = await this.db
      .select({ id: payments.id, reference: payments.reference, status: payments.status })
      .from(payments)
      .where(
        sql`(${payments.status} = 'pending' and ${payments.createdAt} < now() - make_interval(mins => ${PAYMENT_PAGE_MINUTES}))
          or (${payments.status} = 'authenticated' and ${payments.createdAt} < now() - interval '1 minute')`,
      )
      .limit(500);
    for (const p of lapsed) {
      if (p.status === 'pending') await failPayment(this.db, p.id, 'pay.expired');
      else await this.decide(p.id, p.reference);
    }
    return lapsed.length;
  }
}
