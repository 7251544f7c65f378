import type { Offer } from '@duffel/api/types';
import { round2 } from '../../../lib/money.js';
import type { FareFamily, FlightOffer, FlightQuery } from '../supplier.js';
import { FARE_SLOTS, fareOf } from './offer-fares.js';
import { legsOf, sliceMinutes } from './offer-legs.js';
import type { ToTry } from './try-prices.js';

/**
 * Duffel does not say how many seats are left; a number at or above the product's "few seats"
 * mark (10) shows none, rather than inventing scarcity.
 */
export const SEATS_NOT_TOLD = 99;

/** Separates the Duffel offer ids of one itinerary's fares in the product's offer id. */
const ID_SEPARATOR = '~';
/** Marks a direction of a round trip priced together: `rt1.off_…~off_…` is the return of those offers. */
const ROUND_TRIP_PART = /^rt([01])\./;

/**
 * The product's offer id: the itinerary's Duffel offers, in fare-slot order; a direction of a round
 * trip priced together says which slice it shows.
 */
export const productOfferId = (offerIds: string[], slice: number | null = null) =>
  `${slice === null ? '' : `rt${slice}.`}${offerIds.join(ID_SEPARATOR)}`;

/** The Duffel offer behind a fare slot of a product offer id, and the slice shown; undefined when there is none. */
export function duffelOfferOf(productId: string, fare: string): { offerId: string; slice: number | null } | undefined {
  const part = ROUND_TRIP_PART.exec(productId);
  const ids = productId.replace(ROUND_TRIP_PART, '').split(ID_SEPARATOR);
  const slot = FARE_SLOTS.indexOf(fare as (typeof FARE_SLOTS)[number]);
  const id = slot < 0 ? undefined : ids[slot];
  return id && /^off_[A-Za-z0-9]+$/.test(id) ? { offerId: id, slice: part ? Number(part[1]) : null } : undefined;
}

/** The flights an offer sells (every slice), to put the fares of one itinerary together. */
const itineraryKey = (offer: Pick<Offer, 'slices'>) =>
  offer.slices
    .map((s) =>
      s.segments
        .map((g) => `${g.marketing_carrier_flight_number}.${g.marketing_carrier?.iata_code}.${g.departing_at}`)
        .join('/'),
    )
    .join('|');

/** An offer that can still be ordered now (Duffel's own expiry). */
export const isLive = (offer: Pick<Offer, 'expires_at'>, now = Date.now()) => Date.parse(offer.expires_at) > now;

/** Live offers of `slices` slices, grouped by the flights they sell, each group cheapest first (up to three). */
function itineraries(offers: Offer[], slices: number, toTry: ToTry): Offer[][] {
  const byItinerary = new Map<string, Array<{ offer: Offer; total: number }>>();
  for (const offer of offers) {
    if (!isLive(offer) || offer.slices.length !== slices) continue;
    const total = toTry(offer.total_amount, offer.total_currency);
    if (total === null) continue;
    const key = itineraryKey(offer);
    byItinerary.set(key, [...(byItinerary.get(key) ?? []), { offer, total }]);
  }
  return [...byItinerary.values()].map((group) =>
    group
      .sort((a, b) => a.total - b.total)
      .slice(0, FARE_SLOTS.length)
      .map((c) => c.offer),
  );
}

/**
 * One-way offers as the product's results: offers of the same flights are one itinerary, whose
 * fares are those offers in price order (up to three slots), each named after its fare brand.
 * Offers already expired, or priced in a currency without a rate, are left out.
 */
export function flightOffersOf(offers: Offer[], query: FlightQuery, toTry: ToTry): FlightOffer[] {
  return itineraries(offers, 1, toTry)
    .map((group) => flightOfferOf(group, query, toTry))
    .filter((o): o is FlightOffer => o !== null)
    .sort((a, b) => a.fares[0]!.total - b.fares[0]!.total);
}

/**
 * Round-trip offers (two slices, priced together) as pairs of the product's directions: each
 * direction shows its slice, and the price is shared between them (half each, the return taking
 * the rounding) so that the two add up to the offer's. Both name the same Duffel offers: paying for
 * the pair is one order.
 */
export function roundTripsOf(
  offers: Offer[],
  queries: [FlightQuery, FlightQuery],
  toTry: ToTry,
): Array<{ departure: FlightOffer; return: FlightOffer }> {
  const pairs: Array<{ departure: FlightOffer; return: FlightOffer }> = [];
  for (const group of itineraries(offers, 2, toTry)) {
    const departure = flightOfferOf(group, queries[0], toTry, FARE_SLOTS, 0);
    const back = flightOfferOf(group, queries[1], toTry, FARE_SLOTS, 1);
    if (departure && back) pairs.push({ departure, return: back });
  }
  return pairs.sort(
    (a, b) =>
      a.departure.fares[0]!.total + a.return.fares[0]!.total - b.departure.fares[0]!.total - b.return.fares[0]!.total,
  );
}

/** A direction's share of a fare priced for the whole round trip: half, the return taking the rounding. */
function shareOf(fare: FareFamily, slice: number): FareFamily {
  const part = (n: number) => (slice === 0 ? round2(n / 2) : round2(n - round2(n / 2)));
  return {
    ...fare,
    total: part(fare.total),
    base: part(fare.base),
    tax: part(fare.tax),
    service_fee: part(fare.service_fee),
    refund_rules: fare.refund_rules?.map((r) => ({ ...r, penalty: part(r.penalty) })),
    groups: fare.groups.map((g) => ({ ...g, base: part(g.base), tax: part(g.tax), service_fee: part(g.service_fee) })),
  };
}

/**
 * One itinerary from its offers (cheapest first), a fare per offer; `slice` shows one direction of
 * a round trip priced together (null: a one-way offer). Null when a fare cannot be priced.
 */
export function flightOfferOf(
  offers: Offer[],
  query: FlightQuery,
  toTry: ToTry,
  slots = FARE_SLOTS,
  slice: number | null = null,
): FlightOffer | null {
  const first = offers[0];
  const shown = first?.slices[slice ?? 0];
  if (!first || !shown) return null;
  const fares = offers.map((o, i) => {
    const fare = fareOf(o, o.slices[slice ?? 0]!, slots[i]!, query.pax, toTry);
    return fare && slice !== null ? shareOf(fare, slice) : fare;
  });
  if (fares.some((f) => f === null)) return null;
  return {
    id: productOfferId(
      offers.map((o) => o.id),
      slice,
    ),
    legs: legsOf(shown, first.owner, query.cabin),
    duration: sliceMinutes(shown),
    seats_left: SEATS_NOT_TOLD,
    flight_sale_type: 0,
    fares: fares as FareFamily[],
  };
}
