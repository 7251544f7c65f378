import type { FastifyBaseLogger } from 'fastify';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../../db/client.js';
import { payments, refunds } from '../../../../db/schema.js';
import type { Bank } from '../../../../integrations/bank/bank.js';
import { OutcomeUnknown } from '../../../../integrations/faults.js';
import type { JobEngine } from '../../../../jobs/engine.js';

export const REFUND_QUEUE = 'refund';

/** The bank did not pay the refund back yet; the job tries again later. */
class RefundPending extends Error {}

/**
 * The refund of a cancelled booking (03 §13, §17), after the cancellation committed: a `pending`
 * row is paid back through the bank with its own key (`refund-<id>`), so asking twice pays once,
 * and it stays `pending`, tried again by a job with backoff, until the bank answers.
 */
export class RefundDesk {
  private readonly running = new Set<Promise<unknown>>();

  constructor(
    private readonly db: Db,
    private readonly bank: Bank,
    private readonly jobs: JobEngine,
    private readonly log: FastifyBaseLogger,
  ) {
    jobs.work<{ refundId: number }>(
      { name: REFUND_QUEUE, concurrency: 4, retryLimit: 50, retryDelay: 5, retryBackoff: true, retryDelayMax: 3600 },
      async ({ refundId }) => {
        if (!(await this.pay(refundId))) throw new RefundPending(`refund ${refundId} still pending`);
      },
    );
  }

  /** Right after the cancellation committed: tried now, and a job queued for when it did not go through. */
  start(refundId: number): void {
    const run = this.pay(refundId)
      .catch((err) => {
        this.log.warn({ err }, 'refund failed; its job will try again');
        return false;
      })
      .then((paid) => (paid ? null : this.jobs.send(REFUND_QUEUE, { refundId }, { startAfter: 5 })))
      .catch((err) => this.log.warn({ err }, 'refund job not queued; the sweeper will queue it'));
    this.running.add(run);
    void run.finally(() => this.running.delete(run));
  }

  /** Pays a pending refund back; true once it is refunded (by this call or an earlier one). */
  async pay(refundId: number): Promise<boolean> {
    const [row] = await this.db
      .select({ refund: refunds, reference: payments.reference })
      .from(refunds)
      .innerJoin(payments, eq(payments.id, refunds.paymentId))
      .where(eq(refunds.id, refundId));
    if (!row) return true;
    if (row.refund.status !== 'pending') return true;
    const refundKey = `refund-${refundId}`;
    await this.db
      .update(refunds)
      .set({ attempts: sql`${refunds.attempts} + 1` })
      .where(eq(refunds.id, refundId));
    let at: Date | null;
    try {
      const answer = await this.bank.refund({ reference: row.reference, refundKey, amount: row.refund.amount });
      at = answer.refunded ? answer.at : null;
    } catch (err) {
      if (!(err instanceof OutcomeUnknown)) throw err;
      // The answer was lost: the bank's record says whether it was paid.
      const record = await this.bank.lookup(row.reference);
      at = record?.refunds.find((r) => r.refundKey === refundKey)?.at ?? null;
    }
    if (!at) return false;
    await this.db
      .update(refunds)
      .set({ status: 'refunded', refundedAt: at })
      .where(and(eq(refunds.id, refundId), eq(refunds.status, 'pending')));
    return true;
  }

  /** The sweeper's part: pending refunds older than a few minutes (their job was lost) get a job again. */
  async sweep(): Promise<number> {
    const stale = await this.db
      .select({ id: refunds.id })
      .from(refunds)
      .where(and(eq(refunds.status, 'pending'), lt(refunds.createdAt, sql`now() - interval '5 minutes'`)))
      .limit(500);
    for (const { id } of stale) await this.jobs.send(REFUND_QUEUE, { refundId: id });
    return stale.length;
  }

  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }
}
