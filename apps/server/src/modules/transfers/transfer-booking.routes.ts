import { bookingDetailQuery, sessionParams, transferBookingSchema, transferPaymentDataSchema } from '@yolcu/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { productPaymentRoutes } from '../bookings/product-payment.routes.js';
import { transferBookingDetail } from './transfer-bookings.service.js';
import type { TransferCheckout } from './transfer-checkout.service.js';

/** The transfer calls of 03 §7 from payment to the ticket detail. */
export function transferBookingRoutes(app: FastifyInstance, checkout: TransferCheckout) {
  productPaymentRoutes(app, 'transfer', checkout, transferPaymentDataSchema);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/transfer/booking/:session_unique/',
    {
      schema: {
        tags: ['transfer booking'],
        summary: 'A transfer booking; passengers and tickets with passenger=1, tickets=1',
        params: sessionParams,
        querystring: bookingDetailQuery,
        response: { 200: transferBookingSchema },
      },
    },
    async (req) => transferBookingDetail(app.database.db, req.params.session_unique, req.query, req.lang),
  );
}
