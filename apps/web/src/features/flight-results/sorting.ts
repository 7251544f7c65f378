import type { FlightResult, PackagedResult } from './types';

export type SortKey = 'price' | 'duration' | 'departure' | 'arrival' | 'airline';
export type Sort = { key: SortKey; dir: 'asc' | 'desc' };
export const DEFAULT_SORT: Sort = { key: 'price', dir: 'asc' };

const outbound = (r: FlightResult | PackagedResult): FlightResult => ('return' in r ? r.departure : r);

const value: Record<SortKey, (r: FlightResult | PackagedResult) => number | string> = {
  price: (r) => r.price.total,
  duration: (r) => outbound(r).information.duration,
  departure: (r) => `${outbound(r).departure.date}T${outbound(r).departure.time}`,
  arrival: (r) => `${outbound(r).arrival.date}T${outbound(r).arrival.time}`,
  airline: (r) => outbound(r).airline.name,
};

/** Sorts a copy; ties fall back to price so the order is stable for the traveller. */
export function sortResults<T extends FlightResult | PackagedResult>(results: T[], sort: Sort): T[] {
  const get = value[sort.key];
  const sign = sort.dir === 'asc' ? 1 : -1;
  return [...results].sort((a, b) => {
    const x = get(a);
    const y = get(b);
    const c = x < y ? -1 : x > y ? 1 : 0;
    return c * sign || a.price.total - b.price.total;
  });
}
