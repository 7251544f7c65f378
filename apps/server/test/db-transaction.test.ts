import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { answerOf, transaction } from '../src/db/transaction.js';
import { freshDatabase } from './helpers.js';

/**
 * Issue 21: `transaction` sends BEGIN with the first statement and lets statements be asked for at
 * once on PostgreSQL (pipeline mode); on both databases it must keep a transaction's meaning.
 */
describe('transaction with statements asked for at once', () => {
  let database: Database;
  beforeAll(async () => {
    database = await freshDatabase();
    await database.db.execute(sql`create table tx_probe (id int primary key, note text not null)`);
  });
  afterAll(() => database.close());

  const insert = (db: typeof database.db, id: number) =>
    db.execute(sql`insert into tx_probe (id, note) values (${id}, ${`row ${id}`})`);
  const ids = async () =>
    (
      (await database.db.execute(sql`select id from tx_probe order by id`)) as unknown as {
        rows: Array<{ id: number }>;
      }
    ).rows.map((r) => r.id);

  it('keeps every statement asked for at once when the work ends well', async () => {
    await transaction(database.db, async (tx) => {
      const answers = await Promise.allSettled([insert(tx, 1), insert(tx, 2), insert(tx, 3)]);
      answers.forEach(answerOf);
    });
    expect(await ids()).toEqual([1, 2, 3]);
  });

  it('answers the first failure, not the aborted ones behind it, and keeps nothing', async () => {
    // Again and again: more failed transactions than the pool has connections, so a connection
    // left mid-transaction would show.
    for (let round = 0; round < 12; round++) {
      const failed = transaction(database.db, async (tx) => {
        const answers = await Promise.allSettled([insert(tx, 10 + round), insert(tx, 1), insert(tx, 30 + round)]);
        answers.forEach(answerOf);
      });
      await expect(failed).rejects.toMatchObject({ cause: { code: '23505' } });
    }
    expect(await ids()).toEqual([1, 2, 3]);
  });

  it('rolls back what was written when the work itself throws', async () => {
    const refused = transaction(database.db, async (tx) => {
      await insert(tx, 40);
      throw new Error('refused');
    });
    await expect(refused).rejects.toThrow('refused');
    expect(await ids()).toEqual([1, 2, 3]);
    await transaction(database.db, (tx) => insert(tx, 4));
    expect(await ids()).toEqual([1, 2, 3, 4]);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)('runs the pool of PostgreSQL in pipeline mode', async () => {
    const pool = (database.db as unknown as { session: { client: pg.Pool } }).session.client;
    const client = await pool.connect();
    try {
      expect((client as unknown as { pipeline: boolean }).pipeline).toBe(true);
    } finally {
      client.release();
    }
  });
});
