import type { SupplierEventLeg } from '../../integrations/orders.js';
import type { FlightSnapshot } from '../flights/flight-fulfilment.js';

type Leg = FlightSnapshot['directions'][number]['legs'][number];

/** A leg the change moved: where it is, and its times before and after. */
export interface MovedLeg {
  direction: number;
  leg: number;
  before: Leg;
  after: Leg;
}

/** Minutes between two local wall-clock times, read as if in one zone (a leg's airport does not move). */
const wallMinutes = (date: string, time: string) => Date.parse(`${date}T${time}:00Z`) / 60_000;

/**
 * A flight booking's snapshot with the new local times of the legs a schedule change names (03 §17),
 * and which legs moved. What depends on the times moves with them: the departure instant (by the
 * supplier's own when it gives one, else by the local shift), the minutes in the air, and the wait
 * before the next leg. Positions the booking does not have are left out, never invented.
 */
export function withScheduleChange(
  snapshot: FlightSnapshot,
  legs: SupplierEventLeg[],
): { snapshot: FlightSnapshot; moved: MovedLeg[] } {
  const moved: MovedLeg[] = [];
  const directions = snapshot.directions.map((direction, d) => {
    const next = direction.legs.map((before, l) => {
      const change = legs.find((x) => x.direction === d && x.leg === l);
      if (!change) return before;
      const departureShift =
        wallMinutes(change.departure_date, change.departure_time) -
        wallMinutes(before.departure_date, before.departure_time);
      const arrivalShift =
        wallMinutes(change.arrival_date, change.arrival_time) - wallMinutes(before.arrival_date, before.arrival_time);
      const departsAt =
        change.departs_at ??
        (before.departs_at
          ? new Date(Date.parse(before.departs_at) + departureShift * 60_000).toISOString()
          : undefined);
      const after: Leg = {
        ...before,
        departure_date: change.departure_date,
        departure_time: change.departure_time,
        arrival_date: change.arrival_date,
        arrival_time: change.arrival_time,
        fly_duration: Math.max(0, before.fly_duration + arrivalShift - departureShift),
        ...(departsAt ? { departs_at: departsAt } : {}),
      };
      moved.push({ direction: d, leg: l, before, after });
      return after;
    });
    // The wait before a leg is its departure less the previous leg's arrival, both as they are now.
    const waits = next.map((leg, l) => {
      const previous = next[l - 1];
      if (!previous || (leg === direction.legs[l] && previous === direction.legs[l - 1])) return leg;
      const wait =
        wallMinutes(leg.departure_date, leg.departure_time) - wallMinutes(previous.arrival_date, previous.arrival_time);
      // Wall clocks of two airports may sit in different zones: shift the old wait by what moved.
      const old = direction.legs[l]!;
      const oldPrevious = direction.legs[l - 1]!;
      const shift =
        wait -
        (wallMinutes(old.departure_date, old.departure_time) -
          wallMinutes(oldPrevious.arrival_date, oldPrevious.arrival_time));
      return { ...leg, stand_by_duration: Math.max(0, old.stand_by_duration + shift) };
    });
    return { ...direction, legs: waits };
  });
  return { snapshot: { ...snapshot, directions }, moved };
}
