import type { Duffel } from '@duffel/api';
import type { Offer, Order } from '@duffel/api/types';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../../errors.js';
import { OutcomeUnknown } from '../../faults.js';
import type {
  OrderAnswer,
  OrderContact,
  OrderPassenger,
  OrderRefusal,
  SupplierCancellationQuote,
  SupplierOrder,
} from '../../orders.js';
import type {
  FlightOffer,
  FlightOrderRequest,
  FlightQuery,
  FlightSeatsRequest,
  FlightSelectionPart,
  FlightSupplier,
  PricedFlight,
} from '../supplier.js';
import { DUFFEL_TIMEOUTS_MS, DuffelRefusal, duffelCall, SUPPLIER_TIMEOUT_MS } from './duffel-calls.js';
import { type DuffelOrderFacts, type DuffelSeatsRequest, hasDuffelFacts, orderFactsOf } from './order-facts.js';
import { duffelOfferOf, flightOfferOf, flightOffersOf, isLive, roundTripsOf } from './offer-results.js';
import { offerRequestOf, searchesCityByCode } from './offer-request.js';
import { BOOKING_CODE_KEY, latinName, OrderNotAskable, orderRequestOf } from './order-request.js';
import { supplierOrderOf } from './order-answer.js';
import type { IndicativeFares } from './indicative-fares.js';
import { travellerDetailsOf } from './traveller-details.js';
import type { TryPrices } from './try-prices.js';

/** Duffel's error codes that refuse an order cleanly, as the product's reasons (anything else: `refused`). */
const REFUSALS: Record<string, OrderRefusal> = {
  price_changed: 'price_changed',
  offer_no_longer_available: 'sold_out',
  offer_expired: 'sold_out',
  already_booked: 'refused',
};

/** Orders listed per page, and pages read at most, when an order is looked up by its booking code. */
const LOOKUP_PAGE_SIZE = 50;
const LOOKUP_MAX_PAGES = 10;

export interface DuffelSupplierDeps {
  client: Duffel;
  prices: TryPrices;
  /** What searches saw, for the calendar and the alert rounds (indicative-fares.ts). */
  indicative: IndicativeFares;
  log: FastifyBaseLogger;
}

/**
 * Real flights through Duffel (issue 38), behind the product's flight supplier interface: offer
 * requests for search, the offer itself for pricing, instant orders paid from the Duffel balance,
 * orders found again by the booking's code in their metadata, and cancellations through Duffel's
 * own quote. Every call is timed (duffel-calls.ts); none runs inside a database transaction, and
 * no method takes the database.
 */
export class DuffelFlightSupplier implements FlightSupplier {
  /** Order facts of offers priced in this process, read by `seatsFor` right after `price`. */
  private readonly facts = new WeakMap<FlightOffer, DuffelOrderFacts>();

  constructor(private readonly deps: DuffelSupplierDeps) {}

  async search(query: FlightQuery): Promise<FlightOffer[]> {
    const offers = await this.offersFor([query]);
    const toTry = await this.deps.prices.converter(offers.map((o) => o.total_currency));
    const results = flightOffersOf(offers, query, toTry);
    this.deps.indicative.remember(query, results);
    return results;
  }

  /**
   * A round trip priced together (one offer request of two slices): pairs of directions that name
   * the same Duffel offers, so that paying for a pair is one order. The search service shows them
   * as packaged results when it asks for them (see docs/decisions.md, issue 38).
   */
  async searchRoundTrip(
    out: FlightQuery,
    back: FlightQuery,
  ): Promise<Array<{ departure: FlightOffer; return: FlightOffer }>> {
    const offers = await this.offersFor([out, back]);
    const toTry = await this.deps.prices.converter(offers.map((o) => o.total_currency));
    return roundTripsOf(offers, [out, back], toTry);
  }

  /** A city of several airports is one offer request with its IATA city code, where it has one of its own. */
  searchesCity(city: { code: string; airports: string[] }): boolean {
    return searchesCityByCode(city);
  }

