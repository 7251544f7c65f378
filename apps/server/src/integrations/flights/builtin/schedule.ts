import type { AirportRef } from '../supplier.js';
import { distanceKm, flightMinutes, instantOf, localOf } from './geo-time.js';
import { AIRLINE_NAMES, isCharter } from './network.js';
import { between, hash32, seeded } from './rng.js';

/** One scheduled departure of one flight on one day. */
export interface ScheduledFlight {
  carrier: string;
  number: string;
  from: AirportRef;
  to: AirportRef;
  departs: number;
  arrives: number;
  minutes: number;
  charter: boolean;
}

const LOW_COST = new Set(['PC', 'VF', 'XQ', 'XC']);
export const hasBusiness = (carrier: string) => !LOW_COST.has(carrier);

/**
 * A carrier's flights on a route and local date. Frequencies, flight numbers and departure times
 * depend on the route, the carrier and the weekday only, so next Tuesday looks like this Tuesday.
 */
export function flightsOn(carrier: string, from: AirportRef, to: AirportRef, date: string): ScheduledFlight[] {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  const route = `${carrier}:${from.code}-${to.code}`;
  const rng = seeded(`${route}:${weekday}`);
  const km = distanceKm(from, to);
  const minutes = flightMinutes(km);
  const charter = isCharter(carrier);
  const frequency = charter
    ? rng() < 0.5
      ? 1
      : 0
    : carrier === 'TK'
      ? between(rng, 2, km > 4000 ? 2 : 5)
      : between(rng, 1, 3);
  // Long-haul departures bunch in the evening and small hours, as Istanbul's banks do.
  const window = km > 4000 ? [1, 23] : [6, 23];
  const numberBase = hash32(route) % 800;
  const flights: ScheduledFlight[] = [];
  const used = new Set<number>();
  for (let slot = 0; slot < frequency; slot++) {
    let minute = between(rng, window[0]! * 12, window[1]! * 12) * 5;
    while (used.has(Math.floor(minute / 60))) minute = (minute + 95) % (24 * 60);
    used.add(Math.floor(minute / 60));
    const departs = instantOf(date, minute, from.timezone);
    const domestic = from.countryCode === to.countryCode;
    const number = String(
      (domestic ? 2000 : 100) + numberBase + slot * 2 + (hash32(from.code) < hash32(to.code) ? 0 : 1),
    );
    flights.push({
      carrier,
      number: `${carrier}${number}`,
      from,
      to,
      departs,
      arrives: departs + minutes * 60_000,
      minutes,
      charter,
    });
  }
  return flights.sort((a, b) => a.departs - b.departs);
}

export const localDate = (instant: number, timeZone: string) => localOf(instant, timeZone).date;
export const airlineName = (code: string) => AIRLINE_NAMES[code] ?? code;
