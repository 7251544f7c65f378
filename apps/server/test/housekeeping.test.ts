import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, searchSessions } from '../src/db/schema.js';
import { tidyUp } from '../src/modules/search-sessions/housekeeping.js';
import { bookingClient, plusDays } from './booking-helpers.js';
import { createTestApp, secondInstance, type TestApp } from './helpers.js';
import { newBookingCode } from '../src/modules/bookings/booking-identity.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const c = bookingClient(() => t, 101);
/** 1 while the search session is kept, 0 once housekeeping deleted it. */
const left = async (id: string) =>
  (await t.database.db.select().from(searchSessions).where(eq(searchSessions.sessionUnique, id))).length;

describe('housekeeping', () => {
  it('deletes search sessions expired an hour ago, except those a booking was made from', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 3; i++)
      ids.push((await c.searchAndSelect({ from: 'IST', to: 'AYT', date: plusDays(10) })).sessionUnique);
    const [old, booked, fresh] = ids as [string, string, string];
    await t.database.db.execute(
      sql`update search_sessions set expires_at = now() - interval '2 hours' where session_unique in (${old}, ${booked})`,
    );
    await t.database.db.insert(bookings).values({
      product: 'flight',
      uniqueCode: newBookingCode(),
      shareCode: newBookingCode(),
      sessionUnique: booked,
      email: 'k@example.com',
      phoneCode: '90',
      phone: '5320000000',
      language: 'en',
      snapshot: {},
      total: 1,
    });
    expect(await tidyUp(t.database.db)).toBeGreaterThanOrEqual(1);
    expect(await left(old)).toBe(0);
    expect(await left(booked)).toBe(1);
    expect(await left(fresh)).toBe(1);
  });

  it('runs as a job as soon as an instance with HOUSEKEEPING_MINUTES starts (test apps have it off)', async () => {
    const { sessionUnique } = await c.searchAndSelect({ from: 'IST', to: 'AYT', date: plusDays(11) });
    const aged = sql`update search_sessions set expires_at = now() - interval '2 hours' where session_unique = ${sessionUnique}`;
    await t.database.db.execute(aged);
    await new Promise((r) => setTimeout(r, 1_500));
    expect(await left(sessionUnique)).toBe(1);

    const worker = await secondInstance(t, { env: { HOUSEKEEPING_MINUTES: '10' } });
    try {
      const deadline = Date.now() + 30_000;
      while ((await left(sessionUnique)) > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
      expect(await left(sessionUnique)).toBe(0);
    } finally {
      await worker.close();
    }
  });
});

describe('rate limits', () => {
  it('hold across two server instances on one database', async () => {
    const t2 = await secondInstance(t);
    const ask = (app: TestApp) =>
      app.app.inject({
        method: 'POST',
        url: '/api/flight/check-pnr/',
        remoteAddress: '10.101.9.9',
        payload: { pnr: 'ABCDEF', surname: 'Yılmaz' },
        headers: { 'accept-language': 'en' },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await ask(t)).statusCode, (await ask(t2)).statusCode);
    // Ten inquiries per ten minutes per address, whichever instance answers.
    expect(statuses.filter((s) => s === 404)).toHaveLength(10);
    expect(statuses.slice(10)).toEqual([429, 429]);
    await t2.close();
  });

  it('searches have a generous limit of their own per address', async () => {
    const body = {
      fly_type: 'OW',
      departure_airport: await c.airportId('IST'),
      arrival_airport: await c.airportId('ADB'),
      departure_date: plusDays(9),
      adult: 1,
    };
    const statuses: number[] = [];
    for (let i = 0; i < 122; i++) {
      statuses.push(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/flight/gateway/search/',
            remoteAddress: '10.101.8.8',
            payload: body,
          })
        ).statusCode,
      );
    }
    expect(statuses.slice(0, 120).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Another traveller is not affected.
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/flight/gateway/search/',
          remoteAddress: '10.101.8.9',
          payload: body,
        })
      ).statusCode,
    ).toBe(200);
  });
});
