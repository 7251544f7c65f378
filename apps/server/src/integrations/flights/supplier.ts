import type { OrderingSupplier } from '../orders.js';

/**
 * The flight supplier boundary (03 §7, §17): search, price a selection, and orders (placed with the
 * booking's code as idempotency key, looked up by it, cancelled through a quote). The built-in
 * supplier implements it on reference data; Duffel is one more file behind the same interface.
 */
export interface AirportRef {
  id: number;
  code: string;
  name: string;
  city: string;
  countryCode: string;
  latitude: number;
  longitude: number;
  timezone: string;
}

export interface FlightQuery {
  from: AirportRef;
  to: AirportRef;
  /** Local departure date at `from`, YYYY-MM-DD. */
  date: string;
  cabin: 'ECONOMY' | 'BUSINESS';
  pax: { adult: number; child: number; infant: number; senior: number };
  directOnly: boolean;
  /** Days between today and the departure date, for fares. */
  daysBefore: number;
}

export interface FlightLeg {
  airline: { code: string; name: string };
  flight_number: string;
  departure_airport: { code: string; name: string; city: string; country_code: string };
  arrival_airport: { code: string; name: string; city: string; country_code: string };
  /** Local times at each airport: YYYY-MM-DD and HH:mm. */
  departure_date: string;
  departure_time: string;
  arrival_date: string;
  arrival_time: string;
  /** Minutes in the air, and minutes waiting before this leg (0 for the first). */
  fly_duration: number;
  stand_by_duration: number;
  fly_class: string;
  /** Inventory key of this leg's flight. */
  flight_key: string;
  /** The departure instant, ISO 8601 UTC (absent in bookings made before it was kept). */
  departs_at?: string;
}

/**
 * One time range of a fare's cancellation rules, counted back from its direction's departure: it
 * runs from where the previous range ended (or the purchase) until `until_minutes_before` departure.
 * `all`: fare and taxes come back less `penalty`; `taxes`: only the taxes; the service fee never.
 */
export interface RefundRule {
  until_minutes_before: number;
  refund: 'all' | 'taxes';
  /** TRY, for all passengers of the direction. */
  penalty: number;
}

export interface FareFamily {
  code: 'LIGHT' | 'STANDARD' | 'FLEX';
  name: string;
  /** Total for all passengers, TRY. */
  total: number;
  base: number;
  tax: number;
  service_fee: number;
  features: {
    baggage_allowance: { hand_luggage: number; luggage: number };
    seat_selection: boolean;
    free_cancel: boolean;
    free_change: boolean;
  };
  /** What cancelling returns, by time before departure (absent in bookings made before rules were kept). */
  refund_rules?: RefundRule[];
  /**
   * Set when the terms are the airline's own (a supplier's fare conditions), not one of the
   * product's families whose rules the app describes by their code: the pages then say the rule
   * from `refund_rules` instead.
   */
  airline_terms?: true;
  /**
   * When the supplier stops selling this fare at this price (ISO 8601; Duffel's offer `expires_at`);
   * absent when it does not say. Select answers `research` once it has passed, without asking.
   */
  expires_at?: string;
  /** The fare per passenger type (the payment page's price table). */
  groups: Array<{
    type: 'adult' | 'child' | 'infant' | 'senior';
    count: number;
    base: number;
    tax: number;
    service_fee: number;
  }>;
}

export interface FlightOffer {
  /** Stable id of this itinerary on this date. */
  id: string;
  legs: FlightLeg[];
  /** Minutes from first departure to last arrival. */
  duration: number;
  seats_left: number;
  flight_sale_type: 0 | 1;
  fares: FareFamily[];
}

/** A chosen itinerary to price or book: the query that found it, its id and the fare family. */
export interface FlightSelectionPart {
  query: FlightQuery;
  offerId: string;
  fare: FareFamily['code'];
}

/** A priced itinerary: `null` when it no longer exists or no longer seats the party. */
export interface PricedFlight {
  offer: FlightOffer;
  fare: FareFamily;
}

/** What a booking holds of a flight: the legs (inventory keys and cabin) and the seats taken. */
export interface FlightSeatsRequest {
  legs: Array<{ flightKey: string; date: string; cabin: string; seatsTotal: number }>;
  seats: number;
}

/** What a flight order takes: per direction, the seats of its legs and its tickets' prefix. */
export interface FlightOrderRequest {
  directions: Array<{ seats: FlightSeatsRequest; ticketPrefix: string }>;
}

export interface FlightSupplier extends OrderingSupplier<FlightOrderRequest> {
  search(query: FlightQuery): Promise<FlightOffer[]>;
  /**
   * A supplier that prices a round trip together (Duffel: one offer of two slices) answers its
   * pairs of directions; each pair is one package, bought with one order. Without it, a round
   * trip is two one-way searches.
   */
  searchRoundTrip?(
    out: FlightQuery,
    back: FlightQuery,
  ): Promise<Array<{ departure: FlightOffer; return: FlightOffer }>>;
  /**
   * Whether one search of a city's own code finds the flights of all its airports (Duffel: an IATA
   * city code such as LON); without it, or when it answers false, each airport is searched.
   */
  searchesCity?(city: { code: string; airports: string[] }): boolean;
  /** Re-checks a selection now: its current fare and whether the party still fits. */
  price(part: FlightSelectionPart): Promise<PricedFlight | null>;
  /** What booking the priced flight takes: the seats of each leg. */
  seatsFor(priced: PricedFlight, pax: FlightQuery['pax']): FlightSeatsRequest;
}
