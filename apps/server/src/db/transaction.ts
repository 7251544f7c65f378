import type { Writable } from 'node:stream';
import { is } from 'drizzle-orm';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import type { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { Db } from './client.js';

/** The parts of drizzle's database this file reaches into: its dialect and its session's pool. */
type DatabaseInternals = { dialect: PgDialect; session: { client: unknown; options?: object } };

/**
 * `db.transaction(work)`, whose BEGIN costs no round trip of its own on PostgreSQL (issue 21).
 *
 * The pool's connections run in node-postgres's pipeline mode (`db/client.ts`): a statement is
 * written as soon as it is asked for, without waiting for the answers of those before it, and
 * PostgreSQL still runs them one after the other, in order. So BEGIN goes out with the
 * transaction's first statement, and `work` may ask for several statements at once (each answered
 * in its own time) and judge their answers together: a transaction whose answers are all known in
 * advance costs one round trip, plus its COMMIT. A statement that fails aborts the transaction, so
 * the statements behind it fail too and `work`'s error rolls everything back, as before. `work`
 * waits for every statement it asked for (`Promise.allSettled`) before it returns or throws: an
 * answer nobody waits for would be a rejection nobody handles.
 *
 * PGlite (one connection in this process, no network) takes drizzle's own transaction.
 */
export async function transaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  const session = nodePgSessionOf(db);
  if (!session) return db.transaction(work);
  const { dialect } = db as unknown as DatabaseInternals;
  const client = await (session.client as pg.Pool).connect();
  const tx = new NodePgTransaction(dialect, new NodePgSession(client, dialect, undefined, session.options), undefined);
  // One write for BEGIN and all that `work` asks for before it first waits: each socket write
  // costs tens of microseconds of kernel time here, more than a statement's own work.
  const stream = streamOf(client);
  stream.cork();
  // BEGIN's answer is waited for only after the work's: a connection cut meanwhile rejects it while
  // nothing awaits it yet, and a rejection without a handler at that moment ends the process
  // (issue 35). So its outcome is kept from the moment it exists and read after the work.
  const begun = settled(client.query('begin'));
  let broken: Error | undefined;
  try {
    let working: Promise<T>;
    try {
      working = work(tx as unknown as Db);
    } finally {
      stream.uncork();
    }
    const result = await working;
    answerOf(await begun);
    await client.query('commit');
    return result;
  } catch (err) {
    // A BEGIN that failed fails everything after it; the work's error says more than its own.
    await begun;
    await client.query('rollback').catch((rollbackError: Error) => {
      broken = rollbackError;
    });
    throw err;
  } finally {
    // A connection that could not roll back is dropped, not handed to the next caller mid-transaction.
    client.release(broken);
  }
}

/** A promise's outcome, handled from now on: it never rejects. */
function settled<T>(promise: Promise<T>): Promise<PromiseSettledResult<T>> {
  return promise.then(
    (value) => ({ status: 'fulfilled', value }),
    (reason: unknown) => ({ status: 'rejected', reason }),
  );
}

/** The node-postgres session of a database or transaction; null on PGlite. */
function nodePgSessionOf(db: Db): DatabaseInternals['session'] | null {
  const { session } = db as unknown as DatabaseInternals;
  return is(session as object, NodePgSession) ? session : null;
}

/** The socket of a node-postgres connection. */
const streamOf = (client: unknown) => (client as { connection: { stream: Writable } }).connection.stream;

/**
 * Statements that `ask` asks for at once (synchronously) in a transaction, written to PostgreSQL
 * in one socket write, and their answers once all have come (read them with `answerOf`). On PGlite
 * they are simply run in the order asked.
 */
export function askedTogether<const T extends readonly unknown[]>(
  tx: Db,
  ask: () => T,
): Promise<{ -readonly [K in keyof T]: PromiseSettledResult<Awaited<T[K]>> }> {
  const session = nodePgSessionOf(tx);
  const stream = session ? streamOf(session.client) : null;
  stream?.cork();
  try {
    return Promise.allSettled(ask());
  } finally {
    stream?.uncork();
  }
}

/**
 * The value of one answer of statements asked for at once (`Promise.allSettled`), or its failure
 * thrown. Read them in the order they were asked for: a failure makes the answers behind it say
 * only that the transaction was aborted, and the first one tells why.
 */
export function answerOf<T>(answer: PromiseSettledResult<T>): T {
  if (answer.status === 'rejected') throw answer.reason;
  return answer.value;
}
