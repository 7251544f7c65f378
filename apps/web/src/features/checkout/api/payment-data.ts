import type { FlightPaymentData } from '@yolcu/contract';
import { useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/api/client';
import { useSettings } from '../../../lib/settings-store';

/** The server's answer when the session has expired or nothing was selected (03 §7). */
export interface PaymentDataGone {
  status: false;
  research: boolean;
  message: string;
}

export const isPaymentDataGone = (d: FlightPaymentData | PaymentDataGone): d is PaymentDataGone => 'status' in d && d.status === false;

export const flightPaymentDataKey = (sessionUnique: string | null) => ['flight-payment', sessionUnique] as const;

/** GET /api/flight/gateway/payment/: the flights, prices and form rules of the selection. */
export const fetchFlightPaymentData = (sessionUnique: string) =>
  get<FlightPaymentData | PaymentDataGone>('/api/flight/gateway/payment/', { session_unique: sessionUnique });

export function useFlightPaymentData(sessionUnique: string | null) {
  const language = useSettings((s) => s.language);
  return useQuery({
    queryKey: [...flightPaymentDataKey(sessionUnique), language],
    queryFn: () => fetchFlightPaymentData(sessionUnique as string),
    enabled: Boolean(sessionUnique),
    retry: false,
    // Prices are re-checked by before-payment; the page reloads them only when told to.
    staleTime: Number.POSITIVE_INFINITY,
  });
}
