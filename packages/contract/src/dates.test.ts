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

  it('late in the evening: nothing left today, and tomorrow starts two hours from now (issue 41)', () => {
    // 22:40 in Turkey: the text "00:40" once let every time of today through.
    const evening = new Date('2027-05-04T19:40:00Z');
    expect(bookablePickupTimes('2027-05-04', PICKUP_TIMES, evening)).toEqual([]);
    expect(bookablePickupTimes('2027-05-05', PICKUP_TIMES, evening)[0]).toBe('01:00');
    // 23:59: tomorrow's first slot is 02:00.
    expect(bookablePickupTimes('2027-05-05', PICKUP_TIMES, new Date('2027-05-04T20:59:00Z'))[0]).toBe('02:00');
    // 00:10 the next day: today again, from 02:30.
    expect(bookablePickupTimes('2027-05-05', PICKUP_TIMES, new Date('2027-05-04T21:10:00Z'))[0]).toBe('02:30');
    // Two hours to the minute is bookable; a minute less is not.
    const twoHoursBefore = new Date('2027-05-04T12:30:00Z');
    expect(bookablePickupTimes('2027-05-04', ['17:30', '17:00'], twoHoursBefore)).toEqual(['17:30']);
    expect(bookablePickupTimes('2027-05-04', ['17:30'], new Date('2027-05-04T12:31:00Z'))).toEqual([]);
  });

  it("late in the evening a search for tomorrow's first hour is refused", () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2027-05-04T19:40:00Z'));
    const form = (date: string, time: string) => ({
      departure_location_id: 1,
      arrival_location_id: 2,
      departure_date: date,
      departure_pickup_time: time,
      passenger_count: 1,
      baggage_count: 0,
    });
    expect(transferSearchFormSchema.safeParse(form('2027-05-04', '23:30')).success).toBe(false);
    expect(transferSearchFormSchema.safeParse(form('2027-05-05', '00:30')).error?.issues.map((i) => i.message)).toEqual(
      ['transfer.pickup_past'],
    );
    expect(transferSearchFormSchema.safeParse(form('2027-05-05', '01:00')).success).toBe(true);
    vi.useRealTimers();
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
