import {
  adminCancelSchema,
  adminExceptionListSchema,
  adminRefundRetryAnswerSchema,
  adminSettleRetryAnswerSchema,
  bookingCodeParams,
  cancellationErrorSchema,
  cancellationQuoteSchema,
  cancellationResultSchema,
  detailErrorSchema,
  validationErrorSchema,
} from '@yolcu/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { translate } from '../../lib/i18n.js';
import { consoleCancellations } from './cancellations.js';
import { listExceptions, retrySettlement } from './exceptions.js';
import { staffRefusals, staffSecurity, tags } from './responses.js';
import { staffOf, staffOnly } from './staff-guard.js';

/** The cancellation desk's refusals (03 §13), a field map, or a plain `{detail}` (03 §2). */
const refusal = z.union([cancellationErrorSchema, detailErrorSchema, validationErrorSchema]);
const cancelRefusals = { 400: refusal, 404: detailErrorSchema, 409: refusal, 503: refusal, ...staffRefusals };

/** Money from the console (issue 40, 03 §20): cancel and refund on the traveller's behalf, the exception queue. */
export const adminFinanceRoutes: FastifyPluginAsyncZod = async (app) => {
  const desk = consoleCancellations(app);

  app.get(
    '/bookings/:unique_code/cancellation-quote/',
    {
      preValidation: staffOnly('support', 'finance'),
      schema: {
        tags,
        summary: "The traveller's cancellation quote (03 §13), for staff: what would come back now (changes nothing)",
        security: staffSecurity,
        params: bookingCodeParams,
        response: { 200: cancellationQuoteSchema, ...cancelRefusals },
      },
    },
    async (req) => desk.quote(req.params.unique_code, req.lang),
  );
  app.post(
    '/bookings/:unique_code/cancel/',
    {
      preValidation: staffOnly('support', 'finance'),
      schema: {
        tags,
        summary:
          "Cancel and refund on the traveller's behalf: confirms a quote through the traveller's own service (audited)",
        description: 'The staff action stands in for the mailed code; the reason is kept in the audit entry.',
        security: staffSecurity,
        params: bookingCodeParams,
        body: adminCancelSchema,
        response: { 200: cancellationResultSchema, ...cancelRefusals },
      },
    },
    async (req) => desk.cancel(staffOf(req), req.params.unique_code, req.body.quote_id, req.body.reason),
  );
  app.post(
    '/bookings/:unique_code/refund/retry/',
    {
      preValidation: staffOnly('finance'),
      schema: {
        tags,
        summary: 'Try a pending refund again now through the bank (audited)',
        security: staffSecurity,
        params: bookingCodeParams,
        response: {
          200: adminRefundRetryAnswerSchema,
          404: detailErrorSchema,
          409: detailErrorSchema,
          ...staffRefusals,
        },
      },
    },
    async (req) => desk.retryRefund(staffOf(req), req.params.unique_code),
  );
  app.post(
    '/bookings/:unique_code/settle/retry/',
    {
      preValidation: staffOnly('finance'),
      schema: {
        tags,
        summary: "Queue a booking's settlement step again (audited)",
        security: staffSecurity,
        params: bookingCodeParams,
        response: {
          200: adminSettleRetryAnswerSchema,
          404: detailErrorSchema,
          409: detailErrorSchema,
          ...staffRefusals,
        },
      },
    },
    async (req) => {
      const done = await retrySettlement(app, staffOf(req), req.params.unique_code);
      return { ...done, detail: translate(req.lang, done.detail) };
    },
  );
  app.get(
    '/exceptions/',
    {
      preValidation: staffOnly('support', 'finance'),
      schema: {
        tags,
        summary: 'The exception queue: bookings stuck or in doubt, refunds pending, failed jobs, each with its action',
        security: staffSecurity,
        response: { 200: adminExceptionListSchema, ...staffRefusals },
      },
    },
    async () => ({ results: await listExceptions(app.database.db) }),
  );
};
