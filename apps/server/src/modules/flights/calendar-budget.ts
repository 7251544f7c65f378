import { LRUCache } from 'lru-cache';

/** Days searched afresh that one address may ask for in a minute: three uncached 62-day calendars. */
export const FRESH_DAYS_PER_MINUTE = 186;
const WINDOW_MS = 60_000;
/** The machine itself (the operator, the benchmarks) is not limited, as for the other look-ups. */
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * A price calendar costs what it has to search afresh (issue 36: an uncached 62 days cost 14-25×
 * a cached one, and twelve at once slowed every other call 6×): each address has a budget of days
 * searched afresh per minute, charged before the search, whatever the number of requests. Kept
 * per instance, as the look-ups' generous limits are; the addresses seen last are remembered.
 */
export class FreshDayBudget {
  private readonly spent = new LRUCache<string, { days: number; resetAt: number }>({ max: 50_000 });

  constructor(private readonly perMinute = FRESH_DAYS_PER_MINUTE) {}

  /** Charges `days` to `address`; answers the seconds to wait when that would pass the budget. */
  charge(address: string, days: number, now = Date.now()): { ok: true } | { ok: false; retryAfterSeconds: number } {
    if (days === 0 || LOOPBACK.has(address)) return { ok: true };
    let entry = this.spent.get(address);
    if (!entry || entry.resetAt <= now) entry = { days: 0, resetAt: now + WINDOW_MS };
    if (entry.days + days > this.perMinute)
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((entry.resetAt - now) / 1000)) };
    entry.days += days;
    this.spent.set(address, entry);
    return { ok: true };
  }
}
