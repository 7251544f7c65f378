import type { PayResponse } from '@yolcu/contract';
import { post } from '../../../lib/api/client';
import { needsNetwork } from '../../../lib/network';
import type { CheckoutProduct } from '../product';

/**
 * POST with the whole form: answers the test bank's 3-D Secure address, or 400 with field
 * messages. The body holds the card: it is never logged or kept anywhere but this request.
 */
export const pay = (product: CheckoutProduct, body: unknown) =>
  needsNetwork('offline.payment', () => post<PayResponse>(`/api/${product}/gateway/payment/`, body));
