import type { BeforePaymentResponse } from '@yolcu/contract';
import { post } from '../../../lib/api/client';

/** POST with only the session: re-prices the selection before the form is sent (02 §4, 03 §7). */
export const beforePayment = (sessionUnique: string) => post<BeforePaymentResponse>('/api/flight/gateway/payment/', { session_unique: sessionUnique });
