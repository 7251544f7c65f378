/**
 * The ride that follows a flight (03 §14). Following a flight's transfer suggestion (its detail
 * or its mail link) keeps the flight in this tab's sessionStorage, so the transfer payment page
 * can fill in the flight number, airline code and leader and check the pick-up against the
 * flight. Kept apart per suggestion: only a transfer that starts (from_airport) or ends
 * (to_airport) at that airport around the flight's day is prefilled, never an unrelated one.
 *
 * A guest's contact typed on the flight payment form is kept the same way (sessionStorage, this
 * tab only, never a card field), so the transfer after it need not be typed again.
 */
import type { TransferSuggestion } from '@yolcu/contract';
import { transferSuggestionPath } from '@yolcu/contract/checkout-helpers';

const TRIP_KEY = 'yolcu.trip-transfer';
const CONTACT_KEY = 'yolcu.trip-contact';

export type TripKind = TransferSuggestion['kind'];

/** The flight a transfer search came from: enough to prefill its payment page and check its pick-up. */
export interface TripTransfer {
  kind: TripKind;
  /** The airport's transfer location: the pick-up (from_airport) or the drop-off (to_airport). */
  location_id: number;
  flight_number: string;
  airline_code: string;
  /** When the flight lands (from_airport) or leaves (to_airport), Turkish local time; null when unknown. */
  flight_date: string | null;
  flight_time: string | null;
  leader: { name: string; surname: string } | null;
}

export interface TripContact {
  email: string;
  phone_code: string;
  phone: string;
}

function read<T>(key: string): T | null {
  try {
    return JSON.parse(sessionStorage.getItem(key) ?? 'null') as T | null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown) {
  try {
    sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage refused (private mode): the payment page is simply not prefilled.
  }
}

/** The flight's part of a suggestion, as kept. */
export const tripOf = (s: TransferSuggestion): TripTransfer => ({
  kind: s.kind,
  location_id: s.location.id,
  flight_number: s.flight_number,
  airline_code: s.airline_code,
  flight_date: s.flight_date,
  flight_time: s.flight_time,
  leader: s.leader,
});

/** The address the suggestion card opens: the confirmation mail's link (one builder in the contract). */
export const suggestionHref = transferSuggestionPath;

/** What a prefilled transfer search address (`/?product=transfer&from=…`) asks for; null when it is not one. */
export interface TripSearchParams {
  kind: TripKind;
  location_id: number;
  date: string | null;
  time: string | null;
  passengers: number | null;
  /** Suitcases; null when the address gives none (an older mail's link). */
  baggage: number | null;
  trip: TripTransfer | null;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const CODE = /^[A-Za-z0-9]{1,10}$/;

export function readTripSearch(params: URLSearchParams): TripSearchParams | null {
  if (params.get('product') !== 'transfer') return null;
  const from = params.get('from');
  const to = params.get('to');
  const kind: TripKind | null = from ? 'from_airport' : to ? 'to_airport' : null;
  const location_id = Number(from ?? to);
  if (!kind || !Number.isInteger(location_id) || location_id <= 0) return null;
  const date = params.get('date') ?? '';
  const time = params.get('time') ?? '';
  const passengers = Number(params.get('passengers'));
  const bags = params.get('bags');
  const flight = params.get('flight') ?? '';
  const airline = params.get('airline') ?? '';
  const [flightDate = '', flightTime = ''] = (params.get('flight_at') ?? '').split('T');
  const flightKnown = DATE.test(flightDate) && TIME.test(flightTime);
  return {
    kind,
    location_id,
    date: DATE.test(date) ? date : null,
    time: TIME.test(time) ? time : null,
    passengers: Number.isInteger(passengers) && passengers > 0 ? passengers : null,
    baggage: bags !== null && /^\d{1,2}$/.test(bags) ? Number(bags) : null,
    trip: CODE.test(flight)
      ? {
          kind,
          location_id,
          flight_number: flight.toUpperCase(),
          airline_code: CODE.test(airline) && airline.length <= 3 ? airline.toUpperCase() : '',
          flight_date: flightKnown ? flightDate : null,
          flight_time: flightKnown ? flightTime : null,
          leader: null,
        }
      : null,
  };
}

/**
 * Keeps the flight a transfer search came from. The same flight kept before (from its detail,
 * with the leader) is not made poorer by its mail link arriving later without one.
 */
export function rememberTrip(trip: TripTransfer) {
  const kept = read<TripTransfer>(TRIP_KEY);
  const same =
    kept &&
    kept.kind === trip.kind &&
    kept.location_id === trip.location_id &&
    kept.flight_number === trip.flight_number;
  write(TRIP_KEY, {
    ...trip,
    leader: trip.leader ?? (same ? kept.leader : null),
    flight_date: trip.flight_date ?? (same ? kept.flight_date : null),
    flight_time: trip.flight_time ?? (same ? kept.flight_time : null),
  });
}

const DAY = 86_400_000;
const dayNumber = (date: string) => Math.round(Date.parse(`${date}T00:00:00Z`) / DAY);

/**
 * The kept flight that a transfer fits: it starts at the airport (from_airport) within a day after
 * landing, or ends there (to_airport) within a day before leaving. Otherwise null: an unrelated
 * transfer is not prefilled.
 */
export function tripFor(ride: {
  departure_location_id: number;
  arrival_location_id: number;
  departure_date: string;
}): TripTransfer | null {
  const trip = read<TripTransfer>(TRIP_KEY);
  if (!trip || typeof trip.location_id !== 'number') return null;
  const place = trip.kind === 'from_airport' ? ride.departure_location_id : ride.arrival_location_id;
  if (place !== trip.location_id) return null;
  if (!trip.flight_date) return trip;
  const days = dayNumber(ride.departure_date) - dayNumber(trip.flight_date);
  const near = trip.kind === 'from_airport' ? days >= 0 && days <= 1 : days >= -1 && days <= 0;
  return near ? trip : null;
}

/** A guest's contact from the flight payment form, kept for the transfer after it (this tab only). */
export function rememberTripContact(contact: TripContact) {
  if (!contact.email && !contact.phone) return;
  write(CONTACT_KEY, { email: contact.email, phone_code: contact.phone_code, phone: contact.phone });
}

export function tripContact(): TripContact | null {
  const c = read<TripContact>(CONTACT_KEY);
  return c && typeof c.email === 'string' ? c : null;
}

/** How the pick-up sits against the flight: a ride from the airport before landing, or to it after take-off, does not fit. */
export function pickupMisfit(trip: TripTransfer, pickup: { date: string; time: string }): boolean {
  if (!trip.flight_date || !trip.flight_time) return false;
  const at = `${pickup.date}T${pickup.time.slice(0, 5)}`;
  const flight = `${trip.flight_date}T${trip.flight_time.slice(0, 5)}`;
  return trip.kind === 'from_airport' ? at < flight : at > flight;
}
