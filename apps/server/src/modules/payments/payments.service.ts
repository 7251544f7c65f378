import { setTimeout as sleep } from 'node:timers/promises';
import type { Language } from '@yolcu/contract';
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { retryOnce } from '../../lib/db-retry.js';
import type { Db } from '../../db/client.js';
import { prepared } from '../../db/prepared.js';
import { bookings, payments } from '../../db/schema.js';
import type { Bank } from '../../integrations/bank/bank.js';
import { translate } from '../../lib/i18n.js';
import type { BookingRow } from '../bookings/fulfilment.js';
import type { Settling } from '../bookings/settlement/context.js';
import type { Settlement } from '../bookings/settlement/settlement.js';
import { authorise } from '../bookings/settlement/steps/authorise.js';
import { failLockedPayment, failPayment, lockPayment } from './completion.js';

/** A bank page older than this is refused (the challenge has lapsed). */
export const PAYMENT_PAGE_MINUTES = 15;
export const MAX_CODE_ATTEMPTS = 3;
/** How often a code's answer reads a booking that another request is settling. */
const SETTLED_POLL_MS = 25;

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
      status: 'completed' | 'failed' | 'confirming';
      /** The payment's reference: a standalone page that is still confirming reloads itself. */
      reference: string;
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
    .returning({ payment: payments, booking: bookings }),
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
        inArray(payments.status, FINISHED_PAYMENT_STATES),
      ),
    )
    .returning({ payment: payments, booking: bookings }),
);

/** Payment states after the 3-D Secure step: the bank decided (03 §17). */
const FINISHED_PAYMENT_STATES = ['authorised', 'captured', 'voided', 'failed'];

/**
 * The finish page of a payment the bank decided: the booking being confirmed with the supplier
 * (authorised), its code and PNR (captured), or why it failed (refused, voided).
 */
function finishedState(
  row: { payment: Pick<typeof payments.$inferSelect, 'status' | 'failureMessage' | 'reference'>; booking: BookingRow },
  lang: Language,
): BankPageState {
  // Authenticated and still so after the bank was asked: the bank has not decided (iyzico's fraud
  // review, a lost answer); the booking waits, neither paid nor failed, and the sweeper asks again.
  const status =
    row.payment.status === 'captured'
      ? 'completed'
      : row.payment.status === 'authorised' || row.payment.status === 'authenticated'
        ? 'confirming'
        : 'failed';
  return {
    kind: 'finished',
    lang,
    status,
    reference: row.payment.reference,
    product: row.booking.product,
    sessionUnique: row.booking.sessionUnique,
    uniqueCode: row.booking.uniqueCode,
    pnr: status === 'completed' ? row.booking.pnr : null,
    message:
      status === 'failed'
        ? translate(lang, row.booking.failureMessage ?? row.payment.failureMessage ?? 'pay.failed')
        : '',
  };
}

/** The 3-D Secure step of a payment: show the challenge, check the code, let the bank decide, complete. */
export class PaymentFlow {
  constructor(
    private readonly db: Db,
    private readonly bank: Bank,
    private readonly settlement: Settlement,
    /** How long the bank code's answer waits for the booking to settle, and on a remote call (SETTLE_WAIT_MS, SETTLE_PATIENCE_MS). */
    private readonly wait: { settleMs: number; patienceMs: number },
    /** The code the test bank would send by SMS, shown on its page in test mode (null otherwise). */
    private readonly testCodeOf: ((reference: string) => Promise<string | null>) | null,
  ) {}

  private async load(reference: string) {
    const [row] = await paymentByReference(this.db).execute({ reference });
    return row;
  }

  private expired(createdAt: Date) {
    return Date.now() - createdAt.getTime() > PAYMENT_PAGE_MINUTES * 60_000;
  }

  /** The page to show now for this payment (GET). A lapsed pending payment fails here; an authenticated one is finished. */
  async view(reference: string, error: string | null = null, decided = false): Promise<BankPageState> {
    const row = await this.load(reference);
    if (!row) return { kind: 'not_found' };
    const lang = (row.booking.language === 'en' ? 'en' : 'tr') as Language;
    if (row.payment.status === 'pending' && this.expired(row.payment.createdAt)) {
      await failPayment(this.db, row.payment.id, 'pay.expired');
      return this.view(reference);
    }
    if (row.payment.status === 'authenticated' && !decided) {
      // The process stopped between the code and the bank's decision: take the decision now.
      await this.decide(row.payment);
      return this.view(reference, null, true);
    }
    if (row.payment.status === 'pending') {
      return {
        kind: 'challenge',
        lang,
        amount: row.payment.amount,
        cardBrand: row.payment.cardBrand,
        cardLast4: row.payment.cardLast4,
        testCode: this.testCodeOf ? await this.testCodeOf(reference) : null,
        error,
      };
    }
    await finishPageShown(this.db).execute({ bookingId: row.booking.id });
    return finishedState(row, lang);
  }

