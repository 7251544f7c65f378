import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { deleteLapsedRateLimits } from '../../lib/shared-rate-limit-store.js';

/** How often the server tidies up, and how long an expired search is kept for a late click. */
export const HOUSEKEEPING_MINUTES = 10;
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

/** Runs `tidyUp` every few minutes while the server runs. */
export function startHousekeeping(db: Db, log: FastifyBaseLogger): () => void {
  const timer = setInterval(() => {
    tidyUp(db)
      .then((n) => n > 0 && log.info({ deleted: n }, 'expired search sessions deleted'))
      .catch((err: Error) => log.warn({ err }, 'housekeeping failed; tried again later'));
  }, HOUSEKEEPING_MINUTES * 60_000);
  timer.unref();
  return () => clearInterval(timer);
}
