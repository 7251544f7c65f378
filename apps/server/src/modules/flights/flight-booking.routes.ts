import {
  bookingCodeParams,
  bookingDetailQuery,
  detailErrorSchema,
  flightBookingSchema,
  flightItinerarySchema,
  flightPaymentDataSchema,
  pageQuery,
  pagedListOf,
  userFlightBookingSchema,
  shareCodeParams,
} from '@yolcu/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../auth/auth.plugin.js';
import { productPaymentRoutes } from '../bookings/product-payment.routes.js';
import { flightBookingDetail, flightItinerary, userFlightBookings } from './flight-bookings.service.js';
import type { FlightCheckout } from './flight-checkout.service.js';

/** The flight calls of 03 §7 from payment to the traveller's tickets. */
export function flightBookingRoutes(app: FastifyInstance, checkout: FlightCheckout) {
  productPaymentRoutes(app, 'flight', checkout, flightPaymentDataSchema);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const tags = ['flight booking'];

  r.get(
    '/flight/booking/:unique_code/',
    {
      schema: {
        tags,
        summary: 'A flight booking; legs, passengers and tickets with transfers=1, passenger=1, tickets=1',
        params: bookingCodeParams,
        querystring: bookingDetailQuery,
        response: { 200: flightBookingSchema, 404: detailErrorSchema },
      },
    },
    async (req) => flightBookingDetail(db, req.params.unique_code, req.query, req.lang),
  );

  r.get(
    '/flight/itinerary/:share_code/',
    {
      schema: {
        tags,
        summary: 'The itinerary a shared link opens: routes, dates, times and airlines, no names, PNR or contact',
        params: shareCodeParams,
        response: { 200: flightItinerarySchema, 404: detailErrorSchema },
      },
    },
    async (req) => flightItinerary(db, req.params.share_code, req.lang),
  );

  r.get(
    '/user/flight/bookings/',
    {
      schema: {
        tags,
        summary: "The signed-in user's flight bookings, newest first",
        querystring: pageQuery,
        response: { 200: pagedListOf(userFlightBookingSchema) },
      },
    },
    async (req) => {
      const userId = requireUser(req);
      const { page, per_page } = req.query;
      return userFlightBookings(
        db,
        userId,
        page,
        per_page,
        (p) => `${app.config.publicUrl}/api/user/flight/bookings/?page=${p}&per_page=${per_page}`,
        req.lang,
      );
    },
  );
}
