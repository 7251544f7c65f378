import type { CheckPnrInput, FlightBooking, UserFlightBooking } from '@yolcu/contract';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { get, post } from '../../../lib/api/client';
import { ApiError } from '../../../lib/api/errors';
import { useSettings } from '../../../lib/settings-store';

/** The paged list answer of 03 §2 (Django REST framework style). */
export interface Paged<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

/** A transfer booking as the user's list shows it (02 §3, Transfer user booking). */
export interface UserTransferBooking {
  info: { unique_code: string; pnr_code: string | null; departure_datetime: string };
  departure_location: { name: string };
  arrival_location: { name: string };
  price: { total: number };
}

/** PNR and surname (case-insensitive on the server) → the booking's session_unique, or 404. */
export const checkFlightPnr = (values: CheckPnrInput) => post<{ session_unique: string }>('/api/flight/check-pnr/', values);

/** A booking that is not there: unknown (404) or not even a well-formed code (400). */
export const isMissingBooking = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 400);

/** A missing booking is an answer, not a hiccup: only other failures are tried again. */
const retryUnlessNotFound = (count: number, error: unknown) => !isMissingBooking(error) && count < 1;

/** The booking with legs, passengers and tickets (03 §7). Fresh on every visit: its status can change. */
export const useFlightBooking = (id: string | undefined) => {
  const language = useSettings((s) => s.language);
  return useQuery({
    queryKey: ['flight-booking', id, language],
    queryFn: () => get<FlightBooking>(`/api/flight/booking/${encodeURIComponent(id ?? '')}/`, { transfers: 1, passenger: 1, tickets: 1 }),
    enabled: Boolean(id),
    staleTime: 0,
    retry: retryUnlessNotFound,
  });
};

/**
 * One of the signed-in user's booking lists, newest first, a page more each time the end shows.
 * Forced on every page open (02 §7). Keys start with `user-` so signing out drops them.
 */
function useUserBookings<T>(kind: 'flight' | 'transfer', enabled: boolean) {
  const language = useSettings((s) => s.language);
  return useInfiniteQuery({
    queryKey: [`user-${kind}-bookings`, language],
    queryFn: ({ pageParam }) => get<Paged<T>>(`/api/user/${kind}/bookings/`, { page: pageParam }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.next ? pages.length + 1 : undefined),
    staleTime: 0,
    refetchOnMount: 'always',
    enabled,
  });
}

export const useUserFlightBookings = (enabled = true) => useUserBookings<UserFlightBooking>('flight', enabled);
export const useUserTransferBookings = (enabled = true) => useUserBookings<UserTransferBooking>('transfer', enabled);
