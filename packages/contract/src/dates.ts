/** Today in Turkey (UTC+3, no DST) as YYYY-MM-DD: the market's calendar decides "the past". */
export function todayInTurkey(now: Date = new Date()): string {
  return new Date(now.getTime() + 3 * 3_600_000).toISOString().slice(0, 10);
}

/** A YYYY-MM-DD day moved by whole days (negative: back). */
export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A Turkish wall-clock day and time (UTC+3 all year, as every pick-up is) as an instant, epoch ms. */
export const turkishInstant = (date: string, time: string) => Date.parse(`${date}T${time}:00+03:00`);

/** A transfer is booked at least this long before its pick-up (03 §14): a vendor needs time to send a car. */
export const PICKUP_LEAD_MINUTES = 120;

/** The pick-up times still bookable on a day: on today's date only those two hours or more away. */
export function bookablePickupTimes(date: string, times: readonly string[], now: Date = new Date()): string[] {
  if (date !== todayInTurkey(now)) return [...times];
  const earliest = new Date(now.getTime() + 3 * 3_600_000 + PICKUP_LEAD_MINUTES * 60_000).toISOString().slice(11, 16);
  return times.filter((time) => time >= earliest);
}
