import { and, gt, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { supplierEvents } from '../../db/schema.js';
import type { SupplierEvent } from '../../integrations/orders.js';
import type { JobEngine, QueueSpec } from '../../jobs/engine.js';

/**
 * One job per event, by its id: `exclusive` holds at most one queued or running for an id, so a
 * repeat delivery, the sweeper and a retry never run it side by side. Retried with backoff while
 * the booking is not ready for it (its order not yet known, still confirming).
 */
export const SUPPLIER_EVENT_QUEUE: QueueSpec = {
  name: 'supplier-event',
  policy: 'exclusive',
  retryLimit: 20,
  retryDelay: 5,
  retryBackoff: true,
  retryDelayMax: 600,
};

export interface IngestDeps {
  db: Db;
  jobs: JobEngine;
  log: FastifyBaseLogger;
}

/** Queues the job of a kept event; a send that fails leaves it to the sweeper. */
async function queue(deps: IngestDeps, eventId: string) {
  await deps.jobs
    .send(SUPPLIER_EVENT_QUEUE.name, { eventId }, { singletonKey: eventId })
    .catch((err: unknown) => deps.log.warn({ err }, 'supplier event job not queued; the sweeper will queue it'));
}

/**
 * A verified event (03 §17) is kept once by its id, whatever the deliveries (at least once, in any
 * order), and a job processes it. A repeat is kept nowhere and queues nothing: it is still accepted.
 */
export async function ingestSupplierEvent(
  deps: IngestDeps,
  supplier: string,
  event: SupplierEvent,
): Promise<{ duplicate: boolean }> {
  const payload: SupplierEvent = {
    id: event.id,
    type: event.type,
    orderRef: event.orderRef,
    occurredAt: event.occurredAt,
    ...(event.legs ? { legs: event.legs } : {}),
  };
  const [kept] = await deps.db
    .insert(supplierEvents)
    .values({
      id: event.id,
      supplier,
      type: event.type,
      orderRef: event.orderRef,
      payload: payload as unknown as Record<string, unknown>,
    })
    .onConflictDoNothing({ target: supplierEvents.id })
    .returning({ id: supplierEvents.id });
  if (!kept) return { duplicate: true };
  await queue(deps, kept.id);
  return { duplicate: false };
}

/** How long an unprocessed event waits before the sweeper queues it again, and until when it tries. */
const SWEEP_AFTER = sql`now() - interval '1 minute'`;
const SWEEP_UNTIL = sql`now() - interval '1 day'`;

/**
 * The backstop: events kept over a minute ago and still unprocessed (their job was never queued, or
 * gave up) get a job again, for a day; after that they stay unprocessed in the table for a person.
 */
export async function sweepSupplierEvents(deps: IngestDeps): Promise<number> {
  const stale = await deps.db
    .select({ id: supplierEvents.id })
    .from(supplierEvents)
    .where(
      and(
        isNull(supplierEvents.processedAt),
        lt(supplierEvents.receivedAt, SWEEP_AFTER),
        gt(supplierEvents.receivedAt, SWEEP_UNTIL),
      ),
    )
    .limit(500);
  for (const { id } of stale) await queue(deps, id);
  return stale.length;
}
