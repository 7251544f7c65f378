import { is } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from './client.js';

/**
 * A hot statement built once per database and prepared under `name` (issue 21): building a query
 * with drizzle costs more than running it, and PostgreSQL then skips parsing and planning. Its
 * values are `sql.placeholder`s, given to `execute`. A transaction runs its statements on its own
 * connection, so there the statement is built afresh (still prepared by name on that connection).
 */
export function prepared<Prepared>(name: string, build: (db: Db) => { prepare(name: string): Prepared }) {
  const kept = new WeakMap<Db, Prepared>();
  return (db: Db): Prepared => {
    if (is(db, PgTransaction)) return build(db).prepare(name);
    let statement = kept.get(db);
    if (!statement) {
      statement = build(db).prepare(name);
      kept.set(db, statement);
    }
    return statement;
  };
}
