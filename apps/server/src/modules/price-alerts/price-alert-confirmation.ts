import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { priceAlerts } from '../../db/schema.js';
import { isUniqueViolation } from '../../lib/db-retry.js';
import { sha256 } from '../../lib/secrets.js';

/**
 * An alert waits this long for its address to confirm it; after that its link opens nothing and the
 * retention job deletes it (issue 36).
 */
export const CONFIRM_HOURS = 48;

type Row = typeof priceAlerts.$inferSelect;
const waiting = (token: string) =>
  and(
    eq(priceAlerts.confirmTokenHash, sha256(token)),
    isNull(priceAlerts.confirmedAt),
    gt(priceAlerts.createdAt, sql`now() - ${sql.raw(`interval '${CONFIRM_HOURS} hours'`)}`),
  );

/** The alert a confirmation link names while it still waits, or undefined. */
export async function waitingAlert(db: Db, token: string): Promise<Row | undefined> {
  const [row] = await db.select().from(priceAlerts).where(waiting(token));
  return row;
}

export type Confirmation = { outcome: 'confirmed' | 'duplicate'; alert: Row } | { outcome: 'unknown' };

/**
 * Confirms with one conditional update: whoever gets the row confirms it, a second click finds it
 * gone. The link is used up (its hash cleared). When the same search and contact already has a
 * confirmed alert (the owner made their own while a stranger's waited), the unique index refuses
 * this one: it can never start, so it is deleted and the page says the alert is already on.
 */
export async function confirmAlert(db: Db, token: string): Promise<Confirmation> {
  try {
    const [row] = await db
      .update(priceAlerts)
      .set({ confirmedAt: sql`now()`, confirmTokenHash: null })
      .where(waiting(token))
      .returning();
    return row ? { outcome: 'confirmed', alert: row } : { outcome: 'unknown' };
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    const [gone] = await db.delete(priceAlerts).where(waiting(token)).returning();
    return gone ? { outcome: 'duplicate', alert: gone } : { outcome: 'unknown' };
  }
}
