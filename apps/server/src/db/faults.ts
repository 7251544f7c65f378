/**
 * Whether an error means the database cannot be reached or does not answer in time, as opposed to a
 * query that the database answered with an error. Those are the server's trouble, not the
 * request's, and pass once the database is back: the API answers them 503 (issue 11).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const queue: unknown[] = [error];
  while (queue.length > 0) {
    const e = queue.shift() as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown } | null;
    if (!e || typeof e !== 'object' || seen.has(e)) continue;
    seen.add(e);
    if (typeof e.code === 'string' && UNAVAILABLE_CODE.test(e.code)) return true;
    if (typeof e.message === 'string' && UNAVAILABLE_MESSAGE.test(e.message)) return true;
    queue.push(e.cause);
    if (Array.isArray(e.errors)) queue.push(...e.errors);
  }
  return false;
}

/**
 * Socket errors of Node, and PostgreSQL's SQLSTATEs for a lost connection (08), a server shutting
 * down or starting (57P01-57P03), a statement cancelled by statement_timeout (57014), too many
 * connections or no resources left (53), and a database that does not exist (3D000).
 */
const UNAVAILABLE_CODE =
  /^(?:ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|ENOTFOUND|EAI_AGAIN|EHOSTUNREACH|ENETUNREACH|08[0-9A-Z]{3}|57P0[1-3]|57014|53[0-9A-Z]{3}|3D000)$/;

/** node-postgres and pg-pool say these in words only. */
const UNAVAILABLE_MESSAGE =
  /^(?:timeout exceeded when trying to connect|Connection terminated|Query read timeout|Client has encountered a connection error and is not queryable|Client was closed and is not queryable)/;

/** PostgreSQL's SQLSTATE of an error, however deep the driver and drizzle wrapped it. */
export function sqlStateOf(err: unknown): string | undefined {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 5; depth++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
    e = e.cause as typeof e;
  }
  return undefined;
}
