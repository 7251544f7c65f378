import type {
  CheckPnrInput,
  FlightBooking,
  TransferBooking,
  UserFlightBooking,
  UserTransferBooking,
} from '@yolcu/contract';
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

/** What was booked: each has its own PNR lookup, detail call and detail page. */
export type BookingProduct = 'flight' | 'transfer';

/** Where a booking of either product is shown (02 §2). */
export const bookingDetailPath = (product: BookingProduct, code: string) =>
  `/${product}/booking/detail/${encodeURIComponent(code)}`;

/** PNR and surname (case-insensitive on the server) → the booking's session_unique, or 404 (03 §7). */
export const checkPnr = (product: BookingProduct, values: CheckPnrInput) =>
  post<{ session_unique: string }>(`/api/${product}/check-pnr/`, values);

/** A booking that is not there: unknown (404) or not even a well-formed code (400). */
export const isMissingBooking = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

/** A missing booking is an answer, not a hiccup: only other failures are tried again. */
const retryUnlessNotFound = (count: number, error: unknown) => !isMissingBooking(error) && count < 1;

/** A booking with what its detail page shows (03 §7). Fresh on every visit: its status can change. */
function useBooking<T>(product: BookingProduct, id: string | undefined, parts: Record<string, number>) {
  const language = useSettings((s) => s.language);
  return useQuery({
    queryKey: [`${product}-booking`, id, language],
    queryFn: () => get<T>(`/api/${product}/booking/${encodeURIComponent(id ?? '')}/`, parts),
    enabled: Boolean(id),
    staleTime: 0,
    retry: retryUnlessNotFound,
  });
}

export const useFlightBooking = (id: string | undefined) =>
  useBooking<FlightBooking>('flight', id, { transfers: 1, passenger: 1, tickets: 1 });
export const useTransferBooking = (id: string | undefined) =>
  useBooking<TransferBooking>('transfer', id, { passenger: 1, tickets: 1 });

/**
 * One of the signed-in user's booking lists, newest first, a page more each time the end shows.
 * Forced on every page open (02 §7). Keys start with `user-` so signing out drops them.
 */
function useUserBookings<T>(kind: BookingProduct, enabled: boolean) {
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
