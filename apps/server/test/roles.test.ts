import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { priceAlerts } from '../src/db/schema.js';
import { JOB_SCHEMA } from '../src/jobs/engine.js';
import { accountClient } from './account-helpers.js';
import { confirmByMail } from './alert-helpers.js';
import { bookingClient, plusDays } from './booking-helpers.js';
import { createTestApp, MemoryMailer, secondInstance, type TestApp } from './helpers.js';

/**
 * Issue 35 (03 §19): ROLE=web serves and only queues jobs; ROLE=worker runs them and answers only
 * its probes. Mail goes out only once a worker runs, and each price-alert round runs once.
 */
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const close of cleanups.reverse()) await close();
});
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('ROLE', () => {
  it('accepts all, web and worker, and refuses anything else, naming the variable', () => {
    expect(loadConfig({}).role).toBe('all');
    expect(loadConfig({ ROLE: 'worker' }).role).toBe('worker');
    expect(() => loadConfig({ ROLE: 'cron' })).toThrow(/ROLE/);
  });

  it('a web instance queues mail and alert rounds; only a worker on the same database runs them, once', async () => {
    const webMail = new MemoryMailer();
    const web: TestApp = await createTestApp({ mailer: webMail, env: { ROLE: 'web', PRICE_ALERT_INTERVAL: '1' } });
    cleanups.push(() => web.close());
    const accounts = accountClient(() => web, webMail, 61);
    const registered = await accounts.call('POST', '/api/auth/register/', accounts.person('roles@example.com'));
    expect(registered.statusCode, registered.body).toBe(201);

    const trips = bookingClient(() => web, 62);
    const search = await trips.call('POST', '/api/flight/gateway/search/', {
      fly_type: 'OW',
      departure_airport: await trips.airportId('IST'),
      arrival_airport: await trips.airportId('ADB'),
      departure_date: plusDays(40),
      adult: 1,
    });
    const alert = await trips.call('POST', '/api/flight/info/price-alert/', {
      option: search.json().form_data.option,
      notify_email: 'roles-alert@example.com',
    });
    expect(alert.statusCode, alert.body).toBe(201);
    // A guest's alert waits for its address (issue 36): its link, read from the queued mail, is followed.
    await confirmByMail(web, 'roles-alert@example.com');
    const checks = async () =>
      (await web.database.db.select().from(priceAlerts).where(eq(priceAlerts.id, alert.json().id)))[0]!.checks;

    // The web instance alone: the mails (activation, the alert's confirmation) wait as jobs, and no round runs.
    await sleep(2_500);
    expect(webMail.sent).toEqual([]);
    expect(await checks()).toBe(0);
    const queued = await web.database.db.execute(
      sql.raw(`select count(*)::int as n from ${JOB_SCHEMA}.job where name = 'mail' and state = 'created'`),
    );
    expect(
      ((queued as { rows?: Array<{ n: number }> }).rows ?? (queued as unknown as Array<{ n: number }>))[0]?.n,
    ).toBe(2);

    // A worker joins: it sends each mail, once, and re-prices the alert.
    const workerMail = new MemoryMailer();
    const worker = await secondInstance(web, {
      mailer: workerMail,
      env: { ROLE: 'worker', PRICE_ALERT_INTERVAL: '1' },
    });
    cleanups.push(() => worker.close());
    const deadline = Date.now() + 8_000;
    while ((workerMail.sent.length < 2 || (await checks()) === 0) && Date.now() < deadline) await sleep(100);
    expect(workerMail.sent.map((m) => m.to).sort()).toEqual(['roles-alert@example.com', 'roles@example.com']);
    expect(await checks()).toBeGreaterThanOrEqual(1);
    await sleep(1_000);
    expect(workerMail.sent).toHaveLength(2);
    expect(webMail.sent).toEqual([]);

    // The worker answers its probes, and nothing of the API or the site.
    expect((await worker.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    expect((await worker.app.inject({ url: '/readyz' })).statusCode).toBe(200);
    expect((await worker.app.inject({ url: '/api/countries/' })).statusCode).toBe(404);
    expect((await web.app.inject({ url: '/api/countries/' })).statusCode).toBe(200);
  });
});
