import {
  beforePaymentResponseSchema,
  bookingDetailQuery,
  bookingInfoResponseSchema,
  checkPnrResponseSchema,
  checkPnrSchema,
  payResponseSchema,
  sessionParams,
  sessionQuery,
  transferBookingSchema,
  transferPaymentDataSchema,
} from '@yolcu/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { translate } from '../../lib/i18n.js';
import { bookingBySession, bookingInfo, checkPnr } from '../bookings/bookings.service.js';
import { PNR_RATE_LIMIT } from '../flights/flight-booking.routes.js';
import { transferBookingDetail } from './transfer-bookings.service.js';
import type { TransferCheckout } from './transfer-checkout.service.js';

const paymentBody = z.looseObject({ session_unique: z.string({ error: 'v.required' }).min(16, 'v.invalid').max(64, 'v.invalid') });
const timedOutSchema = z.object({ status: z.boolean(), research: z.boolean(), message: z.string() });

/** The transfer calls of 03 §7 from payment to the ticket detail. */
export function transferBookingRoutes(app: FastifyInstance, checkout: TransferCheckout) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const tags = ['transfer booking'];

  r.get(
    '/transfer/gateway/payment/',
    {
      schema: {
        tags,
        summary: 'Payment data of the chosen vehicle: summary, extras, price parts and the party size',
        querystring: sessionQuery,
        response: { 200: z.union([transferPaymentDataSchema, timedOutSchema]) },
      },
    },
    async (req) => checkout.paymentData(req.query.session_unique, req.lang),
  );

  r.post(
    '/transfer/gateway/payment/',
    {
      schema: {
        tags,
        summary: 'With only session_unique: before-payment. With the payment form: pay, answering the bank page in pay_url',
        description: 'The pay form is the transfer payment payload of 02 §3 (transferPaymentSchema in the contract); the total is computed here.',
        body: paymentBody,
        response: { 200: z.union([payResponseSchema, beforePaymentResponseSchema]) },
      },
    },
    async (req) => {
      const body = req.body as Record<string, unknown>;
      if (Object.keys(body).length === 1) return checkout.beforePayment(body.session_unique as string, req.lang);
      return checkout.pay(body, req.userId, req.lang);
    },
  );

  r.get(
    '/transfer/booking/info/:session_unique/',
    { schema: { tags, summary: 'Reservation check: pending, completed or failed', params: sessionParams, response: { 200: bookingInfoResponseSchema } } },
    async (req) => bookingInfo(await bookingBySession(db, req.params.session_unique, 'transfer'), (key) => translate(req.lang, key)),
  );

  r.get(
    '/transfer/booking/:session_unique/',
    { schema: { tags, summary: 'A transfer booking; passengers and tickets with passenger=1, tickets=1', params: sessionParams, querystring: bookingDetailQuery, response: { 200: transferBookingSchema } } },
    async (req) => transferBookingDetail(db, req.params.session_unique, req.query, req.lang),
  );

  r.post(
    '/transfer/check-pnr/',
    { config: { rateLimit: PNR_RATE_LIMIT }, schema: { tags, summary: 'Find a transfer booking by PNR and surname', body: checkPnrSchema, response: { 200: checkPnrResponseSchema } } },
    async (req) => checkPnr(db, 'transfer', req.body.pnr, req.body.surname),
  );
}
