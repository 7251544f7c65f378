import { sqlStateOf } from '../db/faults.js';

/** PostgreSQL's "try the transaction again" errors: a deadlock, or a serialization failure. */
const RETRYABLE = new Set(['40P01', '40001']);

export function isRetryableTxError(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return RETRYABLE.has(e?.code ?? '') || RETRYABLE.has(e?.cause?.code ?? '');
}

/** The Postgres error of a unique index, however the driver wraps it. */
export function isUniqueViolation(err: unknown): boolean {
  return sqlStateOf(err) === '23505';
}

/**
 * Runs a whole transaction again once when PostgreSQL chose it as a deadlock's victim or could
 * not serialize it. Every lock is taken in one order (booking, then payment), so a second failure
 * means something else is wrong and is thrown.
 */
export async function retryOnce<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (!isRetryableTxError(err)) throw err;
    return run();
  }
}
