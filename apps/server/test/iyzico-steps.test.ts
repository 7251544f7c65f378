import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stepsInDatabase } from '../src/integrations/bank/iyzico/iyzico-steps.js';
import { applyRetention } from '../src/modules/bookings/retention.js';
import { createTestApp, type TestApp } from './helpers.js';

/** iyzico's page and callback are kept in the database, so any instance serves a payment's requests. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("iyzico's steps between a payment's requests", () => {
  it('serves the page kept by one instance from another, until the callback replaces it', async () => {
    const one = stepsInDatabase(t.database.db);
    const other = stepsInDatabase(t.database.db);
    await one.keepPage('ref-page', '<form>bank</form>');
    expect(await other.pageOf('ref-page')).toBe('<form>bank</form>');
    expect(await other.isAuthenticated('ref-page')).toBe(false);
    await other.keepAuthenticated('ref-page', { paymentId: '2761', conversationData: 'cd' });
    expect(await one.pageOf('ref-page')).toBeNull();
    expect(await one.isAuthenticated('ref-page')).toBe(true);
  });

  it('hands the verified callback to one of several authorisations racing, once', async () => {
    const steps = stepsInDatabase(t.database.db);
    await steps.keepAuthenticated('ref-race', { paymentId: '2762', conversationData: 'cd2' });
    const taken = await Promise.all(Array.from({ length: 6 }, () => steps.takeAuthenticated('ref-race')));
    expect(taken.filter(Boolean)).toEqual([{ paymentId: '2762', conversationData: 'cd2' }]);
    expect(await steps.isAuthenticated('ref-race')).toBe(false);
  });

  it('forgets a lapsed step, and the retention rule deletes it', async () => {
    const steps = stepsInDatabase(t.database.db);
    await steps.keepPage('ref-lapsed', '<form>old</form>');
    await t.database.db.execute(
      sql`update iyzico_steps set expires_at = now() - interval '1 minute' where reference = 'ref-lapsed'`,
    );
    expect(await steps.pageOf('ref-lapsed')).toBeNull();
    expect((await applyRetention(t.database.db)).iyzicoSteps).toBe(1);
  });
});
