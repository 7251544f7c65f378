import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';

/**
 * The query builder, without drizzle's relational API (`db.query.*`, unused): given the schema,
 * drizzle builds a query helper per table for every transaction it opens (issue 21).
 */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs the committed migrations, holding a lock so that concurrent instances wait. */
  migrate(): Promise<void>;
  /** Reports connection faults to this logger from now on (PostgreSQL only). */
  reportFaultsTo?(log: DbLog): void;
  /** The connection pool as it is now, for the metrics (PostgreSQL only: PGlite has no pool). */
  poolStats?(): PoolStats;
  /** How the job engine reaches this database: its URL (a pool of its own) or PGlite's one connection. */
  jobConnection: { url: string } | { pglite: PGlite };
  close(): Promise<void>;
}

export interface PoolStats {
  /** Connections open, busy or idle. */
  total: number;
  idle: number;
  /** Queries queued for a connection. */
  waiting: number;
}

export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** Arbitrary but fixed key for the migration/seed advisory lock. */
const LOCK_KEY = 724_031_553;

/** Where database connection faults are reported; the app hands its own logger over once it exists. */
export interface DbLog {
  warn(obj: object, msg: string): void;
}

const stderrLog: DbLog = {
  warn: (obj, msg) => console.error(JSON.stringify({ level: 40, time: Date.now(), ...obj, msg })),
};

/**
 * How long a request waits for PostgreSQL before it answers 503 (issue 11): a database that accepts
 * connections and then says nothing must not hold requests forever.
 */
export const POSTGRES_TIMEOUTS = {
  /** Opening a connection, and waiting for a free one in the pool. */
  connectMs: 3_000,
  /** The client gives up on a query after this long (a frozen server never answers a cancel). */
  queryMs: 5_000,
  /** The server cancels a statement after this long, just before the client would give up. */
  statementMs: 4_000,
  /** The server ends a session left idle inside a transaction after this long. */
  idleInTransactionMs: 30_000,
};

export interface PostgresOptions {
  /** Shorter timeouts for tests; defaults to POSTGRES_TIMEOUTS. */
  timeouts?: Partial<typeof POSTGRES_TIMEOUTS>;
  log?: DbLog;
}

export function openPostgres(url: string, opts: PostgresOptions = {}): Database {
  const t = { ...POSTGRES_TIMEOUTS, ...opts.timeouts };
  let log = opts.log ?? stderrLog;
  const lost = (err: Error & { code?: string }) =>
    log.warn({ err }, 'database connection lost; dropped, a new one opens on the next query');
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: t.connectMs,
    query_timeout: t.queryMs,
    statement_timeout: t.statementMs,
    idle_in_transaction_session_timeout: t.idleInTransactionMs,
    // Statements asked for together go out together (`db/transaction.ts`); one at a time, as most
    // are, nothing changes.
    pipeline: true,
  });
  // A connection the server or an administrator ends (pg_terminate_backend, a restart) must not take
  // the process down. The pool reports idle ones; a checked-out one (a transaction, a migration)
  // emits on the client itself, where nothing else listens, so every client gets a listener of its
  // own. Either way the pool drops the connection and opens a new one on the next query.
  pool.on('connect', (client) => {
    client.on('error', lost);
  });
  pool.on('error', () => {
    // Already logged by the client's own listener above.
  });
  const db = drizzlePg({ client: pool }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    jobConnection: { url },
    async migrate() {
      // Its own connection without query timeouts: a migration may take longer than a request may.
      const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: t.connectMs });
      client.on('error', lost);
      await client.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [LOCK_KEY]);
        await migratePg(drizzlePg({ client }), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [LOCK_KEY]).catch(() => {});
        await client.end().catch(() => {});
      }
    },
    reportFaultsTo(l) {
      log = l;
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: () => pool.end(),
  };
}

export function wrapPglite(client: PGlite): Database {
  const db = drizzlePglite({ client }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    jobConnection: { pglite: client },
    migrate: () => migratePglite(drizzlePglite({ client }), { migrationsFolder }),
    close: () => client.close(),
  };
}

/** PostgreSQL when DATABASE_URL is set, otherwise embedded PGlite kept in DATA_DIR. */
export async function openDatabase(opts: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl);
  const dir = path.resolve(opts.dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir);
  return wrapPglite(client);
}

export async function ping(db: Db): Promise<boolean> {
  await db.execute(sql`select 1`);
  return true;
}
