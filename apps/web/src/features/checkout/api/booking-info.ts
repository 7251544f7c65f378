import type { BookingInfoResponse } from '@yolcu/contract';
import { useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/api/client';
import type { CheckoutProduct } from '../product';

/** Keyed by the booking's own code (03 §12), which the pay answer gives; never the search session. */
export const bookingInfoKey = (product: CheckoutProduct, uniqueCode: string | null, attempt: number | null) => [
  `${product}-booking-info`,
  uniqueCode,
  attempt,
];

/** The state of a booking by its own code; an unknown code answers 404. */
export const fetchBookingInfo = (product: CheckoutProduct, uniqueCode: string) =>
  get<BookingInfoResponse>(`/api/${product}/booking/info/${encodeURIComponent(uniqueCode)}/`);

/**
 * The payment's state while the 3-D Secure page is open: asked every 2 s as a fallback to the
 * bank's message. `attempt` numbers each opening of the 3-D Secure page, so an earlier attempt's
 * answer is never read again.
 */
export function useBookingInfoPoll(product: CheckoutProduct, uniqueCode: string | null, attempt: number | null) {
  const active = attempt !== null && uniqueCode !== null;
  return useQuery({
    queryKey: bookingInfoKey(product, uniqueCode, attempt),
    queryFn: () => fetchBookingInfo(product, uniqueCode ?? ''),
    enabled: active,
    refetchInterval: active ? 2000 : false,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}
