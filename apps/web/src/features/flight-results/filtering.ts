import { TIME_OF_DAY_RANGES } from '@yolcu/contract/constants';
import { type FlightResult, isPackaged, type PackagedResult } from './types';

export type TimeOfDay = keyof typeof TIME_OF_DAY_RANGES;

export interface Filters {
  airlines: string[];
  /** Allowed stop counts; empty means any. */
  stops: number[];
  departure: TimeOfDay[];
  arrival: TimeOfDay[];
  maxPrice: number | null;
  maxDuration: number | null;
}

export const NO_FILTERS: Filters = { airlines: [], stops: [], departure: [], arrival: [], maxPrice: null, maxDuration: null };

/** 02 §9: range filters keep results within 2 units of the chosen bound. */
const TOLERANCE = 2;

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const inRanges = (hhmm: string, ranges: TimeOfDay[]) => {
  const m = minutesOf(hhmm);
  return ranges.some((r) => m >= TIME_OF_DAY_RANGES[r][0] && m < TIME_OF_DAY_RANGES[r][1]);
};

export const activeFilterCount = (f: Filters) =>
  (f.airlines.length ? 1 : 0) + (f.stops.length ? 1 : 0) + (f.departure.length ? 1 : 0) + (f.arrival.length ? 1 : 0) + (f.maxPrice !== null ? 1 : 0) + (f.maxDuration !== null ? 1 : 0);

/** One pass over the results; cheap enough for thousands of offers within a frame. */
export function filterResults<T extends FlightResult | PackagedResult>(results: T[], f: Filters): T[] {
  if (activeFilterCount(f) === 0) return results;
  const airlines = new Set(f.airlines);
  const stops = new Set(f.stops);
  return results.filter((r) => {
    const out: FlightResult = isPackaged(r) ? r.departure : r;
    if (airlines.size && !airlines.has(out.airline.code)) return false;
    if (stops.size && !stops.has(Math.min(out.information.total_transfer_count, 2))) return false;
    if (f.departure.length && !inRanges(out.departure.time, f.departure)) return false;
    if (f.arrival.length && !inRanges(out.arrival.time, f.arrival)) return false;
    if (f.maxPrice !== null && r.price.total > f.maxPrice + TOLERANCE) return false;
    if (f.maxDuration !== null && out.information.duration > f.maxDuration + TOLERANCE) return false;
    return true;
  });
}
