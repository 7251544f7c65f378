import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { JobEngine } from '../../jobs/engine.js';
import { deleteLapsedRateLimits } from '../../lib/shared-rate-limit-store.js';
import { applyRetention } from '../bookings/retention.js';

/** How long an expired search is kept for a late click. */
const KEEP_EXPIRED_MINUTES = 60;
const BATCH = 1000;

/**
 * Deletes what no one needs any more: search sessions expired for an hour that no booking was made
 * from (a booking keeps its session for the payment and detail pages), in batches so that no
 * statement holds the table for long, and rate-limit counts whose window has passed.
 */
export async function tidyUp(db: Db): Promise<number> {
  let deleted = 0;
  for (;;) {
    const result = await db.execute(sql`
      delete from search_sessions where session_unique in (
        select s.session_unique from search_sessions s
        where s.expires_at < now() - ${KEEP_EXPIRED_MINUTES} * interval '1 minute'
          and not exists (select 1 from bookings b where b.session_unique = s.session_unique)
        limit ${BATCH})
      returning session_unique`);
    const n = ((result as { rows?: unknown[] }).rows ?? (result as unknown[])).length;
    deleted += n;
    if (n < BATCH) break;
  }
  await deleteLapsedRateLimits(db);
  return deleted;
}

/** One housekeeping round: the retention rule, then the expired searches it left without a booking. */
async function housekeepingRound(db: Db, log: FastifyBaseLogger) {
  const retained = await applyRetention(db);
  const sessions = await tidyUp(db);
  if (sessions > 0 || Object.values(retained).some((n) => n > 0))
    log.info({ sessions, ...retained }, 'housekeeping: expired and retained-out rows deleted');
}

/**
 * Runs `tidyUp` and the retention rule every `minutes` (HOUSEKEEPING_MINUTES), the first round as
 * the job engine starts, on one working instance.
 */
export function scheduleHousekeeping(jobs: JobEngine, db: Db, log: FastifyBaseLogger, minutes: number): void {
  jobs.every('housekeeping', minutes * 60, () => housekeepingRound(db, log));
}
