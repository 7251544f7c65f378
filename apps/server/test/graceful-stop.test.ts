import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { gracefulStop } from '../../../scripts/faults/graceful-stop.mjs';
import { withDatabase } from './global-setup.js';

/**
 * Issue 35: SIGTERM under load, on the real server as `npm start` runs it. The load balancer
 * (played by the script) sees /readyz turn 503 at once and stops sending; what was sent is answered,
 * and the process exits 0.
 */
const root = fileURLToPath(new URL('../../..', import.meta.url));
const adminUrl = process.env.TEST_DATABASE_URL;

async function throwawayDatabase(url: string) {
  const name = `yolcu_stop_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  return {
    url: withDatabase(url, name),
    async drop() {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

describe('SIGTERM under load', () => {
  it('answers every request it was sent, tells the balancer it is draining, and exits 0', async () => {
    const database = adminUrl ? await throwawayDatabase(adminUrl) : null;
    try {
      const result = await gracefulStop({ root, travellers: 8, afterMs: 1_500, databaseUrl: database?.url ?? null });
      expect(result.exited).toEqual({ code: 0, signal: null });
      expect(result.unanswered).toEqual([]);
      expect(result.refused).toBe(0);
      // It was under load: 8 travellers' requests answered before the signal (48 in 1.5 s on a busy
      // machine on PostgreSQL; over 100 on a quiet one).
      expect(result.answeredBefore).toBeGreaterThan(20);
      expect(Object.keys(result.answered).filter((s) => s !== '200' && s !== '503')).toEqual([]);
      // Not ready within a health check of the signal; stopped after the drain (1 s), not before.
      expect(result.sawNotReadyMs).not.toBeNull();
      expect(result.sawNotReadyMs!).toBeLessThan(1_000);
      expect(result.stopMs).toBeGreaterThanOrEqual(1_000);
    } finally {
      await database?.drop();
    }
  }, 180_000);

  // With nothing in front, a client that connects at the very moment the listener closes is reset
  // by the kernel (its connection sat in the accept queue): no server can answer it. Each
  // traveller loses at most that one request; every other is answered, through the drain.
  it('without a balancer, travellers hammering on lose at most the request racing the listener', async () => {
    const travellers = 8;
    const result = await gracefulStop({ root, travellers, afterMs: 1_500, balancer: false });
    expect(result.exited).toEqual({ code: 0, signal: null });
    expect(result.unanswered.length).toBeLessThanOrEqual(travellers);
    expect(result.unanswered.every((u) => u.endsWith('ECONNRESET'))).toBe(true);
    const answeredAfterSignal = Object.values(result.answered).reduce((a, b) => a + b, 0) - result.answeredBefore;
    expect(answeredAfterSignal).toBeGreaterThan(50); // it served on through the drain
    expect(Object.keys(result.answered).filter((s) => s !== '200' && s !== '503')).toEqual([]);
  }, 180_000);
});