  /**
   * The page after a code or a cancel: usually the payment is over by now, and one statement reads
   * it and marks its finish page shown; otherwise the page as `view` finds it. A booking still
   * confirming is read again until `waitUntil` (the settlement may be run by another request or
   * instance: every code's answer waits alike).
   */
  private async after(reference: string, waitUntil = 0): Promise<BankPageState> {
    for (;;) {
      const [row] = await finishedByReference(this.db).execute({ reference });
      if (!row) return this.view(reference);
      const state = finishedState(row, (row.booking.language === 'en' ? 'en' : 'tr') as Language);
      const left = waitUntil - Date.now();
      if (state.kind !== 'finished' || state.status !== 'confirming' || left <= 0) return state;
      await sleep(Math.min(SETTLED_POLL_MS, left));
    }
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
    const waitUntil = Date.now() + this.wait.settleMs;
    const notBefore = new Date(Date.now() - PAYMENT_PAGE_MINUTES * 60_000).toISOString();
    // The bank's check of the code, before any lock (a remote call never waits inside a transaction).
    const valid = await this.bank.completeAuthentication({ reference, answer: { code } });
    const [opened] = valid ? await authenticateOpenByReference(this.db).execute({ reference, notBefore }) : [];
    const row = opened ?? (await this.load(reference));
    if (!row) return { kind: 'not_found' };
    const lang = (row.booking.language === 'en' ? 'en' : 'tr') as Language;
    const verdict = opened ? 'authenticated' : await this.checkCodeLocked(row.payment.id, valid);
    if (typeof verdict === 'number') return this.view(reference, translate(lang, `pay.wrong_code|${verdict}`));
    if (verdict === 'authenticated') {
      const confirming = await this.decide(row.payment, waitUntil);
      // A run that met a slow remote party answers "Confirming…" at once, from what it wrote (the
      // page reloads itself, and marks its finish page shown once the booking is settled).
      if (confirming?.payment) return finishedState({ booking: confirming.booking, payment: confirming.payment }, lang);
    }
    return this.after(reference, waitUntil);
  }

  /** The code under the payment's locks, which counts wrong codes one by one and fails a lapsed or spent payment. */
  private checkCodeLocked(paymentId: number, valid: boolean) {
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
        if (valid) {
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
   * The bank's decision on an authenticated payment (03 §17): a refusal fails it; an authorisation
   * makes the booking `confirming`, and its settlement runs, waited for up to SETTLE_WAIT_MS but
   * never on a slow remote party. Answers the booking as authorised when the wait ended before the
   * settlement did (it is still being confirmed); null otherwise.
   */
  private async decide(
    payment: { id: number; bookingId: number; reference: string; amount: number },
    waitUntil = 0,
  ): Promise<Settling | null> {
    const authorised = await authorise(this.db, this.bank, payment);
    if (authorised === null) return null;
    const wait = Math.max(0, waitUntil - Date.now());
    return (await this.settlement.afterAuthorised(authorised, wait, this.wait.patienceMs)) ? null : authorised;
  }

  /**
   * The sweeper's round: pending payments whose bank page has lapsed fail (so booking info stops
   * saying "pending"), and payments left authenticated by a stopped process are decided.
   */
  async sweep(): Promise<number> {
    const lapsed = await this.db
      .select({
        id: payments.id,
        bookingId: payments.bookingId,
        reference: payments.reference,
        status: payments.status,
        amount: payments.amount,
      })
      .from(payments)
      .where(
        sql`(${payments.status} = 'pending' and ${payments.createdAt} < now() - make_interval(mins => ${PAYMENT_PAGE_MINUTES}))
          or (${payments.status} = 'authenticated' and ${payments.createdAt} < now() - interval '1 minute')`,
      )
      .limit(500);
    for (const p of lapsed) {
      if (p.status === 'pending') await failPayment(this.db, p.id, 'pay.expired');
      else await this.decide(p);
    }
    return lapsed.length + (await this.settlement.sweep());
  }
}
