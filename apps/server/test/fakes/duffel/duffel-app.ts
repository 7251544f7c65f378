import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { bookings } from '../../../src/db/schema.js';
import { bookingClient, plusDays } from '../../booking-helpers.js';
import { createTestApp, type MemoryMailer, type TestApp } from '../../helpers.js';
import { FakeDuffel } from './fake-duffel-server.js';

export const DUFFEL_WEBHOOK_SECRET = 'duffel-webhook-secret-for-tests';
export const FX_MARGIN_PERCENT = 2;
/** The stored selling rate of the fake's currency (src/data/reference/currencies.ts). */
export const GBP_RATE = 55.8;

/** The fake's price in TRY as the product must show it: the selling rate plus the margin, to the kuruş. */
export const inTry = (gbp: string | number) =>
  Math.round(Number(gbp) * GBP_RATE * (1 + FX_MARGIN_PERCENT / 100) * 100) / 100;

/** The app with FLIGHT_SUPPLIER=duffel on a fake of Duffel's API, and a booking client on it. */
export async function duffelApp(subnet: number, opts: { mailer?: MemoryMailer; env?: Record<string, string> } = {}) {
  const fake = new FakeDuffel();
  await fake.start();
  const t: TestApp = await createTestApp({
    mailer: opts.mailer,
    env: {
      FLIGHT_SUPPLIER: 'duffel',
      DUFFEL_ACCESS_TOKEN: 'duffel_test_fake_token',
      DUFFEL_API_URL: fake.url,
      DUFFEL_WEBHOOK_SECRET,
      FX_MARGIN_PERCENT: String(FX_MARGIN_PERCENT),
      SETTLE_BACKSTOP_SECONDS: '1',
      ...opts.env,
    },
  });
  const c = bookingClient(() => t, subnet);

  /**
   * Booking info, asked until it is no longer `confirming`. The settlement's sweeper (every minute
   * in the server) is run sooner here: a retry job not queued while the job engine was still
   * starting would otherwise wait for it.
   */
  async function settled(code: string, timeoutMs = 30_000) {
    const until = Date.now() + timeoutMs;
    for (let round = 1; ; round++) {
      const now = (await c.call('GET', `/api/flight/booking/info/${code}/`)).json();
      if (now.status !== 'confirming' || Date.now() > until) return now;
      if (round % 15 === 0) await t.app.settlement.sweep().catch(() => 0);
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  /** Searches, selects, pays and enters the bank's code; answers the booking's code and what was shown. */
  async function book(opts: {
    from?: string;
    to?: string;
    day: number;
    /** A round trip back on this day (priced together by Duffel: one package, one order). */
    returnDay?: number;
    email: string;
    fare?: 'LIGHT' | 'STANDARD';
    adult?: number;
    child?: number;
    infant?: number;
    senior?: number;
    before?: () => void;
    /** false: answer the booking as it stands right after the bank's code, without waiting for it to settle. */
    wait?: boolean;
  }) {
    const chosen = await c.searchAndSelect({
      from: opts.from ?? 'IST',
      to: opts.to ?? 'LHR',
      date: plusDays(opts.day),
      returnDate: opts.returnDay === undefined ? undefined : plusDays(opts.returnDay),
      fare: opts.fare,
      adult: opts.adult,
      child: opts.child,
      infant: opts.infant,
      senior: opts.senior,
    });
    const data = await c.paymentData(chosen.sessionUnique);
    opts.before?.();
    const pay = (
      await c.call(
        'POST',
        '/api/flight/gateway/payment/',
        c.payBody(chosen.sessionUnique, data.form_rules, { email: opts.email }),
      )
    ).json();
    expect(pay.status, JSON.stringify(pay)).toBe(true);
    const bank = await c.bankCode(pay.pay_url);
    await c.submitCode(bank.path, bank.code);
    const info =
      opts.wait === false
        ? (await c.call('GET', `/api/flight/booking/info/${pay.unique_code}/`)).json()
        : await settled(pay.unique_code);
    return { code: pay.unique_code as string, view: chosen.view, data, info };
  }

  const bookingRow = async (code: string) =>
    (await t.database.db.select().from(bookings).where(eq(bookings.uniqueCode, code)))[0]!;

  /** The fake's orders that carry a booking's code. */
  const ordersOf = (code: string) => fake.orders.filter((o) => o.metadata?.booking_code === code);

  return {
    fake,
    t,
    c,
    book,
    settled,
    bookingRow,
    ordersOf,
    async close() {
      await t.close();
      await fake.close();
    },
  };
}
