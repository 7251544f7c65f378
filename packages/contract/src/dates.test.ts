import { describe, expect, it, vi } from 'vitest';
import { PICKUP_TIMES } from './constants.js';
import { bookablePickupTimes } from './dates.js';
import { transferSearchFormSchema } from './schemas/transfer-search.js';

describe('pick-up times', () => {
  // 13:10 in Turkey (UTC+3) on 2027-05-04.
  const now = new Date('2027-05-04T10:10:00Z');

  it('runs round the clock by half hours', () => {
    expect(PICKUP_TIMES).toHaveLength(48);
    expect(PICKUP_TIMES[0]).toBe('00:00');
    expect(PICKUP_TIMES).toContain('07:30');
    expect(PICKUP_TIMES.at(-1)).toBe('23:30');
  });

  it('today offers only times two hours or more away', () => {
    expect(bookablePickupTimes('2027-05-04', PICKUP_TIMES, now)[0]).toBe('15:30');
    expect(bookablePickupTimes('2027-05-05', PICKUP_TIMES, now)).toEqual(PICKUP_TIMES);
  });

  it('a search for a time that has passed today is refused, a later one is not', () => {
    vi.useFakeTimers();
    vi.setSystemTime(now);
    const form = (time: string) => ({
      departure_location_id: 1,
      arrival_location_id: 2,
      departure_date: '2027-05-04',
      departure_pickup_time: time,
      passenger_count: 1,
      baggage_count: 0,
    });
    expect(transferSearchFormSchema.safeParse(form('10:00')).error?.issues.map((i) => i.message)).toEqual([
      'transfer.pickup_past',
    ]);
    expect(transferSearchFormSchema.safeParse(form('15:00')).error?.issues.map((i) => i.message)).toEqual([
      'transfer.pickup_past',
    ]);
    expect(transferSearchFormSchema.safeParse(form('15:30')).success).toBe(true);
    expect(transferSearchFormSchema.safeParse(form('23:30')).success).toBe(true);
    vi.useRealTimers();
  });
});
