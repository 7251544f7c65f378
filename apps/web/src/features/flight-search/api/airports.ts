import type { Airport } from '@yolcu/contract';
import { AIRPORT_SEARCH_MIN_CHARS, LOADING_FLAG_DELAY_MS, SEARCH_DELAY_MS } from '@yolcu/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/api/client';
import { useSettings } from '../../../lib/settings-store';
import { useDebounced, useDelayedFlag } from '../../../lib/use-debounced';

/** Popular airports under 3 characters, matches from 3 on (01 §5). */
export function useAirportSearch(text: string) {
  const language = useSettings((s) => s.language);
  const keyword = useDebounced(text.trim(), SEARCH_DELAY_MS);
  const searching = keyword.length >= AIRPORT_SEARCH_MIN_CHARS;
  const query = useQuery<Airport[]>({
    queryKey: ['airports', language, searching ? keyword.toLocaleLowerCase('tr') : ''],
    queryFn: ({ signal }) =>
      get<{ results: Airport[] }>('/api/flight/airport/', searching ? { keyword } : {}, signal).then((r) => r.results),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
  return { ...query, searching, showLoading: useDelayedFlag(query.isFetching, LOADING_FLAG_DELAY_MS) };
}
