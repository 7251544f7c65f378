import { afterAll, beforeAll, vi } from 'vitest';

/**
 * The Turkish clock times the date tests run at (issue 41): just after midnight, the last minute
 * before 22:00 (when the two-hour pick-up rule starts reaching into tomorrow), 22:00 itself, and
 * the last minute of the day.
 */
export const TURKISH_CLOCK_TIMES = ['00:30', '21:59', '22:00', '23:59'] as const;

const TURKEY_OFFSET_MS = 3 * 3_600_000;

/**
 * The next instant, after the real now, at which Turkey's clock reads `hhmm`: always ahead of the
 * database's own clock (a row written "now" is never older than the database thinks), at most a day.
 */
export function nextTurkishTime(hhmm: string, from = Date.now()): number {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  const turkeyNow = new Date(from + TURKEY_OFFSET_MS);
  let at =
    Date.UTC(turkeyNow.getUTCFullYear(), turkeyNow.getUTCMonth(), turkeyNow.getUTCDate(), h, m) - TURKEY_OFFSET_MS;
  if (at <= from) at += 86_400_000;
  return at;
}

/** Turkey's date and time at an instant: `{ date: 'YYYY-MM-DD', time: 'HH:mm' }`. */
export function turkishDateTime(at: number) {
  const iso = new Date(at + TURKEY_OFFSET_MS).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/**
 * Runs the describe block it is called in with the server's clock (`Date`) at `hhmm` Turkish time,
 * going on from there as real time does. Only `Date` is faked: timers, the database and the workers run as ever.
 */
export function clockAt(hhmm: string) {
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: nextTurkishTime(hhmm), shouldAdvanceTime: true });
  });
  afterAll(() => {
    vi.useRealTimers();
  });
}
