import {
  bookingCodeParams,
  bookingDetailQuery,
  detailErrorSchema,
  shareCodeParams,
  transferBookingSchema,
  transferItinerarySchema,
  transferPaymentDataSchema,
} from '@yolcu/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { productPaymentRoutes } from '../bookings/product-payment.routes.js';
import { transferBookingDetail, transferItinerary } from './transfer-bookings.service.js';
import type { TransferCheckout } from './transfer-checkout.service.js';

/** The transfer calls of 03 §7 from payment to the ticket detail. */
export function transferBookingRoutes(app: FastifyInstance, checkout: TransferCheckout) {
  productPaymentRoutes(app, 'transfer', checkout, transferPaymentDataSchema);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/transfer/booking/:unique_code/',
    {
      schema: {
        tags: ['transfer booking'],
        summary: 'A transfer booking; passengers and tickets with passenger=1, tickets=1',
        params: bookingCodeParams,
        querystring: bookingDetailQuery,
        response: { 200: transferBookingSchema, 404: detailErrorSchema },
      },
    },
    async (req) => transferBookingDetail(app.database.db, req.params.unique_code, req.query, req.lang),
  );
  app.withTypeProvider<ZodTypeProvider>().get(
    '/transfer/itinerary/:share_code/',
    {
      schema: {
        tags: ['transfer booking'],
        summary: 'The itinerary a shared link opens: route, pick-up time and vehicle, no names, PNR, contact or price',
        params: shareCodeParams,
        response: { 200: transferItinerarySchema, 404: detailErrorSchema },
      },
    },
    async (req) => transferItinerary(app.database.db, req.params.share_code, req.lang),
  );
}
