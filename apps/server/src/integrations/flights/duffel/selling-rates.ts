import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { currencies } from '../../../db/schema.js';
import type { SellingRate } from './try-prices.js';

/** How long a rate read from the table is used before it is read again (the table changes daily at most). */
const RATE_TTL_MS = 5 * 60_000;

/**
 * The selling rate of a currency from the `currencies` table (TRY for one unit, 03 §18: the rate
 * job keeps it current), read at most every few minutes per currency.
 */
export function sellingRateFrom(db: Db, now: () => number = Date.now): SellingRate {
  const kept = new Map<string, { rate: number | null; at: number }>();
  return async (code) => {
    const hit = kept.get(code);
    if (hit && now() - hit.at < RATE_TTL_MS) return hit.rate;
    const [row] = await db.select({ value: currencies.value }).from(currencies).where(eq(currencies.code, code));
    const rate = row && row.value > 0 ? row.value : null;
    kept.set(code, { rate, at: now() });
    return rate;
  };
}
