import { PRICE_CALENDAR_MAX_DAYS, type PriceCalendar } from '@yolcu/contract';
import { lastTravelDate, todayInTurkey } from '@yolcu/contract/dates';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { get } from './client';

/** A route as the calendar takes it: airport or city codes, or the ids the search form uses. */
export interface CalendarRoute {
  from: string | number;
  to: string | number;
}

const dayMs = 86_400_000;
export const addDays = (date: string, n: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + n * dayMs).toISOString().slice(0, 10);
const daysBetween = (a: string, b: string) =>
  Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / dayMs);

/**
 * The days from `start` to `end` (YYYY-MM-DD, both included) that can be asked for: none in the
 * past nor after the last day on sale (issue 36), at most 62 a call (03 §15). Null when nothing is left.
 */
export function calendarWindow(start: string, end: string, today = todayInTurkey(), last = lastTravelDate()) {
  const first = start < today ? today : start;
  const stop = end > last ? last : end;
  if (stop < first) return null;
  return { start: first, days: Math.min(daysBetween(first, stop) + 1, PRICE_CALENDAR_MAX_DAYS) };
}

/**
 * Each day's lowest one-adult economy price (TRY, null when nothing flies) for a window of days,
 * as a date → price map. Kept for ten minutes like the server's own days; the previous window stays
 * shown while the next loads, so a month change does not flash.
 */
export function usePriceCalendar(route: CalendarRoute | null | undefined, start: string, end: string) {
  const span = calendarWindow(start, end);
  const enabled = Boolean(route && span);
  const query = useQuery({
    queryKey: ['price-calendar', String(route?.from), String(route?.to), span?.start, span?.days],
    queryFn: ({ signal }) =>
      get<PriceCalendar>(
        '/api/flight/price-calendar/',
        {
          departure_airport: route?.from ?? '',
          arrival_airport: route?.to ?? '',
          start_date: span?.start ?? '',
          days: span?.days ?? 1,
        },
        signal,
      ),
    enabled,
    staleTime: 10 * 60_000,
    gcTime: 10 * 60_000,
    retry: false,
    placeholderData: keepPreviousData,
  });
  const prices = enabled && query.data ? pricesOf(query.data) : new Map<string, number | null>();
  return { prices, isFetching: query.isFetching };
}

/**
 * A calendar's days as date → price: null where nothing flies, no entry where the price is not
 * known (an indicative calendar's day nobody searched), so no page says "no flights" for it.
 */
export function pricesOf(calendar: PriceCalendar): Map<string, number | null> {
  const prices = new Map<string, number | null>();
  for (const d of calendar.days) if (d.price !== null || !calendar.indicative) prices.set(d.date, d.price);
  return prices;
}

/** The lowest quarter of the known prices, for the green "cheap" mark; empty when prices barely differ. */
export function cheapDays(prices: Map<string, number | null>): Set<string> {
  const known = [...prices.entries()].filter((e): e is [string, number] => e[1] !== null);
  const values = known.map(([, p]) => p).sort((a, b) => a - b);
  if (values.length < 4 || values[0] === values[values.length - 1]) return new Set();
  const limit = values[Math.floor((values.length - 1) / 4)] as number;
  return new Set(known.filter(([, p]) => p <= limit).map(([d]) => d));
}
