import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FRESH_DAYS_PER_MINUTE } from '../src/modules/flights/calendar-budget.js';
import { plusDays } from './booking-helpers.js';
import { createTestApp, type TestApp } from './helpers.js';

/**
 * Issue 36: a price calendar is cheap to ask and dear to answer. The same calendar asked many times
 * at once is found once; each address may have only so many days searched afresh a minute.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const calendar = (from: string, to: string, remoteAddress: string, days = 62) =>
  t.app.inject({
    method: 'GET',
    url: `/api/flight/price-calendar/?departure_airport=${from}&arrival_airport=${to}&start_date=${plusDays(3)}&days=${days}`,
    remoteAddress,
    headers: { 'accept-language': 'en' },
  });

describe('the price calendar under load', () => {
  it('answers the same calendar asked twelve times at once with one search, charged once', async () => {
    expect(FRESH_DAYS_PER_MINUTE).toBeLessThan(12 * 62);
    const answers = await Promise.all(Array.from({ length: 12 }, () => calendar('IST', 'AYT', '10.36.0.1')));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(12).fill(200));
    const bodies = new Set(answers.map((a) => a.body));
    expect(bodies.size).toBe(1);
  });

  it('refuses one address a fourth uncached calendar in a minute, with Retry-After; others go on', async () => {
    const routes = [
      ['ESB', 'ADB'],
      ['ADB', 'TZX'],
      ['TZX', 'ESB'],
      ['AYT', 'ERZ'],
    ] as const;
    const answers = [];
    for (const [from, to] of routes) answers.push(await calendar(from, to, '10.36.0.2'));
    expect(answers.slice(0, 3).map((a) => a.statusCode)).toEqual([200, 200, 200]);
    const refused = answers[3]!;
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      detail: 'Too many price calendars at once. Please try again in a minute.',
      code: 'calendar_busy',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Calendars already found cost nothing; another address has its own budget.
    expect((await calendar('ESB', 'ADB', '10.36.0.2')).statusCode).toBe(200);
    expect((await calendar('AYT', 'ERZ', '10.36.0.3')).statusCode).toBe(200);
  });
});
