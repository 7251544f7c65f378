import type { OfferSlice, OfferSliceSegment } from '@duffel/api/types';
import { instantOf } from '../builtin/geo-time.js';
import type { FlightLeg, FlightQuery } from '../supplier.js';

/** `PT2H35M`, `P1DT1H` → minutes; null when absent or unreadable. */
export function isoMinutes(duration: string | null | undefined): number | null {
  const m = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:\d+(?:\.\d+)?S)?)?$/.exec(duration ?? '');
  if (!m || duration === 'P') return null;
  return Number(m[1] ?? 0) * 1440 + Number(m[2] ?? 0) * 60 + Number(m[3] ?? 0);
}

/** Duffel's segment times are local to the airport, without an offset: `2026-12-10T09:30:00`. */
const localParts = (at: string) => ({ date: at.slice(0, 10), time: at.slice(11, 16) });
const minutesOfDay = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The instant of a local time at an airport (epoch ms), from its time zone. */
export function instantAt(localTime: string, timeZone: string): number {
  const { date, time } = localParts(localTime);
  return instantOf(date, minutesOfDay(time), timeZone || 'UTC');
}

const place = (a: OfferSliceSegment['origin']) => ({
  code: a.iata_code ?? a.icao_code,
  name: a.name,
  city: a.city_name || a.city?.name || a.name,
  country_code: a.iata_country_code,
});

/** The airline a traveller sees on a segment: the one that sells it (its flight number). */
export function airlineOf(segment: OfferSliceSegment, owner: { iata_code: string | null; name: string }) {
  const code = segment.marketing_carrier?.iata_code ?? owner.iata_code ?? 'ZZ';
  return { code, name: segment.marketing_carrier?.name ?? owner.name };
}

/**
 * A slice's segments as the product's legs: local dates and times at each airport, minutes in the
 * air (Duffel's duration, else from the instants), the wait before each leg, the departure instant.
 */
export function legsOf(
  slice: OfferSlice,
  owner: { iata_code: string | null; name: string },
  cabin: FlightQuery['cabin'],
): FlightLeg[] {
  let previousArrival: number | null = null;
  return slice.segments.map((s) => {
    const departs = instantAt(s.departing_at, s.origin.time_zone);
    const arrives = instantAt(s.arriving_at, s.destination.time_zone);
    const airline = airlineOf(s, owner);
    const flightNumber = `${airline.code}${s.marketing_carrier_flight_number}`;
    const dep = localParts(s.departing_at);
    const arr = localParts(s.arriving_at);
    const leg: FlightLeg = {
      airline,
      flight_number: flightNumber,
      departure_airport: place(s.origin),
      arrival_airport: place(s.destination),
      departure_date: dep.date,
      departure_time: dep.time,
      arrival_date: arr.date,
      arrival_time: arr.time,
      fly_duration: isoMinutes(s.duration) ?? Math.max(0, Math.round((arrives - departs) / 60_000)),
      stand_by_duration: previousArrival === null ? 0 : Math.max(0, Math.round((departs - previousArrival) / 60_000)),
      fly_class: cabin,
      flight_key: `${flightNumber}@${dep.date}`,
      departs_at: new Date(departs).toISOString(),
    };
    previousArrival = arrives;
    return leg;
  });
}

/** Minutes from a slice's first departure to its last arrival. */
export function sliceMinutes(slice: OfferSlice): number {
  const first = slice.segments[0]!;
  const last = slice.segments[slice.segments.length - 1]!;
  const span =
    instantAt(last.arriving_at, last.destination.time_zone) - instantAt(first.departing_at, first.origin.time_zone);
  return isoMinutes(slice.duration) ?? Math.max(0, Math.round(span / 60_000));
}
