import { describe, expect, it } from 'vitest';
import { instantOf, localOf } from './geo-time.js';

/** What the zone's own formatter says, the reference `localOf` keeps per quarter hour. */
function formatted(instant: number, timeZone: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

describe('localOf', () => {
  // Zones with summer time, half- and quarter-hour offsets, and a half-hour summer shift.
  const zones = ['Europe/Istanbul', 'Europe/London', 'America/New_York', 'Asia/Kathmandu', 'Australia/Lord_Howe'];

  it('agrees with the zone formatter minute by minute across the 2027 offset changes', () => {
    for (const zone of zones) {
      // Every 31 minutes and 7 seconds for a year: quarter hours are hit at ever different minutes and seconds.
      for (let t = Date.UTC(2027, 0, 1); t < Date.UTC(2028, 0, 1); t += 31 * 60_000 + 7_000) {
        const got = localOf(t, zone);
        const want = formatted(t, zone);
        if (got.date !== want.date || got.time !== want.time)
          expect({ zone, at: new Date(t).toISOString(), got }).toEqual({
            zone,
            at: new Date(t).toISOString(),
            got: want,
          });
      }
    }
  });

  it('turns a local departure back into the same wall clock', () => {
    const instant = instantOf('2027-03-28', 9 * 60 + 45, 'Europe/London'); // the day London moves to summer time
    expect(localOf(instant, 'Europe/London')).toEqual({ date: '2027-03-28', time: '09:45' });
    expect(localOf(instant, 'Europe/Istanbul')).toEqual({ date: '2027-03-28', time: '11:45' });
  });
});
