import { LRUCache } from 'lru-cache';
import type {
  FlightOffer,
  FlightQuery,
  FlightSeatsRequest,
  FlightSelectionPart,
  FlightSupplier,
  PricedFlight,
} from '../supplier.js';
import { searchesCityByCode } from './offer-request.js';

/** How long what a search saw is still told as an indicative price, and how many routes and days are kept. */
export const INDICATIVE_TTL_MS = 3 * 60 * 60_000;
const INDICATIVE_MAX_ENTRIES = 20_000;

const keyOf = (q: FlightQuery) =>
  [
    q.from.code,
    q.to.code,
    q.date,
    q.cabin,
    q.directOnly ? 'direct' : 'any',
    q.pax.adult,
    q.pax.child,
    q.pax.infant,
    q.pax.senior,
  ].join('|');

/**
 * Duffel bills searches beyond a ratio to orders, so the price calendar (up to 62 days a cell) and
 * the price-alert rounds (one search per alert) never ask it: they read the cheapest offer that a
 * traveller's real search of the same route, day, cabin and party saw within the last three hours
 * (in this instance). A day nobody searched shows no price; an alert with none announces nothing.
 */
export class IndicativeFares {
  private readonly seen = new LRUCache<string, FlightOffer>({ max: INDICATIVE_MAX_ENTRIES, ttl: INDICATIVE_TTL_MS });

  /** Keeps the cheapest offer of a real search's results. */
  remember(query: FlightQuery, offers: FlightOffer[]): void {
    const cheapest = offers.reduce<FlightOffer | null>(
      (low, o) => (!low || o.fares[0]!.total < low.fares[0]!.total ? o : low),
      null,
    );
    if (cheapest) this.seen.set(keyOf(query), cheapest);
    else this.seen.delete(keyOf(query));
  }

  lowest(query: FlightQuery): FlightOffer | null {
    return this.seen.get(keyOf(query)) ?? null;
  }
}

/**
 * The flight supplier the calendar and the alert rounds use with Duffel: its search answers from
 * `IndicativeFares` only (no remote call); it sells nothing, so its other methods refuse.
 */
export class IndicativeFlightSupplier implements FlightSupplier {
  constructor(private readonly fares: IndicativeFares) {}

  /** As the live supplier searches cities, so that a city's searches are found again under its code. */
  searchesCity(city: { code: string; airports: string[] }): boolean {
    return searchesCityByCode(city);
  }

  async search(query: FlightQuery): Promise<FlightOffer[]> {
    const offer = this.fares.lowest(query);
    return offer ? [offer] : [];
  }
  async price(_part: FlightSelectionPart): Promise<PricedFlight | null> {
    return null;
  }
  seatsFor(): FlightSeatsRequest {
    throw new Error('indicative fares sell nothing');
  }
  order(): never {
    throw new Error('indicative fares sell nothing');
  }
  lookupOrder(): never {
    throw new Error('indicative fares sell nothing');
  }
  cancellationQuote(): never {
    throw new Error('indicative fares sell nothing');
  }
  confirmCancellation(): never {
    throw new Error('indicative fares sell nothing');
  }
}
