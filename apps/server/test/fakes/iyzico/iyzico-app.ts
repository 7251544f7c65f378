import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { bookings, payments } from '../../../src/db/schema.js';
import { bookingClient, plusDays } from '../../booking-helpers.js';
import { buildApp } from '../../../src/app.js';
import { loadConfig } from '../../../src/config.js';
import { createTestApp, freshDatabase, type MemoryMailer, type TestApp } from '../../helpers.js';
import { transferClient } from '../../transfer-helpers.js';
import { FAKE_KEYS, FakeIyzico } from './fake-iyzico-server.js';

/** The hidden inputs of an HTML form. */
export const formFields = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [m[1]!, m[2]!]),
  );

/** The app with PAYMENT_MODE=iyzico on a fake of iyzico's API, and booking clients on it. */
export async function iyzicoApp(
  subnet: number,
  opts: { mailer?: MemoryMailer; env?: Record<string, string>; logStream?: Writable } = {},
) {
  const fake = new FakeIyzico();
  await fake.start();
  const env = {
    PAYMENT_MODE: 'iyzico',
    IYZICO_API_KEY: FAKE_KEYS.apiKey,
    IYZICO_SECRET_KEY: FAKE_KEYS.secretKey,
    IYZICO_BASE_URL: fake.url,
    SETTLE_BACKSTOP_SECONDS: '1',
    ...opts.env,
  };
  const t: TestApp = opts.logStream
    ? await loggedApp(env, opts.logStream)
    : await createTestApp({ mailer: opts.mailer, env });
  const c = bookingClient(() => t, subnet);
  const transfers = transferClient(() => t, c);

  /** Booking info, asked until it is no longer `confirming` (the sweeper run sooner than every minute). */
  async function settled(product: string, code: string, timeoutMs = 20_000) {
    const until = Date.now() + timeoutMs;
    for (let round = 1; ; round++) {
      const now = (await c.call('GET', `/api/${product}/booking/info/${code}/`)).json();
      if (now.status !== 'confirming' || Date.now() > until) return now;
      if (round % 10 === 0) await t.app.settlement.sweep().catch(() => 0);
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  /** Pays a flight (IST→AYT: a domestic flight, the TC number as identity) and answers the pay's answer. */
  async function payFlight(over: Record<string, unknown> = {}) {
    const { sessionUnique } = await c.searchAndSelect({ from: 'IST', to: 'AYT', date: plusDays(30) });
    const data = await c.paymentData(sessionUnique);
    const body = c.payBody(sessionUnique, data.form_rules, over);
    const pay = (await c.call('POST', '/api/flight/gateway/payment/', body)).json();
    return { pay, sessionUnique, data, body };
  }

  async function payTransfer(over: Record<string, unknown> = {}) {
    const { sessionUnique, data } = await transfers.searchAndSelect({ date: plusDays(20) });
    const body = await transfers.payBody(sessionUnique, data, over);
    const pay = (await c.call('POST', '/api/transfer/gateway/payment/', body)).json();
    return { pay, sessionUnique, data };
  }

  /**
   * The browser's way through 3-D Secure: the payment's page leads the top window to the bank's page,
   * whose form goes to the ACS; its answer posts the signed result to our callback.
   */
  async function throughBank(payUrl: string, result: 'pass' | 'fail' = 'pass') {
    const path = new URL(payUrl).pathname;
    const page = await c.call('GET', path);
    expect(page.statusCode).toBe(200);
    const bankPath = /href="(\/payment\/iyzico\/[^"]+\/bank\/)"/.exec(page.body)?.[1];
    expect(bankPath, page.body).toBeDefined();
    const bankPage = await c.call('GET', bankPath!);
    expect(bankPage.statusCode).toBe(200);
    expect(bankPage.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    const acs = /action="([^"]+\/acs\/\d+)"/.exec(bankPage.body)?.[1];
    expect(acs, bankPage.body).toBeDefined();
    const acsAnswer = await fetch(acs!, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `result=${result}`,
    });
    const html = await acsAnswer.text();
    const callbackUrl = /action="([^"]+)"/.exec(html)![1]!;
    expect(callbackUrl).toBe('http://localhost:8080/payment/iyzico/callback/');
    const fields = formFields(html);
    return {
      path,
      fields,
      post: (f: Record<string, string> = fields) => c.call('POST', '/payment/iyzico/callback/', f, { form: true }),
    };
  }

  const bookingRow = async (code: string) =>
    (await t.database.db.select().from(bookings).where(eq(bookings.uniqueCode, code)))[0]!;
  const paymentOf = async (code: string) =>
    (
      await t.database.db
        .select({ payment: payments })
        .from(payments)
        .innerJoin(bookings, eq(bookings.id, payments.bookingId))
        .where(eq(bookings.uniqueCode, code))
    ).map((r) => r.payment);

  return {
    fake,
    t,
    c,
    transfers,
    settled,
    payFlight,
    payTransfer,
    throughBank,
    bookingRow,
    paymentOf,
    async close() {
      await t.close();
      await fake.stop();
    },
  };
}

/** The app as the server runs it, its log (at debug level) written to a stream the test reads. */
async function loggedApp(env: Record<string, string>, logStream: Writable): Promise<TestApp> {
  const database = await freshDatabase();
  const config = loadConfig({
    PUBLIC_URL: 'http://localhost:8080',
    WEB_DIST: '/nonexistent',
    MAX_EVENT_LOOP_DELAY_MS: '0',
    JOB_POLL_SECONDS: '0.5',
    SETTLE_WAIT_MS: '5000',
    SETTLE_PATIENCE_MS: '5000',
    LOG_LEVEL: 'debug',
    ...env,
  });
  const app = await buildApp({ config, database, logStream });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** A log sink for a test that reads what the server wrote. */
export function logSink() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { stream, text: () => lines.join('') };
}
