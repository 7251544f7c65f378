import { TIME_OF_DAY_RANGES } from '@yolcu/contract/constants';
import { type Bounds, boundsActive, NO_BOUNDS, withinBounds } from '../results-frame/bounds';
import { type FlightResult, isPackaged, type PackagedResult } from './types';

export type TimeOfDay = keyof typeof TIME_OF_DAY_RANGES;

/** Filters on one direction of travel. */
export interface SideFilters {
  airlines: string[];
  /** Allowed stop counts (2 means two or more); empty means any. */
  stops: number[];
  departure: TimeOfDay[];
  arrival: TimeOfDay[];
  /** Minutes of the whole journey of this direction, at least and at most. */
  duration: Bounds;
}

export interface Filters {
  outbound: SideFilters;
  /** Applies to the return half of packaged round trips only (02 §9). */
  inbound: SideFilters;
  price: Bounds;
}

const NO_SIDE: SideFilters = { airlines: [], stops: [], departure: [], arrival: [], duration: NO_BOUNDS };
export const NO_FILTERS: Filters = { outbound: NO_SIDE, inbound: NO_SIDE, price: NO_BOUNDS };

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const inRanges = (hhmm: string, ranges: TimeOfDay[]) => {
  const m = minutesOf(hhmm);
  return ranges.some((r) => m >= TIME_OF_DAY_RANGES[r][0] && m < TIME_OF_DAY_RANGES[r][1]);
};

const sideCount = (f: SideFilters) =>
  (f.airlines.length ? 1 : 0) +
  (f.stops.length ? 1 : 0) +
  (f.departure.length ? 1 : 0) +
  (f.arrival.length ? 1 : 0) +
  (boundsActive(f.duration) ? 1 : 0);
export const activeFilterCount = (f: Filters) =>
  sideCount(f.outbound) + sideCount(f.inbound) + (boundsActive(f.price) ? 1 : 0);

function sideMatches(r: FlightResult, f: SideFilters): boolean {
  if (f.airlines.length && !f.airlines.includes(r.airline.code)) return false;
  if (f.stops.length && !f.stops.includes(Math.min(r.information.total_transfer_count, 2))) return false;
  if (f.departure.length && !inRanges(r.departure.time, f.departure)) return false;
  if (f.arrival.length && !inRanges(r.arrival.time, f.arrival)) return false;
  if (!withinBounds(r.information.duration, f.duration)) return false;
  return true;
}

/** One pass over the results; cheap enough for thousands of offers within a frame. */
export function filterResults<T extends FlightResult | PackagedResult>(results: T[], f: Filters): T[] {
  if (activeFilterCount(f) === 0) return results;
  const outboundActive = sideCount(f.outbound) > 0;
  const inboundActive = sideCount(f.inbound) > 0;
  return results.filter((r) => {
    if (!withinBounds(r.price.total, f.price)) return false;
    const out: FlightResult = isPackaged(r) ? r.departure : r;
    if (outboundActive && !sideMatches(out, f.outbound)) return false;
    if (inboundActive && isPackaged(r) && !sideMatches(r.return, f.inbound)) return false;
    return true;
  });
}
