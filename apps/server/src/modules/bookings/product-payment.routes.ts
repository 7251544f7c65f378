import {
  beforePaymentResponseSchema,
  bookingCodeParams,
  bookingInfoResponseSchema,
  checkPnrResponseSchema,
  checkPnrSchema,
  detailErrorSchema,
  payResponseSchema,
  sessionQuery,
} from '@yolcu/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Language } from '@yolcu/contract';
import { translate } from '../../lib/i18n.js';
import { bookingByCode, bookingInfo, checkPnr } from './bookings.service.js';
import { bookingCalendarRoute } from './calendar.routes.js';
import { cancellationRoutes } from './cancellation.routes.js';
import { bookingDocumentRoute } from './document.routes.js';

/** PNR inquiries per client address: enough for a family's bookings, too few to guess PNRs. */
export const PNR_RATE_LIMIT = { max: 10, timeWindow: '10 minutes' } as const;

const paymentBody = z.looseObject({
  session_unique: z.string({ error: 'v.required' }).min(16, 'v.invalid').max(64, 'v.invalid'),
});
const timedOutSchema = z.object({ status: z.boolean(), research: z.boolean(), message: z.string() });

/** What a product's checkout answers: payment data, before-payment and pay (03 §7). */
export interface Checkout {
  paymentData(sessionUnique: string, lang: Language): Promise<unknown>;
  beforePayment(sessionUnique: string, lang: Language): Promise<z.infer<typeof beforePaymentResponseSchema>>;
  pay(
    body: Record<string, unknown>,
    userId: number | null,
    lang: Language,
    /** The payer's address (a PSP's fraud screening). */
    clientIp?: string,
  ): Promise<z.infer<typeof payResponseSchema>>;
}

/**
 * The calls of 03 §7 that flights and transfers share, under the product's prefix: payment data,
 * before-payment and pay (one POST, told apart by the body), the reservation check and the PNR inquiry.
 */
export function productPaymentRoutes(
  app: FastifyInstance,
  product: 'flight' | 'transfer',
  checkout: Checkout,
  paymentDataSchema: z.ZodType,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const tags = [`${product} booking`];

  r.get(
    `/${product}/gateway/payment/`,
    {
      schema: {
        tags,
        summary: 'Payment data of the selection and the rules its form checks',
        querystring: sessionQuery,
        response: { 200: z.union([paymentDataSchema, timedOutSchema]) },
      },
    },
    async (req) => (await checkout.paymentData(req.query.session_unique, req.lang)) as never,
  );

  r.post(
    `/${product}/gateway/payment/`,
    {
      schema: {
        tags,
        summary:
          'With only session_unique: before-payment (re-prices the selection). With the payment form: pay, answering the bank page in pay_url',
        description: `The pay form is the ${product} payment payload of 02 §3 (the contract's ${product}PaymentSchema); 400 answers field messages with dotted paths. The amount is computed here.`,
        body: paymentBody,
        response: { 200: z.union([payResponseSchema, beforePaymentResponseSchema]), 404: detailErrorSchema },
      },
    },
    async (req) => {
      const body = req.body as Record<string, unknown>;
      if (Object.keys(body).length === 1) return checkout.beforePayment(body.session_unique as string, req.lang);
      return checkout.pay(body, req.userId, req.lang, req.ip);
    },
  );

  r.get(
    `/${product}/booking/info/:unique_code/`,
    {
      schema: {
        tags,
        summary: 'Reservation check of a booking by its own code: pending, completed, failed or cancelled',
        params: bookingCodeParams,
        response: { 200: bookingInfoResponseSchema, 404: detailErrorSchema },
      },
    },
    async (req) =>
      bookingInfo(await bookingByCode(db, req.params.unique_code, product), (key) => translate(req.lang, key)),
  );

  r.post(
    `/${product}/check-pnr/`,
    {
      config: { rateLimit: PNR_RATE_LIMIT },
      schema: {
        tags,
        summary: `Find a ${product} booking by PNR and surname (case and Turkish letters folded)`,
        body: checkPnrSchema,
        response: { 200: checkPnrResponseSchema, 404: detailErrorSchema },
      },
    },
    async (req) => checkPnr(db, product, req.body.pnr, req.body.surname),
  );

  bookingCalendarRoute(app, product);
  bookingDocumentRoute(app, product);
  cancellationRoutes(app, product);
}
