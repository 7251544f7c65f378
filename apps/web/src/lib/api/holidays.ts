import type { HolidayGroup } from '@yolcu/contract';
import { useQueries } from '@tanstack/react-query';
import { useSettings } from '../settings-store';
import { get } from './client';

export interface HolidayMark {
  color: string;
  name: string;
}

/** Holidays of the given years as a date → mark map, for the calendar. */
export function useHolidays(years: number[]): Map<string, HolidayMark> {
  const language = useSettings((s) => s.language);
  const results = useQueries({
    queries: years.map((year) => ({
      queryKey: ['holidays', year, language],
      queryFn: () => get<{ results: HolidayGroup[] }>('/api/holidays/', { year }).then((r) => r.results),
    })),
  });
  const marks = new Map<string, HolidayMark>();
  for (const r of results)
    for (const group of r.data ?? [])
      for (const d of group.dates) marks.set(d, { color: group.color, name: group.name });
  return marks;
}
