import type { FlightPaymentData, TransferPaymentData } from '@yolcu/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/api/client';
import { needsNetwork } from '../../../lib/network';
import { queryClient } from '../../../lib/query-client';
import { getSettings, useSettings } from '../../../lib/settings-store';
import type { CheckoutProduct } from '../product';
import { type FirstData, takeFirstData } from '../../../first-view/first-data';
import { seedPaymentLists } from '../../../lib/api/queries';

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

/** The query of one selection's payment data, shared by the page and the route's early fetch. */
const paymentDataQuery = <P extends CheckoutProduct>(product: P, sessionUnique: string | null, language: string) =>
  queryOptions({
    queryKey: [...paymentDataKey(product, sessionUnique), language],
    queryFn: () => needsNetwork('offline.payment', () => fetchPaymentData(product, sessionUnique as string)),
    enabled: Boolean(sessionUnique),
    retry: false,
    // Prices are re-checked by before-payment; the page reloads them only when told to.
    staleTime: Number.POSITIVE_INFINITY,
  });

export function usePaymentData<P extends CheckoutProduct>(product: P, sessionUnique: string | null) {
  const language = useSettings((s) => s.language);
  return useQuery(paymentDataQuery(product, sessionUnique, language));
}

/**
 * Asked for by the route as soon as the payment page is opened (issue 21), while the page's own
 * code is still downloading, instead of after it has run: the page then mounts with its data.
 * A failure is left for the page's own query to show.
 */
export function prefetchPaymentData(product: CheckoutProduct, url: URL) {
  const sessionUnique = url.searchParams.get('session_unique');
  if (!sessionUnique) return;
  const { language } = getSettings();
  // The server drew this page with its answer (a first visit): that answer is this visit's fetch.
  const first = takeFirstData(`${product}-payment`, sessionUnique, language);
  if (!first) {
    void queryClient.prefetchQuery(paymentDataQuery(product, sessionUnique, language));
    return;
  }
  seedPaymentData(product, first);
}

/**
 * A drawn payment page's answers (its data and lists) taken as fetched now: the server's render
 * and the app's mount both start from them.
 */
export function seedPaymentData(product: CheckoutProduct, first: FirstData) {
  queryClient.setQueryData(paymentDataQuery(product, first.id, first.language).queryKey, first.data as never);
  if (first.lists) seedPaymentLists(first.language, first.lists);
}
