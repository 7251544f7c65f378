import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, lt, sql } from 'drizzle-orm';
import { bookings, payments } from '../../../db/schema.js';
import type { JobEngine } from '../../../jobs/engine.js';
import { settlingOf, type SettlementContext, type Settling } from './context.js';
import { Patience, RecentPatience } from './patience.js';
import { capture } from './steps/capture.js';
import { placeOrder } from './steps/place-order.js';
import { voidPayment } from './steps/void.js';

export const SETTLE_QUEUE = 'booking-settle';

/** More steps than a booking has (order, capture or void): a loop that goes on longer is a bug. */
const MAX_STEPS = 6;

/**
 * The booking core's state machine (03 §17, DESIGN "The booking core"). After the bank authorised
 * the card, a `confirming` booking is taken step by step: order at the supplier, then capture and
 * `completed`, or void and `failed`. Each step reads the state, makes one remote call, writes the
 * outcome; each is safe to run twice, so the run started by the bank code's request and the durable
 * job behind it may overlap. A run that meets an unknown outcome throws, and the job retries it.
 */
export class Settlement {
  private readonly running = new Set<Promise<unknown>>();
  private readonly recent = new RecentPatience();

  constructor(
    private readonly ctx: SettlementContext,
    private readonly jobs: JobEngine,
    private readonly backstopSeconds: number,
  ) {
    jobs.work<{ bookingId: number }>(
      // Several at once: a settlement mostly waits on the supplier or the bank.
      { name: SETTLE_QUEUE, concurrency: 8, retryLimit: 40, retryDelay: 2, retryBackoff: true, retryDelayMax: 600 },
      async ({ bookingId }) => {
        await this.settle(bookingId);
      },
    );
  }

  /**
   * Takes the booking as far as it goes now; answers its status then. `first`: the run started by
   * the authorisation itself (no order can have been asked before it), which read the booking as
   * it wrote it (`authorised`).
   */
  async settle(
    bookingId: number,
    first = false,
    patience?: Patience,
    authorised?: Settling,
  ): Promise<string | undefined> {
    const read = authorised ?? (await settlingOf(this.ctx.db, bookingId));
    let settling: Settling | undefined = read && { ...read, patience };
    for (let step = 0; step < MAX_STEPS && settling; step++) {
      const { booking } = settling;
      if (booking.status !== 'confirming') return booking.status;
      switch (booking.supplierOrderStatus) {
        case 'confirmed':
          await capture(this.ctx, settling);
          return 'completed';
        case 'refused':
          await voidPayment(this.ctx, settling);
          return 'failed';
        default:
          settling = await placeOrder(this.ctx, settling, first && step === 0);
      }
    }
    if (!settling) return undefined;
    throw new Error(`booking ${bookingId} did not settle in ${MAX_STEPS} steps`);
  }

  /**
   * Right after the authorisation committed, the steps run here at once. The caller waits for them
   * up to `waitMs`, and no longer than `patienceMs` on any one remote call; answers whether the run
   * finished meanwhile. When the product's recent runs all met a slow remote party, the caller does
   * not wait at all (`RecentPatience`). A run that fails (an unknown outcome, a failed capture)
   * leaves the booking to a durable job tried again soon. A process that dies mid-run leaves a
   * `confirming` booking, which the sweeper gives a job: the state, not the queue, is what is
   * durable (a job per booking would cost every booking a statement for the rare one that needs it).
   */
  async afterAuthorised(authorised: Settling, waitMs: number, patienceMs = waitMs): Promise<boolean> {
    const bookingId = authorised.booking.id;
    const product = authorised.booking.product;
    const patience = new Patience(patienceMs);
    let finished = false;
    const run = this.settle(bookingId, true, patience, authorised).then(
      () => {
        finished = true;
      },
      async (err) => {
        this.ctx.log.warn({ err }, 'settlement step failed; its job will try again');
        await this.jobs
          .send(SETTLE_QUEUE, { bookingId }, { startAfter: 2 })
          .catch((error) => this.ctx.log.warn({ err: error }, 'settlement job not queued; the sweeper will queue it'));
      },
    );
    this.running.add(run);
    void run.finally(() => {
      this.running.delete(run);
      this.recent.record(product, patience.exceeded);
    });
    if (waitMs <= 0 || this.recent.slow(product)) return false;
    return Promise.race([run.then(() => finished), patience.lost.then(() => false), sleep(waitMs).then(() => false)]);
  }

  /**
   * The sweeper's part: a booking `confirming` for longer than its job's first try would take (the
   * process died between the authorisation and queuing it) gets a job again. Duplicates are harmless.
   */
  async sweep(): Promise<number> {
    const stale = await this.ctx.db
      .select({ id: bookings.id })
      .from(bookings)
      .innerJoin(payments, eq(payments.bookingId, bookings.id))
      .where(
        and(
          eq(bookings.status, 'confirming'),
          lt(payments.authorisedAt, sql`now() - make_interval(secs => ${this.backstopSeconds * 2})`),
        ),
      )
      .limit(500);
    for (const { id } of stale) await this.jobs.send(SETTLE_QUEUE, { bookingId: id });
    return stale.length;
  }

  /** Waits for the runs started here (a graceful stop, and tests). */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }
}
