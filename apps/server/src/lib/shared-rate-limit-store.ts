import { createRequire } from 'node:module';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';

type Callback = (err: Error | null, result?: { current: number; ttl: number }) => void;
interface RouteOptions {
  routeInfo?: { method?: string | string[]; url?: string };
  /** `true` on a route whose generous limit may be counted per instance (look-ups, searches). */
  perInstance?: boolean;
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
}
interface Store {
  incr(key: string, cb: Callback, timeWindow: number, max: number): void;
  child(options: object): Store;
}

// The plugin's own in-memory store, for routes that do not need a shared count.
const LocalStore = createRequire(import.meta.url)('@fastify/rate-limit/store/LocalStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  cache?: number,
) => Store;

const rowsOf = (result: unknown) =>
  ((result as { rows?: unknown[] }).rows ?? (result as unknown[])) as Array<{ count: number; ttl: number }>;

/**
 * A rate-limit store in the database, so that limits hold across every server instance on one
 * PostgreSQL (03 §3). One statement counts a request: the row of the route and address is created,
 * counted up, or started afresh once its window has passed.
 */
export function sharedRateLimitStore(db: Db) {
  return class SharedStore implements Store {
    constructor(
      _options: unknown,
      private readonly prefix = '',
    ) {}

    incr(key: string, cb: Callback, timeWindow: number) {
      const id = `${this.prefix}${key}`;
      db.execute(sql`
        insert into rate_limits (key, count, reset_at) values (${id}, 1, now() + ${timeWindow} * interval '1 millisecond')
        on conflict (key) do update set
          count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
          reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
        returning count, greatest(0, floor(extract(epoch from (reset_at - now())) * 1000))::int as ttl`).then(
        (result) => {
          const [row] = rowsOf(result);
          cb(null, { current: Number(row?.count ?? 1), ttl: Number(row?.ttl ?? timeWindow) });
        },
        (err: Error) => cb(err),
      );
    }

    child(routeOptions: object): Store {
      const options = routeOptions as RouteOptions;
      if (options.perInstance)
        return new LocalStore(Boolean(options.continueExceeding), Boolean(options.exponentialBackoff));
      const method = [options.routeInfo?.method ?? ''].flat().join(',');
      return new SharedStore(options, `${method} ${options.routeInfo?.url ?? ''}|`);
    }
  };
}

/** Counts whose window has passed are of no use: the clean-up job deletes them. */
export async function deleteLapsedRateLimits(db: Db) {
  await db.execute(sql`delete from rate_limits where reset_at < now() - interval '1 hour'`);
}

/**
 * Generous per-address limits for look-ups and searches: they stop a scraper, never a traveller.
 * Counted per instance (no database write on every keystroke of an airport search); the machine's
 * own loopback address (the operator, the benchmarks) is not limited.
 */
const generous = (max: number) =>
  ({
    rateLimit: { max, timeWindow: '1 minute', perInstance: true, allowList: ['127.0.0.1', '::1', '::ffff:127.0.0.1'] },
  }) as unknown as { rateLimit: { max: number; timeWindow: string } };
export const LOOKUP_RATE_LIMIT = generous(600);
export const SEARCH_RATE_LIMIT = generous(120);
