import { describe, expect, it } from 'vitest';
import type { FlightSnapshot } from '../flights/flight-fulfilment.js';
import { withScheduleChange } from './schedule-change.js';

type Leg = FlightSnapshot['directions'][number]['legs'][number];
const place = (code: string) => ({ code, name: code, city: code, country_code: 'TR' });
const leg = (over: Partial<Leg>): Leg => ({
  airline: { code: 'TK', name: 'Turkish Airlines' },
  flight_number: 'TK1',
  departure_airport: place('ESB'),
  arrival_airport: place('IST'),
  departure_date: '2031-06-12',
  departure_time: '08:00',
  arrival_date: '2031-06-12',
  arrival_time: '09:10',
  fly_duration: 70,
  stand_by_duration: 0,
  fly_class: 'ECONOMY',
  flight_key: 'TK1',
  departs_at: '2031-06-12T05:00:00.000Z',
  ...over,
});
// ESB → IST → AYT with 110 minutes at Istanbul.
const snapshot = {
  option: 1,
  directions: [
    {
      legs: [
        leg({}),
        leg({
          flight_number: 'TK2',
          departure_airport: place('IST'),
          arrival_airport: place('AYT'),
          departure_time: '11:00',
          arrival_time: '12:25',
          fly_duration: 85,
          stand_by_duration: 110,
          departs_at: '2031-06-12T08:00:00.000Z',
        }),
      ],
    },
  ],
} as unknown as FlightSnapshot;

describe('a schedule change written to a flight snapshot', () => {
  it('moves the named leg, its instant and the wait before it; the other leg stays', () => {
    const { snapshot: after, moved } = withScheduleChange(snapshot, [
      {
        direction: 0,
        leg: 1,
        departure_date: '2031-06-12',
        departure_time: '11:30',
        arrival_date: '2031-06-12',
        arrival_time: '13:05',
      },
    ]);
    const [first, second] = after.directions[0]!.legs;
    expect(first).toBe(snapshot.directions[0]!.legs[0]);
    expect(second).toMatchObject({
      departure_time: '11:30',
      arrival_time: '13:05',
      departs_at: '2031-06-12T08:30:00.000Z',
      // 30 minutes later out, 40 later in: ten more in the air.
      fly_duration: 95,
      stand_by_duration: 140,
    });
    expect(moved.map((m) => [m.direction, m.leg, m.before.departure_time, m.after.departure_time])).toEqual([
      [0, 1, '11:00', '11:30'],
    ]);
    // The booking's own copy is not touched.
    expect(snapshot.directions[0]!.legs[1]!.departure_time).toBe('11:00');
  });

  it("takes the supplier's instant when it gives one, and leaves out legs the booking does not have", () => {
    const { snapshot: after, moved } = withScheduleChange(snapshot, [
      {
        direction: 0,
        leg: 0,
        departure_date: '2031-06-11',
        departure_time: '23:50',
        arrival_date: '2031-06-12',
        arrival_time: '01:00',
        departs_at: '2031-06-11T20:50:00.000Z',
      },
      {
        direction: 1,
        leg: 0,
        departure_date: '2031-06-19',
        departure_time: '10:00',
        arrival_date: '2031-06-19',
        arrival_time: '11:00',
      },
    ]);
    expect(moved).toHaveLength(1);
    expect(after.directions).toHaveLength(1);
    expect(after.directions[0]!.legs[0]).toMatchObject({
      departure_date: '2031-06-11',
      departs_at: '2031-06-11T20:50:00.000Z',
      fly_duration: 70,
    });
    // The connection now waits from 01:00 to 11:00 at Istanbul.
    expect(after.directions[0]!.legs[1]!.stand_by_duration).toBe(600);
  });
});
