import type { Language, TransferSuggestion } from '@yolcu/contract';
import type { transferLocations } from '../../db/schema.js';
import { addDays, PICKUP_LEAD_MINUTES, TRANSFER_BAGGAGE, turkishInstant } from '@yolcu/contract';
import type { BookingRow, PassengerRow } from '../bookings/fulfilment.js';
import type { DirectionSnapshot } from './flight-offer-view.js';
import { snapshotOf } from './flight-fulfilment.js';

/** 03 §14: the ride from the airport starts at the first half hour at least this long after landing. */
export const MINUTES_AFTER_LANDING = 45;
/** And the ride back reaches the airport this long before the return flight leaves. */
export const HOURS_BEFORE_DEPARTURE = { international: 3, domestic: 2 } as const;

const DAY = 1440;
const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

/** A day and minute of the day moved onto the half-hour grid (up or down), across midnight if need be. */
function onGrid(date: string, minutes: number, round: 'up' | 'down') {
  const slot = (round === 'up' ? Math.ceil(minutes / 30) : Math.floor(minutes / 30)) * 30;
  const days = Math.floor(slot / DAY);
  return { date: addDays(date, days), time: hhmm(slot - days * DAY) };
}

type TransferLocationRow = typeof transferLocations.$inferSelect;

const international = (d: DirectionSnapshot) =>
  d.legs.some((l) => l.departure_airport.country_code !== 'TR' || l.arrival_airport.country_code !== 'TR');

/**
 * The rides a completed flight offers (03 §14): from the arrival airport after landing, and for
 * a round trip to the airport before the return flight. An airport with no transfer location
 * offers nothing; a ride whose pick-up is no longer bookable is left out.
 */
export async function transferSuggestions(
  /** The transfer locations at airports (`airportLocations`). */
  places: Array<Pick<TransferLocationRow, 'id' | 'iata' | 'nameTr' | 'nameEn'>>,
  booking: BookingRow,
  passengers: PassengerRow[],
  lang: Language,
  now = Date.now(),
): Promise<TransferSuggestion[]> {
  if (booking.status !== 'completed') return [];
  const [outbound, inbound] = snapshotOf(booking).directions;
  if (!outbound) return [];
  const landing = outbound.legs[outbound.legs.length - 1]!;
  const returning = inbound?.legs[0];
  const placeOf = (code: string) => {
    const row = places.find((p) => p.iata === code);
    return row ? { id: row.id, name: lang === 'tr' ? row.nameTr : row.nameEn } : null;
  };
  // Seats for everyone but infants, who ride on a lap or in a child seat.
  const seats = passengers.filter((p) => p.paxType !== 'INF').length || 1;
  // A suitcase each: a car chosen for the party's seats alone may not take its bags (issue 41).
  const baggage = Math.min(seats, TRANSFER_BAGGAGE.max);
  const leader = passengers[0];
  const out: TransferSuggestion[] = [];

  const arrivalPlace = placeOf(landing.arrival_airport.code);
  if (arrivalPlace) {
    const at = onGrid(landing.arrival_date, minutesOf(landing.arrival_time) + MINUTES_AFTER_LANDING, 'up');
    out.push({
      kind: 'from_airport',
      location: arrivalPlace,
      ...at,
      passengers: seats,
      baggage,
      flight_number: landing.flight_number,
      airline_code: landing.airline.code,
      flight_date: landing.arrival_date,
      flight_time: landing.arrival_time,
      leader: leader ? { name: leader.name, surname: leader.surname } : null,
    });
  }
  if (inbound && returning) {
    const place = placeOf(returning.departure_airport.code);
    const before = HOURS_BEFORE_DEPARTURE[international(inbound) ? 'international' : 'domestic'] * 60;
    if (place) {
      const at = onGrid(returning.departure_date, minutesOf(returning.departure_time) - before, 'down');
      out.push({
        kind: 'to_airport',
        location: place,
        ...at,
        passengers: seats,
        baggage,
        flight_number: returning.flight_number,
        airline_code: returning.airline.code,
        flight_date: returning.departure_date,
        flight_time: returning.departure_time,
        leader: leader ? { name: leader.name, surname: leader.surname } : null,
      });
    }
  }
  return out.filter((s) => turkishInstant(s.date, s.time) >= now + PICKUP_LEAD_MINUTES * 60_000);
}
