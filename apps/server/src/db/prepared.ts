import { is, type Placeholder, sql } from 'drizzle-orm';
import { NodePgSession } from 'drizzle-orm/node-postgres';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from './client.js';

/** The part of drizzle's transaction this file reaches into: the connection its statements run on. */
type TransactionSession = { session: { client: unknown } };

/**
 * A hot statement built once and prepared under `name` (issue 21): building a query with drizzle
 * costs 60-200 µs of CPU, more than running it, and PostgreSQL then skips parsing and planning. Its
 * values are `sql.placeholder`s, given to `execute`.
 *
 * Outside a transaction the statement is built once per database. A transaction runs its
 * statements on a connection of its own, so there the statement is built once per driver (its
 * text is the same on every connection) and each transaction runs a copy bound to its connection:
 * drizzle's prepared queries of both drivers (node-postgres, PGlite) send through their `client`
 * field, which is all the copy changes. The booking tests run every such statement in transactions
 * on both drivers.
 */
export function prepared<Prepared extends object>(
  name: string,
  build: (db: Db) => { prepare(name: string): Prepared },
) {
  const kept = new WeakMap<Db, Prepared>();
  const forTransactions = new Map<unknown, Prepared>();
  return (db: Db): Prepared => {
    if (is(db, PgTransaction)) {
      const { session } = db as unknown as TransactionSession;
      let template = forTransactions.get(session.constructor);
      if (!template) {
        template = build(db).prepare(name);
        forTransactions.set(session.constructor, template);
      }
      return Object.assign(Object.create(template) as Prepared, { client: session.client });
    }
    let statement = kept.get(db);
    if (!statement) {
      statement = build(db).prepare(name);
      kept.set(db, statement);
    }
    return statement;
  };
}

/**
 * `prepared` for a statement whose shape depends on a count (the rows of one insert): one prepared
 * statement per count met, named `${name}_${count}`. Counts are small (a party's passengers).
 */
export function preparedPerCount<Prepared extends object>(
  name: string,
  build: (db: Db, count: number) => { prepare(name: string): Prepared },
) {
  const byCount = new Map<number, (db: Db) => Prepared>();
  return (db: Db, count: number): Prepared => {
    let statement = byCount.get(count);
    if (!statement) {
      statement = prepared(`${name}_${count}`, (d) => build(d, count));
      byCount.set(count, statement);
    }
    return statement(db);
  };
}

/** A value for a nullable `json`/`jsonb` placeholder written as `${placeholder}::jsonb`: SQL null stays null. */
export const jsonOrNull = (value: unknown) => (value == null ? null : JSON.stringify(value));

/** The placeholders of `count` rows of these fields, named `${field}${i}`: a multi-row insert's values. */
export function rowPlaceholders<F extends string>(fields: readonly F[], count: number) {
  return Array.from(
    { length: count },
    (_, i) => Object.fromEntries(fields.map((f) => [f, sql.placeholder(`${f}${i}`)])) as Record<F, Placeholder>,
  );
}

/** The values of `rowPlaceholders`' placeholders for these rows. */
export function rowValues<F extends string>(fields: readonly F[], rows: ReadonlyArray<Record<F, unknown>>) {
  const values: Record<string, unknown> = {};
  rows.forEach((row, i) => {
    for (const f of fields) values[`${f}${i}`] = row[f];
  });
  return values;
}

type SqlClient = {
  query(
    query: string | { name: string; text: string; values: unknown[] },
    values?: unknown[],
  ): Promise<{ rows: unknown[] }>;
};

/**
 * A statement written in SQL, for what drizzle does not build (inserts chained by data-modifying
 * CTEs). It runs on the connection of `db` or of its transaction: prepared under `name` with
 * node-postgres, by its text with PGlite. Rows come as the driver reads them, named as written.
 */
export function preparedSql<Row>(name: string, text: string) {
  return async (db: Db, values: unknown[]): Promise<Row[]> => {
    const { session } = db as unknown as TransactionSession;
    const client = session.client as SqlClient;
    const result = is(session, NodePgSession)
      ? await client.query({ name, text, values })
      : await client.query(text, values);
    return result.rows as Row[];
  };
}
