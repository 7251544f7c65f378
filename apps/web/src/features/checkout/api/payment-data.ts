import type { FlightPaymentData, TransferPaymentData } from '@yolcu/contract';
import { useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/api/client';
import { needsNetwork } from '../../../lib/network';
import { useSettings } from '../../../lib/settings-store';
import type { CheckoutProduct } from '../product';

/** The server's answer when the session has expired or nothing was selected (03 §7). */
export interface PaymentDataGone {
  status: false;
  research: boolean;
  message: string;
}

export interface PaymentData {
  flight: FlightPaymentData;
  transfer: TransferPaymentData;
}

export const isPaymentDataGone = <T extends object>(d: T | PaymentDataGone): d is PaymentDataGone =>
  'status' in d && d.status === false;

export const paymentDataKey = (product: CheckoutProduct, sessionUnique: string | null) =>
  [`${product}-payment`, sessionUnique] as const;

/** GET /api/{product}/gateway/payment/: what was selected, its prices and the form's rules. */
export const fetchPaymentData = <P extends CheckoutProduct>(product: P, sessionUnique: string) =>
  get<PaymentData[P] | PaymentDataGone>(`/api/${product}/gateway/payment/`, { session_unique: sessionUnique });

export function usePaymentData<P extends CheckoutProduct>(product: P, sessionUnique: string | null) {
  const language = useSettings((s) => s.language);
  return useQuery({
    queryKey: [...paymentDataKey(product, sessionUnique), language],
    queryFn: () => needsNetwork('offline.payment', () => fetchPaymentData(product, sessionUnique as string)),
    enabled: Boolean(sessionUnique),
    retry: false,
    // Prices are re-checked by before-payment; the page reloads them only when told to.
    staleTime: Number.POSITIVE_INFINITY,
  });
}