  /** One offer request's offers; a Duffel that does not answer is the search's 503 (the traveller may try again). */
  private async offersFor(queries: FlightQuery[]): Promise<Offer[]> {
    try {
      const answer = await duffelCall('offer request', DUFFEL_TIMEOUTS_MS.search, () =>
        this.deps.client.offerRequests.create({
          ...offerRequestOf(queries),
          return_offers: true,
          supplier_timeout: SUPPLIER_TIMEOUT_MS,
        }),
      );
      return answer.data.offers as Offer[];
    } catch (err) {
      if (err instanceof DuffelRefusal && !err.isAccessProblem) {
        // A route Duffel does not know, a date it does not sell: no flights, not an error.
        this.deps.log.warn({ status: err.status, code: err.code }, 'duffel refused an offer request');
        return [];
      }
      throw this.unavailable(err);
    }
  }

  /** Duffel did not answer, or refuses our token: the traveller's call is a 503 (and the token's fault is logged). */
  private unavailable(err: unknown): AppError {
    if (err instanceof DuffelRefusal && err.isAccessProblem)
      this.deps.log.error(
        { status: err.status, code: err.code },
        'duffel refuses the access token (DUFFEL_ACCESS_TOKEN)',
      );
    return AppError.unavailable(err);
  }

  /**
   * The chosen fare's offer as Duffel has it now; null when it has expired or is gone (the
   * payment steps then answer `research`). Its price in TRY is today's: a rate that moved is a
   * price change the traveller is asked to accept.
   */
  async price(part: FlightSelectionPart): Promise<PricedFlight | null> {
    const chosen = duffelOfferOf(part.offerId, part.fare);
    if (!chosen) return null;
    const { offerId, slice } = chosen;
    let offer: Offer;
    try {
      offer = (await duffelCall('offer', DUFFEL_TIMEOUTS_MS.read, () => this.deps.client.offers.get(offerId))).data;
    } catch (err) {
      if (err instanceof DuffelRefusal && !err.isAccessProblem) return null;
      throw this.unavailable(err);
    }
    if (!isLive(offer) || offer.slices.length !== (slice === null ? 1 : 2)) return null;
    const toTry = await this.deps.prices.converter([offer.total_currency]);
    const priced = flightOfferOf([offer], part.query, toTry, [part.fare], slice);
    if (!priced) return null;
    const result = { ...priced, id: part.offerId };
    this.facts.set(result, orderFactsOf(offer));
    return { offer: result, fare: result.fares[0]! };
  }

  seatsFor(priced: PricedFlight, pax: FlightQuery['pax']): FlightSeatsRequest {
    const duffel = this.facts.get(priced.offer);
    if (!duffel) throw new Error('duffel: seats asked for an offer not priced here');
    const seats: DuffelSeatsRequest = {
      seats: pax.adult + pax.child + pax.senior,
      legs: priced.offer.legs.map((l) => ({
        flightKey: l.flight_key,
        date: l.departure_date,
        cabin: l.fly_class,
        seatsTotal: 0,
      })),
      duffel,
    };
    return seats;
  }

  async order(input: {
    key: string;
    request: FlightOrderRequest;
    passengers: OrderPassenger[];
    contact: OrderContact;
    total: number;
  }): Promise<OrderAnswer> {
    const facts = input.request.directions
      .map((d) => d.seats)
      .filter(hasDuffelFacts)
      .map((s) => s.duffel);
    const offers = new Set(facts.map((f) => f.offerId));
    // One order per booking: directions priced apart (two offers) cannot be bought as one.
    if (facts.length !== input.request.directions.length || offers.size !== 1) {
      this.deps.log.warn({ offers: offers.size }, 'duffel order refused here: not one Duffel offer');
      return { placed: false, reason: 'refused' };
    }
    const details = travellerDetailsOf(input.contact, input.passengers);
    let body: ReturnType<typeof orderRequestOf>;
    try {
      body = orderRequestOf(input.key, facts[0]!, input.passengers, details);
    } catch (err) {
      if (!(err instanceof OrderNotAskable)) throw err;
      this.deps.log.warn({ why: err.why }, 'duffel order not asked');
      return { placed: false, reason: 'refused' };
    }
    try {
      const answer = await duffelCall('order', DUFFEL_TIMEOUTS_MS.order, () => this.deps.client.orders.create(body));
      // 202: Duffel accepted the order but the airline has not confirmed it yet; order.created or
      // order.creation_failed follows (and a look-up by the booking code finds a created one). It
      // must never be asked for again meanwhile.
      if (answer.status === 202) {
        const ref = (answer.data as { id?: unknown } | undefined)?.id;
        this.deps.log.info({ ref }, 'duffel accepted an order, not confirmed yet');
        return { placed: 'pending', ref: typeof ref === 'string' && ref.length <= 100 ? ref : null };
      }
      // Any other success without the airline's reference is not an order we can record: unknown.
      if (!answer.data?.booking_reference) throw new OutcomeUnknown('duffel order: answer without a booking reference');
      return { placed: true, order: supplierOrderOf(answer.data) };
    } catch (err) {
      if (!(err instanceof DuffelRefusal)) throw err;
      this.deps.log.warn({ status: err.status, code: err.code }, 'duffel refused an order');
      return { placed: false, reason: REFUSALS[err.code] ?? 'refused' };
    }
  }

