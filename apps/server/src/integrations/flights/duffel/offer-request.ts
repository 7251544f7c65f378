import type { CabinClass, CreateOfferRequest, CreateOfferRequestPassenger } from '@duffel/api/types';
import type { FlightQuery } from '../supplier.js';

/**
 * Ages a search tells Duffel for the product's children (2-11) and infants (under 2): Duffel takes
 * an age, not a type, for anyone under 18, and the birth dates are only known at payment. An age
 * inside each band gets that band's fare; the order then sends the real birth date.
 */
export const CHILD_SEARCH_AGE = 7;
export const INFANT_SEARCH_AGE = 1;

const CABINS: Record<FlightQuery['cabin'], CabinClass> = { ECONOMY: 'economy', BUSINESS: 'business' };

/** The passengers of a search as Duffel counts them: seniors travel on adult fares. */
export function searchPassengers(pax: FlightQuery['pax']): CreateOfferRequestPassenger[] {
  return [
    ...Array.from({ length: pax.adult + pax.senior }, () => ({ type: 'adult' as const })),
    ...Array.from({ length: pax.child }, () => ({ age: CHILD_SEARCH_AGE })),
    ...Array.from({ length: pax.infant }, () => ({ age: INFANT_SEARCH_AGE })),
  ];
}

/**
 * An offer request for one direction, or for a round trip priced together (two slices, the
 * return's query second). Direct flights only when the traveller asked for them.
 */
export function offerRequestOf(queries: FlightQuery[]): CreateOfferRequest {
  const first = queries[0]!;
  return {
    slices: queries.map((q) => ({
      origin: q.from.code,
      destination: q.to.code,
      departure_date: q.date,
      departure_time: null,
      arrival_time: null,
    })),
    passengers: searchPassengers(first.pax),
    cabin_class: CABINS[first.cabin],
    max_connections: first.directOnly ? 0 : 1,
  };
}

/**
 * Whether one offer request with a city's own code finds all its airports' flights: Duffel takes a
 * city's IATA code (LON, PAR, NYC) in a slice's origin or destination. A city whose IATA code is
 * also one of its airports' (Istanbul IST, Tehran THR; the product names them ISTA, THRA) cannot be
 * told apart from that airport, so its airports are searched one by one.
 */
export const searchesCityByCode = (city: { code: string; airports: string[] }) =>
  /^[A-Z]{3}$/.test(city.code) && !city.airports.includes(city.code);
