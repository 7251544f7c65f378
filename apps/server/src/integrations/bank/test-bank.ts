import { randomInt, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { prepared } from '../../db/prepared.js';
import { bankChallenges, bankRefunds } from '../../db/schema.js';
import type { Bank, BankRefusal, CardDetails } from './bank.js';

/** Test cards of 03 §7: these two are refused, every other valid number is approved. */
const REFUSED_CARDS: Record<string, BankRefusal> = {
  '4000000000000002': 'declined',
  '4000000000009995': 'insufficient_funds',
};

const challengeOf = prepared('test_bank_challenge', (db) =>
  db
    .select({ code: bankChallenges.code, decision: bankChallenges.decision })
    .from(bankChallenges)
    .where(eq(bankChallenges.reference, sql.placeholder('reference'))),
);

/**
 * The built-in test bank (PAYMENT_MODE=test). Like an issuer, it takes its decision on the card
 * when the card is presented and keeps only that decision and the one-time code, never the number.
 */
export class TestBank implements Bank {
  async openChallenge(db: Db, input: { reference: string; amount: number; card: CardDetails }) {
    const digits = input.card.number.replace(/\D/g, '');
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await db
      .insert(bankChallenges)
      .values({ reference: input.reference, code, decision: REFUSED_CARDS[digits] ?? 'approved' });
  }

  async testCode(db: Db, reference: string) {
    const [row] = await challengeOf(db).execute({ reference });
    return row?.code ?? null;
  }

  async verifyCode(db: Db, reference: string, code: string) {
    const expected = await this.testCode(db, reference);
    if (!expected || !/^\d{6}$/.test(code)) return false;
    return timingSafeEqual(Buffer.from(expected), Buffer.from(code));
  }

  async authorise(db: Db, reference: string) {
    const [row] = await challengeOf(db).execute({ reference });
    if (row?.decision === 'approved') return { approved: true } as const;
    return { approved: false, reason: (row?.decision ?? 'declined') as BankRefusal } as const;
  }

  /** The test bank refunds at once and keeps the refund in its own records. */
  async refund(db: Db, input: { reference: string; amount: number }) {
    const [row] = await db
      .insert(bankRefunds)
      .values({ paymentReference: input.reference, amount: input.amount })
      .returning({ at: bankRefunds.createdAt });
    return { refunded: true, at: row!.at } as const;
  }
}
