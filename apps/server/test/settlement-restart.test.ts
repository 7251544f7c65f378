import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { killWhileConfirming } from '../../../scripts/faults/kill-confirming.mjs';
import { withDatabase } from './global-setup.js';

/**
 * 03 §17: a process killed at any point leaves the booking to finish or fail, never stuck in
 * `confirming`. The real server on PostgreSQL (a killed server's embedded database is not one a
 * second process may open), killed with SIGKILL while the airline order waits.
 */
const root = fileURLToPath(new URL('../../..', import.meta.url));
const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)('kill -9 while a booking is confirming (PostgreSQL)', () => {
  it('the restarted server finishes the booking by itself, with one order', async () => {
    const name = `yolcu_kill_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    try {
      const r = await killWhileConfirming({ root, databaseUrl: withDatabase(adminUrl!, name) });
      expect(r.answered).toBe('confirming');
      expect(r.killed.signal).toBe('SIGKILL');
      expect(r.atKill).toMatchObject({ status: 'confirming', orders: 0 });
      expect(r.after).toMatchObject({ status: 'completed', supplier_order_status: 'confirmed', orders: 1 });
      expect(r.info).toMatchObject({ status: 'completed', do_reservation: true });
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }, 240_000);
});
