import type { FlightBooking, TransferBooking } from '@yolcu/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { get } from '../../../lib/api/client';
import { ApiError } from '../../../lib/api/errors';
import { isNetworkFailure, isOffline, reportReachable } from '../../../lib/network';
import { queryClient } from '../../../lib/query-client';
import { getSettings, useSettings } from '../../../lib/settings-store';
import { saveTicket, savedTicket } from '../../../lib/ticket-store';
import { type FirstData, takeFirstData } from '../../../first-view/first-data';
import type { BookingProduct } from './bookings';

// A ticket's detail query, apart from the rest of the bookings API: the router asks for a ticket
// as its page opens (issue 21), so this part is in the app's first download and kept small.

/** A booking that is not there: unknown (404) or not even a well-formed code (400). */
export const isMissingBooking = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

/** A missing booking is an answer, not a hiccup, and no network is not one either: only other failures are tried again. */
const retryUnlessNotFound = (count: number, error: unknown) =>
  !isMissingBooking(error) && !isNetworkFailure(error) && count < 1;

/** A booking detail and, when it came from the copy kept on the device, when that copy was fetched. */
export interface ServedBooking<T> {
  booking: T;
  /** ms since the epoch; null for an answer fresh from the server. */
  savedAt: number | null;
}

const DETAIL_PARTS: Record<BookingProduct, Record<string, number>> = {
  flight: { transfers: 1, passenger: 1, tickets: 1 },
  transfer: { passenger: 1, tickets: 1 },
};

/**
 * A booking detail (03 §7), kept on the device each time it arrives (issue 12). With no network,
 * or a server that cannot answer, the kept copy is served instead, marked with its time.
 */
export function bookingQuery<T>(product: BookingProduct, id: string | undefined, language: string) {
  const stored = () => {
    const saved = id ? savedTicket<T>(product, id) : null;
    return saved ? { booking: saved.booking, savedAt: saved.savedAt } : undefined;
  };
  return queryOptions({
    queryKey: [`${product}-booking`, id, language],
    queryFn: async (): Promise<ServedBooking<T>> => {
      const code = id ?? '';
      try {
        if (isOffline()) throw new ApiError(0, '');
        const booking = await get<T>(`/api/${product}/booking/${encodeURIComponent(code)}/`, DETAIL_PARTS[product]);
        saveTicket(product, code, booking, language);
        return { booking, savedAt: null };
      } catch (error) {
        const copy = error instanceof ApiError && (error.status === 0 || error.status >= 500) ? stored() : undefined;
        if (copy) {
          if (error instanceof ApiError && error.status === 0) reportReachable(false);
          return copy;
        }
        throw error;
      }
    },
    enabled: Boolean(id),
    staleTime: 0,
    retry: retryUnlessNotFound,
    // Offline the query still runs, so the kept copy (or the offline message) shows instead of a wait.
    networkMode: 'always',
  });
}

/** Details the route asked for as its page opened, not yet shown: the visit's own fetch. */
const fetchedForVisit = new Set<string>();

/**
 * Asked for by the route as soon as a ticket is opened (issue 21), while the page's own code is
 * still downloading, instead of after it has run: the page then mounts with its booking.
 */
export function prefetchBooking(product: BookingProduct, id: string | undefined) {
  if (!id) return;
  const { language } = getSettings();
  const options = bookingQuery(product, id, language);
  fetchedForVisit.add(JSON.stringify(options.queryKey));
  // The server drew this ticket with its answer (a first visit): that answer is this visit's fetch.
  const first = takeFirstData(`${product}-booking`, id, language);
  if (first) {
    seedBooking(product, first);
    saveTicket(product, id, first.data, language);
    return;
  }
  void queryClient.prefetchQuery(options);
}

/** A drawn ticket's answer taken as fetched now: the server's render and the app's mount both start from it. */
export function seedBooking(product: BookingProduct, first: FirstData) {
  const { queryKey } = bookingQuery(product, first.id, first.language);
  queryClient.setQueryData(queryKey, { booking: first.data, savedAt: null });
}

const isConfirming = (booking: unknown) =>
  (booking as { info?: { status?: string } } | undefined)?.info?.status === 'confirming';

/** A booking with what its detail page shows (03 §7). Fresh on every visit: its status can change. */
function useBooking<T>(product: BookingProduct, id: string | undefined) {
  const language = useSettings((s) => s.language);
  const options = bookingQuery<T>(product, id, language);
  const key = JSON.stringify(options.queryKey);
  const query = useQuery({
    ...options,
    // The route's fetch for this same visit is fresh; any later visit fetches again.
    refetchOnMount: () => !fetchedForVisit.has(key),
    // Confirming (03 §17) settles by itself in seconds: asked again until it is completed or failed.
    refetchInterval: (q) => (isConfirming(q.state.data?.booking) ? 2000 : false),
  });
  // After the query has subscribed (its mount has read the mark above).
  useEffect(() => {
    fetchedForVisit.delete(key);
  }, [key]);
  return query;
}

export const useFlightBooking = (id: string | undefined) => useBooking<FlightBooking>('flight', id);
export const useTransferBooking = (id: string | undefined) => useBooking<TransferBooking>('transfer', id);
