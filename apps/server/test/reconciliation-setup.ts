import { afterEach } from 'vitest';
import type { TestApp } from './helpers.js';
import { brokenInvariants, reconciliationRows } from './reconciliation.js';

/**
 * 03 §17: after every test, on both databases, the `reconciliation` view of each app still open
 * holds its invariants for the bookings that have settled (runs started by requests are waited for).
 * The apps come from the global object that test/helpers.ts fills: importing it here would load the
 * app's modules before a test file's `vi.mock`.
 */
afterEach(async () => {
  const liveApps = (globalThis as { __liveTestApps?: Set<TestApp> }).__liveTestApps ?? new Set<TestApp>();
  for (const t of liveApps) {
    await t.app.settlement.idle();
    await t.app.refundDesk.idle();
    const broken = brokenInvariants(await reconciliationRows(t.database.db));
    if (broken.length > 0)
      throw new Error(`reconciliation broken:\n${broken.map((b) => `  ${b.why}: ${JSON.stringify(b)}`).join('\n')}`);
  }
});
