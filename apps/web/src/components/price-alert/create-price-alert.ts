import type { priceAlertCreatedSchema } from '@yolcu/contract/price-alerts';
import type { z } from 'zod';
import { post } from '../../lib/api/client';
import type { AlertProduct } from './alert-product';

export type PriceAlertCreated = z.infer<typeof priceAlertCreatedSchema>;

/** POST /api/{flight|transfer}/info/price-alert/ (03 §8): guests and signed-in users alike. */
export const createPriceAlert = (
  product: AlertProduct,
  body: { option: number; notify_email: string | null; notify_phone: string | null; target_price?: number | null },
) => post<PriceAlertCreated>(`/api/${product}/info/price-alert/`, body);
