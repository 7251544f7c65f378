import { useMutation, useQuery } from '@tanstack/react-query';
import { get, post } from '../../../lib/api/client';
import { needsNetwork } from '../../../lib/network';
import { useSettings } from '../../../lib/settings-store';
import type { SearchView } from '../types';

export const useSearchSession = (sessionUnique: string | null) => {
  const language = useSettings((s) => s.language);
  return useQuery({
    queryKey: ['flight-search', sessionUnique, language],
    queryFn: () =>
      needsNetwork('offline.search', () =>
        get<SearchView>('/api/flight/gateway/search/', { session_unique: sessionUnique }),
      ),
    enabled: Boolean(sessionUnique),
    retry: false,
    // An answer lives as long as its session: once the hold is over it is asked again (the server
    // then says the search timed out) instead of being shown with a fresh countdown.
    staleTime: (q) => (q.state.data?.time_out_seconds ?? 0) * 1000,
    gcTime: 20 * 60_000,
  });
};

export const useSelectFlight = () =>
  useMutation({
    mutationFn: (body: { session_unique: string; product_ids: string[]; alternative_prices?: string[] }) =>
      post<{ status: boolean; research: boolean; message: string }>('/api/flight/gateway/search/select/', body),
  });
