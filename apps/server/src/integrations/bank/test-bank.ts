import { randomInt, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
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

const insertChallenge = prepared('test_bank_challenge_insert', (db) =>
  db.insert(bankChallenges).values({
    reference: sql.placeholder('reference'),
    code: sql.placeholder('code'),
    decision: sql.placeholder('decision'),
  }),
);

type Challenge = { code: string; decision: string };

/**
 * The built-in test bank (PAYMENT_MODE=test). Like an issuer, it takes its decision on the card
 * when the card is presented and keeps only that decision and the one-time code, never the number.
 * A challenge never changes once written, so this process keeps the ones it opened in memory too
 * (issue 21: three reads a booking); another instance, or this one after a restart, reads the row.
 */
export class TestBank implements Bank {
  /**
   * Challenges opened by this process, kept beside their rows (the bank page, the code and the
   * decision each read one) for longer than a bank page lives (15 minutes), and no longer: a code
   * is not kept in memory after its payment is over.
   */
  private readonly kept = new LRUCache<string, Challenge>({ max: 10_000, ttl: 20 * 60_000 });

  async openChallenge(db: Db, input: { reference: string; amount: number; card: CardDetails }) {
    const digits = input.card.number.replace(/\D/g, '');
    const challenge = {
      code: String(randomInt(0, 1_000_000)).padStart(6, '0'),
      decision: REFUSED_CARDS[digits] ?? 'approved',
    };
    await insertChallenge(db).execute({ reference: input.reference, ...challenge });
    this.kept.set(input.reference, challenge);
  }

  private async challenge(db: Db, reference: string): Promise<Challenge | undefined> {
    const kept = this.kept.get(reference);
    if (kept) return kept;
    const [row] = await challengeOf(db).execute({ reference });
    return row;
  }

  async testCode(db: Db, reference: string) {
    return (await this.challenge(db, reference))?.code ?? null;
  }

  async verifyCode(db: Db, reference: string, code: string) {
    const expected = await this.testCode(db, reference);
    if (!expected || !/^\d{6}$/.test(code)) return false;
    return timingSafeEqual(Buffer.from(expected), Buffer.from(code));
  }

  async authorise(db: Db, reference: string) {
    const row = await this.challenge(db, reference);
    // The decision is the challenge's last use.
    this.kept.delete(reference);
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
