import type { FlightOffer } from '../../integrations/flights/supplier.js';
import { airlineRefundOf } from './flight-refund-rules.js';

/** Fewer seats than this left in the cabin are shown to the traveller. */
export const FEW_SEATS = 10;

/**
 * What one adult pays (fare, taxes and service fee): the "per person" a card shows (issue 20), not
 * the total divided by everyone. A party with no adult answers the first passenger type's share.
 */
function perAdult(fare: FlightOffer['fares'][number]): number {
  const group = fare.groups.find((g) => g.type === 'adult') ?? fare.groups[0];
  if (!group || group.count === 0) return fare.total;
  return Math.round(((group.base + group.tax + group.service_fee) / group.count) * 100) / 100;
}

/**
 * One side of a result as 02 §3 shows it: airline, ends, information, legs and price. A fare keeps
 * the supplier's name (an airline's brand, or the code of the product's own families); the view
 * names it in the traveller's language (`fareName`).
 */
export function toResult(offer: FlightOffer, productId: string) {
  const first = offer.legs[0]!;
  const last = offer.legs[offer.legs.length - 1]!;
  const standby = offer.legs.reduce((sum, l) => sum + l.stand_by_duration, 0);
  const light = offer.fares[0]!;
  return {
    product_id: productId,
    flight_sale_type: offer.flight_sale_type,
    airline: {
      code: first.airline.code,
      name: first.airline.name,
      logo: `/api/flight/airline/${first.airline.code}/logo.svg`,
    },
    departure: {
      time: first.departure_time,
      date: first.departure_date,
      airport_code: first.departure_airport.code,
      airport_name: first.departure_airport.name,
      city: first.departure_airport.city,
    },
    arrival: {
      time: last.arrival_time,
      date: last.arrival_date,
      airport_code: last.arrival_airport.code,
      airport_name: last.arrival_airport.name,
      city: last.arrival_airport.city,
    },
    information: {
      total_transfer_count: offer.legs.length - 1,
      duration: offer.duration,
      baggage: light.features.baggage_allowance.luggage || light.features.baggage_allowance.hand_luggage,
      flight_number: first.flight_number,
      class: first.fly_class,
      standby_time: standby,
      // Shown as "Last N seats" only when few are left; otherwise the count is the airline's business.
      ...(offer.seats_left < FEW_SEATS ? { seats_left: offer.seats_left } : {}),
    },
    transfers: offer.legs.map(({ flight_key: _key, departs_at: _at, ...leg }) => leg),
    price: {
      total: light.total,
      per_adult: perAdult(light),
      alternative_prices: offer.fares.map((f) => ({
        code: f.code,
        name: f.name,
        price: { total: f.total, per_adult: perAdult(f) },
        features: f.features,
        // Kept with the session (the view's schema leaves it out): select refuses a lapsed fare.
        ...(f.expires_at ? { expires_at: f.expires_at } : {}),
        // An airline's own terms, said in the reader's language by the view (`cancel_rule`).
        ...(f.airline_terms ? { airline_refund: airlineRefundOf(f) } : {}),
      })),
    },
  };
}
export type FlightResult = ReturnType<typeof toResult>;

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const range = (values: number[]) => ({ min: Math.min(...values), max: Math.max(...values) });

/** Filter facets of 02 §3 for one side of the results. */
export function sideStatistics(results: FlightResult[]) {
  if (results.length === 0) return null;
  const airlines = new Map<string, { code: string; name: string; count: number; min_price: number }>();
  for (const r of results) {
    const a = airlines.get(r.airline.code) ?? {
      code: r.airline.code,
      name: r.airline.name,
      count: 0,
      min_price: r.price.total,
    };
    a.count += 1;
    a.min_price = Math.min(a.min_price, r.price.total);
    airlines.set(r.airline.code, a);
  }
  return {
    airlines: [...airlines.values()].sort((a, b) => a.min_price - b.min_price),
    transfers: [...new Set(results.map((r) => r.information.total_transfer_count))].sort(),
    departure_time: range(results.map((r) => minutesOf(r.departure.time))),
    arrival_time: range(results.map((r) => minutesOf(r.arrival.time))),
    price: range(results.map((r) => r.price.total)),
    duration: range(results.map((r) => r.information.duration)),
  };
}
