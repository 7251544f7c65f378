import type { Language } from '@yolcu/contract';
import type { Fulfilment } from './fulfilment.js';

/**
 * What each product (flight, transfer) offers to the shared parts of the server: the booking
 * core's completion and the product-less `/api/base/…` calls of 02 §7, which answer for the
 * product of the session they are given.
 */
export interface ProductHandlers {
  fulfilment?: Fulfilment;
  view?(sessionUnique: string, lang: Language): Promise<unknown>;
  select?(body: Record<string, unknown>, lang: Language): Promise<unknown>;
  beforePayment?(sessionUnique: string, lang: Language): Promise<{ status: boolean; message: string; refresh: boolean; research: boolean }>;
  /** The web page that pays for a session of this product. */
  paymentPath?(sessionUnique: string): string;
}

export type ProductRegistry = Record<string, ProductHandlers>;
