import { randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client.js';
import { prepared } from '../../db/prepared.js';
import { bankAuthorisations, bankChallenges, bankRefunds } from '../../db/schema.js';
import { FaultDice, type Faults, NO_FAULTS, OutcomeUnknown } from '../faults.js';
import type { Bank, BankRecord, BankRefusal, CardDetails } from './bank.js';
import { testBankInstallments } from './test-bank-installments.js';

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

/** An authorisation held once per reference: asked again, it answers the one there. */
const holdAmount = prepared('test_bank_authorise', (db) =>
  db
    .insert(bankAuthorisations)
    .values({ reference: sql.placeholder('reference'), amount: sql.placeholder('amount'), status: 'authorised' })
    .onConflictDoNothing(),
);

/** A capture: authorised → captured, in one conditional update; captured again is the same capture. */
const captureHeld = prepared('test_bank_capture', (db) =>
  db
    .update(bankAuthorisations)
    .set({ status: 'captured', capturedAt: sql`now()` })
    .where(
      and(eq(bankAuthorisations.reference, sql.placeholder('reference')), eq(bankAuthorisations.status, 'authorised')),
    )
    .returning({ status: bankAuthorisations.status }),
);

type Challenge = { code: string; decision: string };

/**
 * The built-in test bank (PAYMENT_MODE=test), a remote party like a real one (03 §17): it keeps
 * its own records (challenges, authorisations, captures, voids, refunds) on its own handle, is
 * reached only through the Bank interface, and misbehaves on demand (`BANK_FAULTS`). Like an
 * issuer, it takes its decision on the card when the card is presented and keeps only that
 * decision and the one-time code, never the number.
 */
export class TestBank implements Bank {
  private readonly dice: FaultDice;
  /**
   * Challenges opened by this process, kept beside their rows for longer than a bank page lives
   * (15 minutes), and no longer: a code is not kept in memory after its payment is over.
   */
  private readonly kept = new LRUCache<string, Challenge>({ max: 10_000, ttl: 20 * 60_000 });
  /** Captures and refunds failed once by a fault: tried again, they succeed (03 §17). */
  private readonly failedOnce = new LRUCache<string, true>({ max: 100_000 });

  constructor(
    private readonly db: Db,
    faults: Faults = NO_FAULTS,
  ) {
    this.dice = new FaultDice(faults);
  }

  async installments(input: { bin: string; amount: number }) {
    await this.dice.travel();
    return testBankInstallments(input.bin, input.amount);
  }

  async startAuthentication(input: { reference: string; amount: number; card: CardDetails; returnUrl: string }) {
    await this.dice.travel();
    const digits = input.card.number.replace(/\D/g, '');
    const challenge = {
      code: String(randomInt(0, 1_000_000)).padStart(6, '0'),
      decision: REFUSED_CARDS[digits] ?? 'approved',
    };
    await insertChallenge(this.db).execute({ reference: input.reference, ...challenge });
    this.kept.set(input.reference, challenge);
    // The test bank's page is served by the product itself, at the payment's own address.
    return { started: true as const, step: { kind: 'redirect' as const, url: input.returnUrl } };
  }

  private async challenge(reference: string): Promise<Challenge | undefined> {
    const kept = this.kept.get(reference);
    if (kept) return kept;
    const [row] = await challengeOf(this.db).execute({ reference });
    return row;
  }

  /** The code shown on the challenge page in test mode (a real bank sends it by SMS): this bank's alone. */
  async testCode(reference: string) {
    return (await this.challenge(reference))?.code ?? null;
  }

  async completeAuthentication(input: { reference: string; answer: Record<string, string> }) {
    const code = (input.answer.code ?? '').trim();
    const expected = await this.testCode(input.reference);
    if (!expected || !/^\d{6}$/.test(code)) return false;
    return timingSafeEqual(Buffer.from(expected), Buffer.from(code));
  }

  async authorise(input: { reference: string; amount: number }) {
    await this.dice.travel();
    const row = await this.challenge(input.reference);
    if (row?.decision !== 'approved')
      return { authorised: false, reason: (row?.decision ?? 'declined') as BankRefusal } as const;
    await holdAmount(this.db).execute({ reference: input.reference, amount: input.amount });
    // The decision is the challenge's last use.
    this.kept.delete(input.reference);
    return { authorised: true } as const;
  }

  async capture(input: { reference: string; amount: number }) {
    await this.dice.travel();
    if (!this.failedOnce.has(`capture:${input.reference}`) && this.dice.hits('capture_error_rate')) {
      this.failedOnce.set(`capture:${input.reference}`, true);
      return { captured: false };
    }
    const [moved] = await captureHeld(this.db).execute({ reference: input.reference });
    if (moved) return { captured: true };
    const record = await this.lookup(input.reference);
    if (!record) throw new OutcomeUnknown('test bank: capture of an unknown authorisation');
    return { captured: record.status === 'captured' };
  }

  async void(input: { reference: string }) {
    await this.dice.travel();
    await this.db
      .update(bankAuthorisations)
      .set({ status: 'voided', voidedAt: new Date() })
      .where(and(eq(bankAuthorisations.reference, input.reference), eq(bankAuthorisations.status, 'authorised')));
  }

  async refund(input: { reference: string; refundKey: string; amount: number }) {
    await this.dice.travel();
    if (!this.failedOnce.has(`refund:${input.refundKey}`) && this.dice.hits('refund_error_rate')) {
      this.failedOnce.set(`refund:${input.refundKey}`, true);
      return { refunded: false } as const;
    }
    await this.db
      .insert(bankRefunds)
      .values({ paymentReference: input.reference, refundKey: input.refundKey, amount: input.amount })
      .onConflictDoNothing();
    const [row] = await this.db
      .select({ at: bankRefunds.createdAt })
      .from(bankRefunds)
      .where(eq(bankRefunds.refundKey, input.refundKey));
    return { refunded: true, at: row!.at } as const;
  }

  async lookup(reference: string): Promise<BankRecord | null> {
    await this.dice.travel();
    const [held] = await this.db.select().from(bankAuthorisations).where(eq(bankAuthorisations.reference, reference));
    if (!held) return null;
    const refunds = await this.db.select().from(bankRefunds).where(eq(bankRefunds.paymentReference, reference));
    return {
      status: held.status as BankRecord['status'],
      amount: held.amount,
      refunds: refunds.map((r) => ({ refundKey: r.refundKey ?? '', amount: r.amount, at: r.createdAt })),
    };
  }
}
