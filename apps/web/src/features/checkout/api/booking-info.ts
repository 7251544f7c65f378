import type { BookingInfoResponse } from '@yolcu/contract';
import { useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/api/client';
import type { CheckoutProduct } from '../product';

export const bookingInfoKey = (product: CheckoutProduct, sessionUnique: string, attempt: number | null) => [
  `${product}-booking-info`,
  sessionUnique,
  attempt,
];

export const fetchBookingInfo = (product: CheckoutProduct, sessionUnique: string) =>
  get<BookingInfoResponse>(`/api/${product}/booking/info/${encodeURIComponent(sessionUnique)}/`);

/** The payment's state while the 3-D Secure page is open: asked every 2 s as a fallback to the bank's message. */
/** `attempt` numbers each opening of the 3-D Secure page, so an earlier attempt's answer is never read again. */
export function useBookingInfoPoll(product: CheckoutProduct, sessionUnique: string, attempt: number | null) {
  const active = attempt !== null;
  return useQuery({
    queryKey: bookingInfoKey(product, sessionUnique, attempt),
    queryFn: () => fetchBookingInfo(product, sessionUnique),
    enabled: active,
    refetchInterval: active ? 2000 : false,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}
