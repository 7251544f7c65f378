import { describe, expect, it } from 'vitest';
import { filterResults, NO_FILTERS } from './filtering';
import { sortResults } from './sorting';
import type { FlightResult } from './types';

const result = (id: string, airline: string, time: string, price: number, stops = 0, duration = 75): FlightResult =>
  ({
    product_id: id,
    flight_sale_type: 0,
    airline: { code: airline, name: airline, logo: '' },
    departure: { time, date: '2026-12-01', airport_code: 'IST', airport_name: '', city: '' },
    arrival: { time, date: '2026-12-01', airport_code: 'AYT', airport_name: '', city: '' },
    information: {
      total_transfer_count: stops,
      duration,
      baggage: 8,
      flight_number: id,
      class: 'ECONOMY',
      standby_time: 0,
      seats_left: 9,
    },
    transfers: [],
    price: { total: price, alternative_prices: [] },
  }) as FlightResult;

const list = [
  result('a', 'TK', '07:00', 3000),
  result('b', 'PC', '13:00', 2000, 1, 300),
  result('c', 'TK', '20:00', 2500),
  result('d', 'VF', '02:00', 1500),
];

describe('flight filters (02 §9)', () => {
  it('filters by airline, stops and time of day', () => {
    expect(
      filterResults(list, { ...NO_FILTERS, outbound: { ...NO_FILTERS.outbound, airlines: ['TK'] } }).map(
        (r) => r.product_id,
      ),
    ).toEqual(['a', 'c']);
    expect(
      filterResults(list, { ...NO_FILTERS, outbound: { ...NO_FILTERS.outbound, stops: [0] } }).map((r) => r.product_id),
    ).toEqual(['a', 'c', 'd']);
    expect(
      filterResults(list, { ...NO_FILTERS, outbound: { ...NO_FILTERS.outbound, departure: ['morning', 'night'] } }).map(
        (r) => r.product_id,
      ),
    ).toEqual(['a', 'd']);
  });
  it('keeps prices within the 2-unit tolerance of the bound', () => {
    expect(filterResults(list, { ...NO_FILTERS, maxPrice: 1998 }).map((r) => r.product_id)).toEqual(['b', 'd']);
    expect(
      filterResults(list, { ...NO_FILTERS, outbound: { ...NO_FILTERS.outbound, maxDuration: 100 } }).map(
        (r) => r.product_id,
      ),
    ).toEqual(['a', 'c', 'd']);
  });
  it('filters the return half of packaged round trips on its own', () => {
    const pkg = (id: string, back: FlightResult) => ({
      product_id: id,
      departure: list[0]!,
      return: back,
      price: { total: 5000, alternative_prices: [] },
    });
    const packaged = [pkg('p1', list[1]!), pkg('p2', list[2]!)];
    const onlyDirectBack = filterResults(packaged, { ...NO_FILTERS, inbound: { ...NO_FILTERS.inbound, stops: [0] } });
    expect(onlyDirectBack.map((r) => r.product_id)).toEqual(['p2']);
  });

  it('sorts by every key both ways, cheapest first by default', () => {
    expect(sortResults(list, { key: 'price', dir: 'asc' }).map((r) => r.product_id)).toEqual(['d', 'b', 'c', 'a']);
    expect(sortResults(list, { key: 'departure', dir: 'desc' }).map((r) => r.product_id)).toEqual(['c', 'b', 'a', 'd']);
    expect(sortResults(list, { key: 'duration', dir: 'desc' })[0]?.product_id).toBe('b');
  });
});
