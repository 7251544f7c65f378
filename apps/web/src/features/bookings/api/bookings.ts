import type { CheckPnrInput, UserFlightBooking, UserTransferBooking } from '@yolcu/contract';
import type { checkPnrResponseSchema } from '@yolcu/contract/payment';
import type { z } from 'zod';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { get, post } from '../../../lib/api/client';
import { ApiError } from '../../../lib/api/errors';
import { needsNetwork } from '../../../lib/network';
import { useSettings } from '../../../lib/settings-store';
import { bookingQuery } from './booking-query';

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

/** The shared itinerary of a booking (03 §12 Share): the trip alone, by its share code. */
export const itineraryPath = (product: BookingProduct, shareCode: string) =>
  `/${product}/itinerary/${encodeURIComponent(shareCode)}`;

/** PNR and surname (case-insensitive on the server) → the booking's own code, or 404 (03 §7, §12). */
export const checkPnr = (product: BookingProduct, values: CheckPnrInput) =>
  needsNetwork('offline.pnr', () => post<z.infer<typeof checkPnrResponseSchema>>(`/api/${product}/check-pnr/`, values));

/**
 * "Find my booking" (issue 22): the page's own product first, then the other on a 404, so a PNR
 * is found from either inquiry page. One after the other, not both at once: each lookup has its
 * own try budget on the server (10 per 10 minutes per address), and a PNR of the page's product
 * spends only that one. Anything but a 404 (a slip in the form, too many tries, no network) ends
 * the search with that answer; two 404s end with the first.
 */
export async function findBooking(
  first: BookingProduct,
  values: CheckPnrInput,
): Promise<{ product: BookingProduct; unique_code: string }> {
  const second: BookingProduct = first === 'flight' ? 'transfer' : 'flight';
  try {
    return { product: first, ...(await checkPnr(first, values)) };
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) throw error;
    try {
      return { product: second, ...(await checkPnr(second, values)) };
    } catch (other) {
      throw other instanceof ApiError && other.status === 404 ? error : other;
    }
  }
}

export {
  bookingQuery,
  isMissingBooking,
  prefetchBooking,
  type ServedBooking,
  useFlightBooking,
  useTransferBooking,
} from './booking-query';
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

/** Each product's newest bookings that My Tickets keeps on the device (the store's limit is both together). */
export const KEPT_PER_PRODUCT = 15;

/**
 * When My Tickets opens for a signed-in user, every recent booking's detail is fetched and kept on
 * the device (issue 12), so any of them opens later with no network. Once per few minutes; the
 * key starts with `user-` so signing out drops it with the rest.
 */
export function useKeepTicketsOnDevice(enabled: boolean) {
  const language = useSettings((s) => s.language);
  const client = useQueryClient();
  useQuery({
    queryKey: ['user-tickets-on-device', language],
    queryFn: async () => {
      for (const product of ['flight', 'transfer'] as const) {
        const list = await get<Paged<{ info: { unique_code: string } }>>(`/api/user/${product}/bookings/`, {
          page: 1,
          per_page: KEPT_PER_PRODUCT,
        });
        for (const b of list.results) await client.prefetchQuery(bookingQuery(product, b.info.unique_code, language));
      }
      return Date.now();
    },
    enabled,
    staleTime: 5 * 60_000,
    retry: false,
  });
}
