// What the transfer results page tests share: one search answer around any list of vehicles.
import type { TransferResult, TransferSearchView } from './types';

/** Antalya Airport → Kemer, 3 July 2031 at 10:30, two passengers with two bags. */
export const transferView = (results: TransferResult[]): TransferSearchView => ({
  status: true,
  search: results,
  search_options: {
    id: 55,
    departure_date: '2031-07-03',
    departure_pickup_time: '10:30',
    departure_location: { id: 10, name: 'Antalya Airport' },
    arrival_location: { id: 11, name: 'Kemer' },
    passenger_count: 2,
    baggage_count: 2,
  },
  time_out_seconds: 1200,
});
