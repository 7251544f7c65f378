import type { Language } from '@yolcu/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bookings, payments } from '../../db/schema.js';
import type { Bank } from '../../integrations/bank/bank.js';
import { translate } from '../../lib/i18n.js';
import type { Mailer } from '../../mail/mailer.js';
import type { Fulfilment } from '../bookings/fulfilment.js';
import { completePayment, failPayment } from './completion.js';

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
      pnr: string | null;
      message: string;
    };

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
    const [row] = await this.db
      .select({ payment: payments, booking: bookings })
      .from(payments)
      .innerJoin(bookings, eq(bookings.id, payments.bookingId))
      .where(eq(payments.reference, reference));
    return row;
  }

  private expired(createdAt: Date) {
    return Date.now() - createdAt.getTime() > PAYMENT_PAGE_MINUTES * 60_000;
  }

  /** The page to show now for this payment (GET). A lapsed pending payment fails here. */
  async view(reference: string, error: string | null = null): Promise<BankPageState> {
    const row = await this.load(reference);
    if (!row) return { kind: 'not_found' };
    const lang = (row.booking.language === 'en' ? 'en' : 'tr') as Language;
    if (row.payment.status === 'pending' && this.expired(row.payment.createdAt)) {
      await failPayment(this.db, row.payment.id, 'pay.expired');
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
    await this.db
      .update(bookings)
      .set({ finishPageShownAt: sql`coalesce(${bookings.finishPageShownAt}, now())` })
      .where(eq(bookings.id, row.booking.id));
    const completed = row.payment.status === 'completed';
    return {
      kind: 'finished',
      lang,
      status: completed ? 'completed' : 'failed',
      product: row.booking.product,
      sessionUnique: row.booking.sessionUnique,
      pnr: completed ? row.booking.pnr : null,
      message: completed ? '' : translate(lang, row.payment.failureMessage ?? 'pay.failed'),
    };
  }

  async cancel(reference: string): Promise<BankPageState> {
    const row = await this.load(reference);
    if (row) await failPayment(this.db, row.payment.id, 'pay.cancelled');
    return this.view(reference);
  }

  /**
   * The cardholder's code. Right: the bank decides, and an approval completes the booking (once,
   * however many times or at once the code arrives). Wrong three times: the payment fails.
   */
  async submitCode(reference: string, code: string): Promise<BankPageState> {
    const row = await this.load(reference);
    if (!row) return { kind: 'not_found' };
    if (row.payment.status !== 'pending' || this.expired(row.payment.createdAt)) return this.view(reference);
    const lang = (row.booking.language === 'en' ? 'en' : 'tr') as Language;

    if (!(await this.bank.verifyCode(this.db, reference, code.trim()))) {
      const [counted] = await this.db
        .update(payments)
        .set({ attempts: sql`${payments.attempts} + 1` })
        .where(and(eq(payments.id, row.payment.id), eq(payments.status, 'pending')))
        .returning({ attempts: payments.attempts });
      if (!counted) return this.view(reference);
      if (counted.attempts >= MAX_CODE_ATTEMPTS) {
        await failPayment(this.db, row.payment.id, 'pay.wrong_code_final');
        return this.view(reference);
      }
      return this.view(reference, translate(lang, `pay.wrong_code|${MAX_CODE_ATTEMPTS - counted.attempts}`));
    }

    const decision = await this.bank.authorise(this.db, reference);
    if (!decision.approved) await failPayment(this.db, row.payment.id, REFUSAL_MESSAGES[decision.reason]);
    else await completePayment(this.db, this.mailer, this.fulfilments, row.payment.id);
    return this.view(reference);
  }
}
