import { describe, expect, it } from 'vitest';
import { activeFilterCount, type Filters, filterResults, NO_FILTERS } from './filtering';
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
  const ids = (f: Filters) => filterResults(list, f).map((r) => r.product_id);
  const byDuration = (min: number | null, max: number | null) =>
    ids({ ...NO_FILTERS, outbound: { ...NO_FILTERS.outbound, duration: { min, max } } });

  it('cuts prices at both ends, each within the 2-unit tolerance (02 §9)', () => {
    expect(ids({ ...NO_FILTERS, price: { min: null, max: 1998 } })).toEqual(['b', 'd']);
    expect(ids({ ...NO_FILTERS, price: { min: 2502, max: null } })).toEqual(['a', 'c']);
    expect(ids({ ...NO_FILTERS, price: { min: 2003, max: null } })).toEqual(['a', 'c']);
    expect(ids({ ...NO_FILTERS, price: { min: 1800, max: 2600 } })).toEqual(['b', 'c']);
    expect(activeFilterCount({ ...NO_FILTERS, price: { min: 1800, max: null } })).toBe(1);
  });
  it('cuts durations at both ends', () => {
    expect(byDuration(null, 100)).toEqual(['a', 'c', 'd']);
    expect(byDuration(100, null)).toEqual(['b']);
    expect(byDuration(77, 297)).toEqual(['a', 'c', 'd']);
    expect(byDuration(77, 298)).toEqual(['a', 'b', 'c', 'd']);
    expect(byDuration(78, 297)).toEqual([]);
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
