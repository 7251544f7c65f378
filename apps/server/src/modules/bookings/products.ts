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
  beforePayment?(
    sessionUnique: string,
    lang: Language,
  ): Promise<{ status: boolean; message: string; refresh: boolean; research: boolean }>;
  /** The price the traveller agreed to for the session's selection, TRY; null when none is chosen or it expired. */
  agreedPrice?(sessionUnique: string): Promise<number | null>;
  /** The web page that pays for a session of this product. */
  paymentPath?(sessionUnique: string): string;
  /** What price alerts need of a product's stored search options. */
  alerts?: OptionPricing;
}

export interface OptionPricing {
  /** The option's lowest price now; `past` (and no price) when its date has gone. */
  lowestPrice(optionId: number): Promise<{ price: number | null; past: boolean }>;
  /** The option as a list shows it (`option_detail`). */
  describe(optionId: number, lang: Language): Promise<Record<string, unknown>>;
  /** A few words for a mail or SMS: the route and date. */
  summary(optionId: number, lang: Language): Promise<string>;
}

export type ProductRegistry = Record<string, ProductHandlers>;
