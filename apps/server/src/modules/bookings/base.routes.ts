import {
  bookingCodeParams,
  bookingInfoResponseSchema,
  detailErrorSchema,
  sessionQuery,
  flightSearchViewSchema,
  transferSearchViewSchema,
  selectResponseSchema,
  beforePaymentResponseSchema,
  installmentsQuery,
  installmentsResponseSchema,
} from '@yolcu/contract';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { searchSessions } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { translate } from '../../lib/i18n.js';
import { bookingByCode, bookingInfo } from './bookings.service.js';
import type { ProductHandlers } from './products.js';
import type { InstallmentOffer } from '../../integrations/bank/bank.js';

const sessionBody = z.looseObject({ session_unique: sessionQuery.shape.session_unique });

/**
 * The product-less calls of 02 §7 (03 §6): the same operations addressed without the product,
 * answered for the product of the session given.
 */
export const baseRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const tags = ['base'];

  const productOf = async (sessionUnique: string): Promise<[string, ProductHandlers]> => {
    const [row] = await db
      .select({ product: searchSessions.product })
      .from(searchSessions)
      .where(eq(searchSessions.sessionUnique, sessionUnique));
    const handlers = row ? app.products[row.product] : undefined;
    if (!row || !handlers) throw AppError.notFound('search.not_found');
    return [row.product, handlers];
  };
  const need = <T>(handler: T | undefined): T => {
    if (!handler) throw AppError.notFound();
    return handler;
  };

  app.get(
    '/base/gateway/search/',
    {
      schema: {
        tags,
        summary: 'Results of a search session, whatever its product',
        querystring: sessionQuery,
        response: { 200: z.union([flightSearchViewSchema, transferSearchViewSchema]) },
      },
    },
    async (req) => {
      const [, handlers] = await productOf(req.query.session_unique);
      return (await need(handlers.view)(req.query.session_unique, req.lang)) as never;
    },
  );

  app.post(
    '/base/gateway/select/',
    {
      schema: {
        tags,
        summary: "Select in a session, with the product's own select body",
        body: sessionBody,
        response: { 200: selectResponseSchema, 404: detailErrorSchema },
      },
    },
    async (req) => {
      const [, handlers] = await productOf(req.body.session_unique);
      return (await need(handlers.select)(req.body as Record<string, unknown>, req.lang)) as never;
    },
  );

  app.get(
    '/base/gateway/payment/',
    {
      schema: {
        tags,
        summary: 'Before-payment check of the session',
        querystring: sessionQuery,
        response: { 200: beforePaymentResponseSchema },
      },
    },
    async (req) => {
      const [, handlers] = await productOf(req.query.session_unique);
      return need(handlers.beforePayment)(req.query.session_unique, req.lang);
    },
  );

  app.post(
    '/base/gateway/prebook/',
    {
      schema: {
        tags,
        summary: "Checks the selection and answers the product's payment page to open",
        body: sessionBody,
        response: {
          200: z.object({ status: z.boolean(), message: z.string(), url: z.string() }),
          404: detailErrorSchema,
        },
      },
    },
    async (req) => {
      const [, handlers] = await productOf(req.body.session_unique);
      const check = await need(handlers.beforePayment)(req.body.session_unique, req.lang);
      if (!check.status)
        return { status: false, message: check.message || translate(req.lang, 'pay.prebook_failed'), url: '' };
      return { status: true, message: '', url: need(handlers.paymentPath)(req.body.session_unique) };
    },
  );

  app.get(
    '/base/booking/info/',
    {
      schema: {
        tags,
        summary: 'Reservation check of a booking by its own code, whatever its product (a search id opens none)',
        querystring: bookingCodeParams,
        response: { 200: bookingInfoResponseSchema, 404: detailErrorSchema },
      },
    },
    async (req) => bookingInfo(await bookingByCode(db, req.query.unique_code), (key) => translate(req.lang, key)),
  );

  app.get(
    '/payment/installments/',
    {
      schema: {
        tags: ['payment'],
        summary: "The installment plans of the card's bank for the session's price, by the card's first six digits",
        querystring: installmentsQuery,
        response: { 200: installmentsResponseSchema, 404: detailErrorSchema },
      },
    },
    async (req, reply) => {
      const { session_unique: sessionUnique, bin } = req.query;
      const [, handlers] = await productOf(sessionUnique);
      const agreed = await need(handlers.agreedPrice)(sessionUnique);
      if (agreed === null) throw AppError.notFound('search.timed_out');
      const amount = req.query.amount ?? agreed;
      let offer: Awaited<ReturnType<typeof app.bank.installments>>;
      try {
        offer = await app.bank.installments({ bin, amount });
      } catch (err) {
        throw AppError.unavailable(err);
      }
      // A BIN says which bank issued a card, nothing about its holder; the plans change with the bank's campaigns.
      reply.header('cache-control', 'private, max-age=300');
      return installmentsAnswer(offer, amount);
    },
  );
};

/** A card the bank does not know may still pay at once: a single payment is always offered. */
function installmentsAnswer(offer: InstallmentOffer | null, amount: number) {
  const single = { count: 1, monthly: amount, total: amount };
  if (!offer) return { bank_name: '', card_family: '', card_type: '', options: [single] };
  const options = offer.options.some((o) => o.count === 1) ? offer.options : [single, ...offer.options];
  return { bank_name: offer.bankName, card_family: offer.cardFamily, card_type: offer.cardType, options };
}
