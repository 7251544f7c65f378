import {
  beforePaymentResponseSchema,
  bookingDetailQuery,
  bookingInfoResponseSchema,
  checkPnrResponseSchema,
  checkPnrSchema,
  flightBookingSchema,
  flightPaymentDataSchema,
  pageQuery,
  payResponseSchema,
  sessionParams,
  sessionQuery,
} from '@yolcu/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { translate } from '../../lib/i18n.js';
import { requireUser } from '../auth/auth.plugin.js';
import { bookingBySession, bookingInfo, checkPnr } from '../bookings/bookings.service.js';
import { flightBookingDetail, userFlightBookings } from './flight-bookings.service.js';
import type { FlightCheckout } from './flight-checkout.service.js';

/** PNR inquiries per client address: enough for a family's bookings, too few to guess PNRs. */
export const PNR_RATE_LIMIT = { max: 10, timeWindow: '10 minutes' } as const;

const paymentBody = z.looseObject({ session_unique: z.string({ error: 'v.required' }).min(16, 'v.invalid').max(64, 'v.invalid') });
const timedOutSchema = z.object({ status: z.boolean(), research: z.boolean(), message: z.string() });

/** The flight calls of 03 §7 from payment to the traveller's tickets. */
export function flightBookingRoutes(app: FastifyInstance, checkout: FlightCheckout) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const tags = ['flight booking'];

  r.get(
    '/flight/gateway/payment/',
    {
      schema: {
        tags,
        summary: 'Payment data of the selection: flights, fares, price table and the rules the form checks',
        querystring: sessionQuery,
        response: { 200: z.union([flightPaymentDataSchema, timedOutSchema]) },
      },
    },
    async (req) => checkout.paymentData(req.query.session_unique, req.lang),
  );

  r.post(
    '/flight/gateway/payment/',
    {
      schema: {
        tags,
        summary: 'With only session_unique: before-payment (re-prices the selection). With the payment form: pay, answering the bank page in pay_url',
        description: 'The pay form is the flight payment payload of 02 §3 (see flightPaymentSchema in the contract); 400 answers field messages with dotted paths.',
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
    '/flight/booking/info/:session_unique/',
    { schema: { tags, summary: 'Reservation check: pending, completed or failed', params: sessionParams, response: { 200: bookingInfoResponseSchema } } },
    async (req) => bookingInfo(await bookingBySession(db, req.params.session_unique, 'flight'), (key) => translate(req.lang, key)),
  );

  r.get(
    '/flight/booking/:session_unique/',
    {
      schema: { tags, summary: 'A flight booking; legs, passengers and tickets with transfers=1, passenger=1, tickets=1', params: sessionParams, querystring: bookingDetailQuery, response: { 200: flightBookingSchema } },
    },
    async (req) => flightBookingDetail(db, req.params.session_unique, req.query, req.lang),
  );

  r.post(
    '/flight/check-pnr/',
    { config: { rateLimit: PNR_RATE_LIMIT }, schema: { tags, summary: 'Find a booking by PNR and surname (case and Turkish letters folded)', body: checkPnrSchema, response: { 200: checkPnrResponseSchema } } },
    async (req) => checkPnr(db, 'flight', req.body.pnr, req.body.surname),
  );

  r.get(
    '/user/flight/bookings/',
    { schema: { tags, summary: "The signed-in user's flight bookings, newest first", querystring: pageQuery } },
    async (req) => {
      const userId = requireUser(req);
      const { page, per_page } = req.query;
      return userFlightBookings(db, userId, page, per_page, (p) => `${app.config.publicUrl}/api/user/flight/bookings/?page=${p}&per_page=${per_page}`);
    },
  );
}
