import {
  adminBookingDetailSchema,
  adminBookingListSchema,
  adminBookingSearchQuery,
  adminResendAnswerSchema,
  bookingCodeParams,
  detailErrorSchema,
} from '@yolcu/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { translate } from '../../lib/i18n.js';
import { bookingDetail } from './booking-detail.js';
import { searchBookings } from './booking-search.js';
import { resendConfirmation } from './resend-confirmation.js';
import { staffRefusals, staffSecurity, tags } from './responses.js';
import { staffOf, staffOnly } from './staff-guard.js';

/** Finding a booking and reading its whole life: support and finance (03 §20). */
export const adminBookingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    '/bookings/',
    {
      preValidation: staffOnly('support', 'finance'),
      schema: {
        tags,
        summary: 'Find bookings by code, PNR, supplier order reference, e-mail, phone or card last four',
        security: staffSecurity,
        querystring: adminBookingSearchQuery,
        response: { 200: adminBookingListSchema, ...staffRefusals },
      },
    },
    async (req) => searchBookings(db, req.query.q),
  );
  app.get(
    '/bookings/:unique_code/',
    {
      preValidation: staffOnly('support', 'finance'),
      schema: {
        tags,
        summary: 'A booking with its payments, refunds, reconciliation row and timeline',
        security: staffSecurity,
        params: bookingCodeParams,
        response: { 200: adminBookingDetailSchema, ...staffRefusals },
      },
    },
    async (req) => bookingDetail(db, req.params.unique_code),
  );
  app.post(
    '/bookings/:unique_code/resend-confirmation/',
    {
      preValidation: staffOnly('support'),
      schema: {
        tags,
        summary: 'Send the confirmation mail again (audited)',
        security: staffSecurity,
        params: bookingCodeParams,
        response: { 200: adminResendAnswerSchema, 409: detailErrorSchema, ...staffRefusals },
      },
    },
    async (req) => {
      const done = await resendConfirmation(app, staffOf(req), req.params.unique_code);
      return { ...done, detail: translate(req.lang, done.detail) };
    },
  );
};
