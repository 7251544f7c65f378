import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isNetworkFailure, reportReachable } from './network';

/**
 * Reference data is loaded once and reused unless forced (01 §4). Calls run even when the device
 * says it is offline (issue 12): they fail at once and the screen says what needs a connection,
 * instead of waiting paused with a spinner until the network returns.
 */
/** A booking detail served from the copy kept on the device (issue 12) reached nothing. */
const fromDevice = (data: unknown) => typeof (data as { savedAt?: unknown } | null)?.savedAt === 'number';

const tellNetwork = {
  onSuccess: (data: unknown) => {
    if (!fromDevice(data)) reportReachable(true);
  },
  onError: (error: unknown) => {
    if (isNetworkFailure(error)) reportReachable(false);
  },
};

export const queryClient = new QueryClient({
  // Every call's fate feeds the shell's offline line (a dead network often still says onLine).
  queryCache: new QueryCache(tellNetwork),
  mutationCache: new MutationCache(tellNetwork),
  defaultOptions: {
    queries: {
      staleTime: Number.POSITIVE_INFINITY,
      gcTime: 30 * 60_000,
      retry: 1,
      refetchOnWindowFocus: false,
      networkMode: 'always',
    },
    mutations: { networkMode: 'always' },
  },
});
