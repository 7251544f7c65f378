import { MAX_DAYS_AHEAD, MIN_BIRTH_DATE, PASSPORT_MAX_YEARS } from './constants.js';
import { MSG, msg } from './messages.js';

/** Today in Turkey (UTC+3, no DST) as YYYY-MM-DD: the market's calendar decides "the past". */
export function todayInTurkey(now: Date = new Date()): string {
  return new Date(now.getTime() + 3 * 3_600_000).toISOString().slice(0, 10);
}

/** A YYYY-MM-DD day moved by whole days (negative: back). */
export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The last day a trip can be searched, watched or bought for: `MAX_DAYS_AHEAD` days after today in Turkey. */
export const lastTravelDate = (now: Date = new Date()) => addDays(todayInTurkey(now), MAX_DAYS_AHEAD);

/** The same day `years` years later (29 February stays a string that sorts right, which is all it is used for). */
const yearsLater = (date: string, years: number) => `${Number(date.slice(0, 4)) + years}${date.slice(4)}`;

/** The last passport expiry date taken: `PASSPORT_MAX_YEARS` years from today. */
export const passportMaxExpiry = (now: Date = new Date()) => yearsLater(todayInTurkey(now), PASSPORT_MAX_YEARS);

/**
 * Why a well-formed birth date (YYYY-MM-DD) cannot be one, as a message token, or null: not before
 * `MIN_BIRTH_DATE`, not after today in Turkey.
 */
export function birthDateProblem(date: string, now: Date = new Date()): string | null {
  if (date < MIN_BIRTH_DATE) return msg(MSG.birthTooEarly, MIN_BIRTH_DATE.slice(0, 4));
  // As a day after the flight reads: not a valid date (the saved passenger's rule of round 2).
  if (date > todayInTurkey(now)) return MSG.date;
  return null;
}

/** A Turkish wall-clock day and time (UTC+3 all year, as every pick-up is) as an instant, epoch ms. */
export const turkishInstant = (date: string, time: string) => Date.parse(`${date}T${time}:00+03:00`);

/** A transfer is booked at least this long before its pick-up (03 §14): a vendor needs time to send a car. */
export const PICKUP_LEAD_MINUTES = 120;

/**
 * The pick-up times still bookable on a day: those two hours or more from now. Compared as instants,
 * not as text, so that late in the evening today's passed times and tomorrow's first ones (less than
 * two hours away across midnight) are both refused (issue 41).
 */
export function bookablePickupTimes(date: string, times: readonly string[], now: Date = new Date()): string[] {
  const earliest = now.getTime() + PICKUP_LEAD_MINUTES * 60_000;
  return times.filter((time) => turkishInstant(date, time) >= earliest);
}
