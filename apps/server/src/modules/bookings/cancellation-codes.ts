import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { cancellationCodes } from '../../db/schema.js';

/**
 * The mailed cancellation code of 03 §13, bounded per booking per day (issue 36). A new code
 * replaced the old one and reset its wrong tries, so a guesser who asked a code every minute had
 * 5 guesses a minute for ever, and the traveller got 60 mails an hour. Now a booking has a 24-hour
 * window (from `window_started_at`) in which at most CODES_PER_DAY codes go out and at most
 * CODE_MAX_TRIES wrong codes are counted, across every code sent in it; once the tries are spent
 * no code works, not even the right one, until the window ends. Every check is made and counted in
 * the one statement that writes, so parallel requests cannot share a check.
 */
export const CODE_TTL = sql`interval '15 minutes'`;
export const CODE_MAX_TRIES = 5;
export const CODES_PER_DAY = 5;
/** A new code for the same booking at most this often: each one is a mail to its owner. */
export const CODE_RESEND_SECONDS = 60;

const c = cancellationCodes;
/** The row's window has passed: what it counted no longer counts. Read on the row before the update. */
const lapsed = sql`${c.windowStartedAt} <= now() - interval '24 hours'`;
const locked = sql`(${c.failedTries} >= ${CODE_MAX_TRIES} and not ${lapsed})`;

export type CodeRefusal = 'code_wait' | 'code_limit' | 'code_locked' | 'code_expired' | 'code_wrong';

/**
 * Stores a new code for the booking, or says why not. One upsert: the first code opens the window;
 * a later one replaces the code within the window's bounds (or opens a new window once it lapsed),
 * keeping its wrong tries. The caller mails the code only when this answers `null`.
 */
export async function storeCode(db: Db, bookingId: number, codeHash: string): Promise<CodeRefusal | null> {
  const [row] = await db
    .insert(c)
    .values({ bookingId, codeHash, expiresAt: sql`now() + ${CODE_TTL}`, createdAt: sql`now()` })
    .onConflictDoUpdate({
      target: c.bookingId,
      set: {
        codeHash,
        expiresAt: sql`now() + ${CODE_TTL}`,
        createdAt: sql`now()`,
        failedTries: sql`case when ${lapsed} then 0 else ${c.failedTries} end`,
        codesSent: sql`case when ${lapsed} then 1 else ${c.codesSent} + 1 end`,
        windowStartedAt: sql`case when ${lapsed} then now() else ${c.windowStartedAt} end`,
      },
      setWhere: sql`${c.createdAt} <= now() - ${sql.raw(`interval '${CODE_RESEND_SECONDS} seconds'`)}
        and (${lapsed} or (${c.codesSent} < ${CODES_PER_DAY} and ${c.failedTries} < ${CODE_MAX_TRIES}))`,
    })
    .returning({ bookingId: c.bookingId });
  if (row) return null;
  // Refused: the decision is made; this read only picks the words that explain it.
  const [why] = await db
    .select({
      locked: sql<boolean>`${locked}`,
      spent: sql<boolean>`${c.codesSent} >= ${CODES_PER_DAY} and not ${lapsed}`,
    })
    .from(c)
    .where(eq(c.bookingId, bookingId));
  if (why?.locked) return 'code_locked';
  if (why?.spent) return 'code_limit';
  return 'code_wait';
}

/**
 * Checks a typed code and counts it when wrong, in one conditional update: a live code whose
 * window still has tries (a lapsed window starts again with this try). `null` when right.
 */
export async function checkCode(db: Db, bookingId: number, codeHash: string): Promise<CodeRefusal | null> {
  const wrong = sql`case when ${c.codeHash} = ${codeHash} then 0 else 1 end`;
  const [row] = await db
    .update(c)
    .set({
      failedTries: sql`case when ${lapsed} then 0 else ${c.failedTries} end + ${wrong}`,
      codesSent: sql`case when ${lapsed} then 0 else ${c.codesSent} end`,
      windowStartedAt: sql`case when ${lapsed} then now() else ${c.windowStartedAt} end`,
    })
    .where(and(eq(c.bookingId, bookingId), sql`${c.expiresAt} > now()`, sql`not ${locked}`))
    .returning({ ok: sql<boolean>`${c.codeHash} = ${codeHash}` });
  if (row) return row.ok ? null : 'code_wrong';
  const [why] = await db
    .select({ locked: sql<boolean>`${locked}` })
    .from(c)
    .where(eq(c.bookingId, bookingId));
  return why?.locked ? 'code_locked' : 'code_expired';
}
