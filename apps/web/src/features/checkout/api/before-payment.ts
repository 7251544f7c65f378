import type { BeforePaymentResponse } from '@yolcu/contract';
import { post } from '../../../lib/api/client';
import type { CheckoutProduct } from '../product';

/** POST with only the session: re-prices the selection before the form is sent (02 §4, 03 §7). */
export const beforePayment = (product: CheckoutProduct, sessionUnique: string) =>
  post<BeforePaymentResponse>(`/api/${product}/gateway/payment/`, { session_unique: sessionUnique });
