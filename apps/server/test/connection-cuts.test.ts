import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { connectionCuts } from '../../../scripts/faults/connection-cuts.mjs';

/**
 * Issue 35: the real server process (as `npm start` runs it) on PostgreSQL, six travellers paying
 * and typing bank codes without pause, and every connection of its database ended from outside ten
 * times. Through the pipelined transaction helper, a cut once rejected a BEGIN nobody awaited yet
 * and ended the process after a handful of cuts.
 */
const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)(
  'connections cut under a stream of bank codes (PostgreSQL only: set TEST_DATABASE_URL)',
  () => {
    it('the process lives, answers 2xx or 503 and never 500, and books again afterwards', async () => {
      const root = fileURLToPath(new URL('../../..', import.meta.url));
      const result = await connectionCuts({ root, adminUrl: adminUrl as string, cuts: 10, travellers: 6 });
      expect(result.exited).toBeNull();
      expect(result.ended).toBeGreaterThanOrEqual(10);
      const failures = Object.keys(result.statuses).filter((s) => s !== '200' && s !== '503');
      expect(failures, JSON.stringify(result.statuses)).toEqual([]);
      expect(result.statuses['503'] ?? 0).toBeGreaterThan(0); // the cuts were felt
      expect(result.completed).toBeGreaterThan(0);
      expect(result.after).toBe('completed');
    }, 240_000);
  },
);
