import { QueryClient } from '@tanstack/react-query';

/** Reference data is loaded once and reused unless forced (01 §4). */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: Number.POSITIVE_INFINITY, gcTime: 30 * 60_000, retry: 1, refetchOnWindowFocus: false },
  },
});