  /**
   * The order placed under the booking's code: Duffel's orders listed, newest first, until one
   * carries the code in its metadata; first only those of the lead passenger's surname (as the
   * order spelt it), then all, so that a name written otherwise cannot hide an order.
   */
  async lookupOrder(key: string, leadSurname?: string): Promise<SupplierOrder | null> {
    if (leadSurname) {
      const found = await this.findOrder(key, latinName(leadSurname));
      if (found) return found;
    }
    return this.findOrder(key, null);
  }

  private async findOrder(key: string, passengerName: string | null): Promise<SupplierOrder | null> {
    let after: string | undefined;
    for (let page = 0; page < LOOKUP_MAX_PAGES; page++) {
      const answer = await duffelCall('order list', DUFFEL_TIMEOUTS_MS.read, () =>
        this.deps.client.orders.list({
          limit: LOOKUP_PAGE_SIZE,
          ...(after ? { after } : {}),
          ...(passengerName ? { 'passenger_name[]': [passengerName] } : {}),
        }),
      ).catch((err: unknown) => {
        // A look-up that cannot be made is as unknown as the order itself.
        throw err instanceof DuffelRefusal ? new OutcomeUnknown(`duffel order list: ${err.status}`) : err;
      });
      const found = (answer.data as Order[]).find((o) => o.metadata?.[BOOKING_CODE_KEY] === key);
      if (found) return supplierOrderOf(found);
      after = answer.meta?.after ?? undefined;
      if (!after) return null;
    }
    // Not within the newest pages: said as unknown rather than "none", so nothing is ordered twice.
    throw new OutcomeUnknown('duffel order list: not found within the pages read');
  }

  /** Duffel's own cancellation quote; its refund converted to TRY as the price was. */
  async cancellationQuote(orderRef: string): Promise<SupplierCancellationQuote> {
    try {
      const quote = (
        await duffelCall('cancellation quote', DUFFEL_TIMEOUTS_MS.cancel, () =>
          this.deps.client.orderCancellations.create({ order_id: orderRef }),
        )
      ).data;
      const currency = quote.refund_currency ?? 'TRY';
      const toTry = await this.deps.prices.converter([currency]);
      const refund = quote.refund_amount === null ? 0 : toTry(quote.refund_amount, currency);
      if (refund === null) throw AppError.unavailable(new Error(`duffel refund in ${currency}: no rate`));
      return { ref: quote.id, refundAmount: refund };
    } catch (err) {
      if (err instanceof DuffelRefusal) {
        this.deps.log.warn({ status: err.status, code: err.code }, 'duffel refused a cancellation quote');
        throw new AppError(409, 'cancel.supplier_refused', undefined, 'supplier_refused');
      }
      throw err;
    }
  }

  /** Confirms Duffel's quote; one confirmed before (a repeat) is read back from the order. */
  async confirmCancellation(orderRef: string, quoteRef: string): Promise<{ cancelled: boolean }> {
    if (!quoteRef.startsWith('ore_')) return { cancelled: false };
    try {
      const confirmed = (
        await duffelCall('cancellation confirm', DUFFEL_TIMEOUTS_MS.cancel, () =>
          this.deps.client.orderCancellations.confirm(quoteRef),
        )
      ).data;
      return { cancelled: Boolean(confirmed.confirmed_at) };
    } catch (err) {
      if (!(err instanceof DuffelRefusal)) throw err;
      const order = (await duffelCall('order', DUFFEL_TIMEOUTS_MS.read, () => this.deps.client.orders.get(orderRef)))
        .data;
      return { cancelled: Boolean(order.cancelled_at) };
    }
  }
}
