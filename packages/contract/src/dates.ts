/** Today in Turkey (UTC+3, no DST) as YYYY-MM-DD: the market's calendar decides "the past". */
export function todayInTurkey(now: Date = new Date()): string {
  return new Date(now.getTime() + 3 * 3_600_000).toISOString().slice(0, 10);
}
