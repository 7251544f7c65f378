/** Shapes of GET /api/flight/gateway/search/ (02 §3) as the results page reads them. */
export interface FareOption {
  code: string;
  name: string;
  price: { total: number };
  features: {
    baggage_allowance: { hand_luggage: number; luggage: number };
    seat_selection: boolean;
    free_cancel: boolean;
    free_change: boolean;
  };
  /** The airline's own refund terms in one line (a supplier's fare); absent for the product's families. */
  cancel_rule?: string;
}
export interface FlightResult {
  product_id: string;
  flight_sale_type: number;
  airline: { code: string; name: string; logo: string };
  departure: { time: string; date: string; airport_code: string; airport_name: string; city: string };
  arrival: { time: string; date: string; airport_code: string; airport_name: string; city: string };
  information: {
    total_transfer_count: number;
    duration: number;
    baggage: number;
    flight_number: string;
    class: string;
    standby_time: number;
    seats_left?: number;
  };
  transfers: Array<{
    flight_number: string;
    departure_airport: { code: string };
    arrival_airport: { code: string };
    departure_time: string;
    arrival_time: string;
    stand_by_duration: number;
  }>;
  /** per_adult: what one adult pays of the total (absent in sessions stored before it). */
  price: { total: number; per_adult?: number; alternative_prices: FareOption[] };
}
export interface PackagedResult {
  product_id: string;
  departure: FlightResult;
  return: FlightResult;
  price: FlightResult['price'];
}
export interface SearchView {
  status: boolean;
  research?: boolean;
  message?: string;
  search?: Array<FlightResult | PackagedResult>;
  search_options?: {
    id: number;
    fly_type: 'OW' | 'RT';
    is_packaged: boolean;
    departure_date: string;
    return_date: string | null;
    departure_airport: { id: number; code: string; city: string };
    arrival_airport: { id: number; code: string; city: string };
    adult: number;
    child: number;
    infant: number;
    senior: number;
    total_passenger_count: number;
    flight_class: string;
    flight_class_name: string;
    direct_flights_only: boolean;
  };
  time_out_seconds?: number;
}
/** What was searched, as the results answer carries it. */
export type FlightSearchOption = NonNullable<SearchView['search_options']>;
export const isPackaged = (r: FlightResult | PackagedResult): r is PackagedResult => 'return' in r;
