// What the flight results page tests share: a fare, a flight, a leg-by-leg round-trip answer, the
// routes the page leads to, and a way to count calls to one path.
import type { vi } from 'vitest';
import { renderRoutes } from '../../test/page-test-utils';
import { FlightResultsPage } from './results-page';
import type { FareOption, FlightResult, FlightSearchOption, SearchView } from './types';

export const fare = (code: string, name: string, total: number): FareOption => ({
  code,
  name,
  price: { total },
  features: {
    baggage_allowance: { hand_luggage: 8, luggage: code === 'LIGHT' ? 0 : 20 },
    seat_selection: false,
    free_cancel: false,
    free_change: false,
  },
});

export function flight(
  id: string,
  from: string,
  to: string,
  date: string,
  time: string,
  minutes: number,
  total: number,
): FlightResult {
  return {
    product_id: id,
    flight_sale_type: 0,
    airline: { code: 'TK', name: 'Turkish Airlines', logo: '/api/flight/airline/TK/logo.svg' },
    departure: { time, date, airport_code: from, airport_name: from, city: from },
    arrival: { time: '23:00', date, airport_code: to, airport_name: to, city: to },
    information: {
      total_transfer_count: 0,
      duration: minutes,
      baggage: 20,
      flight_number: `TK${id}`,
      class: 'Y',
      standby_time: 0,
    },
    transfers: [],
    price: {
      total,
      alternative_prices: [fare('LIGHT', 'Light', total), fare('STANDARD', 'Standard', total + 200)],
    },
  };
}

/** Istanbul → Antalya, 12 to 19 June 2031, one adult, chosen leg by leg. */
export const roundTripOption: FlightSearchOption = {
  id: 77,
  fly_type: 'RT',
  is_packaged: false,
  departure_date: '2031-06-12',
  return_date: '2031-06-19',
  departure_airport: { id: 1, code: 'IST', city: 'Istanbul' },
  arrival_airport: { id: 2, code: 'AYT', city: 'Antalya' },
  adult: 1,
  child: 0,
  infant: 0,
  senior: 0,
  total_passenger_count: 1,
  flight_class: 'Y',
  flight_class_name: 'Economy',
  direct_flights_only: false,
};

export const roundTrip = (over: Partial<SearchView> = {}): SearchView => ({
  status: true,
  search: [flight('o1', 'IST', 'AYT', '2031-06-12', '08:00', 75, 1000)],
  search_options: roundTripOption,
  time_out_seconds: 1200,
  ...over,
});

const routes = [
  { path: '/flight/search/', element: <FlightResultsPage /> },
  { path: '/flight/search-gate/:option', element: <p>search gate</p> },
  { path: '/flight/payment/', element: <p>payment page</p> },
  { path: '/', element: <p>search form</p> },
];
export const open = (url = '/flight/search/?session_unique=abc') => renderRoutes(routes, [url]);

export const calls = (fetch: ReturnType<typeof vi.fn>, path: string) =>
  fetch.mock.calls.filter(([input]) => new URL(String(input), window.location.origin).pathname === path);
