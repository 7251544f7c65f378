/**
 * The flight supplier boundary (03 §7): search, price a selection, book, cancel. The built-in
 * supplier implements it on reference data; a real one is one more file behind the same interface.
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

export interface FlightSupplier {
  search(query: FlightQuery): Promise<FlightOffer[]>;
}
