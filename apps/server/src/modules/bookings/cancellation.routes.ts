import {
  bookingCodeParams,
  cancellationBodySchema,
  cancellationErrorSchema,
  cancellationParams,
  cancellationQuoteSchema,
  cancellationResultSchema,
  detailErrorSchema,
  validationErrorSchema,
  noContentSchema,
} from '@yolcu/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CancellationDesk } from './cancellation.service.js';

/** Mails of codes per client address: a family's cancellations, never a flood of mails. */
export const CANCELLATION_CODE_RATE_LIMIT = { max: 20, timeWindow: '15 minutes' } as const;

/** A 400 is a refusal with its `code`, a field message map, or a plain `{detail}` for malformed input (03 §2). */
const badRequest = z.union([cancellationErrorSchema, detailErrorSchema, validationErrorSchema]);
const refusals = {
  400: badRequest,
  403: cancellationErrorSchema,
  404: detailErrorSchema,
};

/** The cancellation calls of 03 §13 under the product's booking path. */
export function cancellationRoutes(app: FastifyInstance, product: 'flight' | 'transfer') {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const desk = new CancellationDesk(app.database.db, app.refundDesk, app.mailer, (p) => app.products[p]?.fulfilment);
  const tags = [`${product} booking`];
  const base = `/${product}/booking/:unique_code/cancellation`;

  r.post(
    `${base}/code/`,
    {
      config: { rateLimit: CANCELLATION_CODE_RATE_LIMIT },
      schema: {
        tags,
        summary: "Mails a 6-digit code to the booking's contact address (15 minutes, 5 tries)",
        description:
          'Anyone but the signed-in owner sends it with the quote and the confirmation. One per minute and at ' +
          'most 5 a day per booking (429 `code_limit`); 5 wrong codes in a day, over every code sent, lock the ' +
          "booking's codes until the day is over (429 here, 403 on the quote and confirmation: `code_locked`).",
        params: bookingCodeParams,
        response: {
          204: noContentSchema,
          400: badRequest,
          404: detailErrorSchema,
          // `code: "code_wait"` within a minute of the last code, `code_limit` after the day's codes,
          // `code_locked` after the day's wrong tries; the client-address limit says only `detail`.
          429: z.union([cancellationErrorSchema, detailErrorSchema]),
        },
      },
    },
    async (req, reply) => {
      await desk.sendCode(product, req.params.unique_code);
      return reply.code(204).send(null);
    },
  );

  r.post(
    `${base}/`,
    {
      schema: {
        tags,
        summary: 'A cancellation quote: what would come back, to which card, until when (changes nothing)',
        description: 'Lapses after 10 minutes; only the newest quote of a booking can be confirmed.',
        params: bookingCodeParams,
        body: cancellationBodySchema.nullish(),
        response: { 201: cancellationQuoteSchema, ...refusals },
      },
    },
    async (req, reply) => {
      const caller = { userId: req.userId, code: req.body?.code };
      return reply.code(201).send(await desk.quote(product, req.params.unique_code, caller, req.lang));
    },
  );

  r.post(
    `${base}/:id/confirm/`,
    {
      schema: {
        tags,
        summary: 'Confirms the quote: cancels the booking and refunds the card, once',
        description: 'Confirming the same quote again answers the same result and refunds nothing more.',
        params: cancellationParams,
        body: cancellationBodySchema.nullish(),
        response: { 200: cancellationResultSchema, ...refusals },
      },
    },
    async (req) =>
      desk.confirm(product, req.params.unique_code, req.params.id, { userId: req.userId, code: req.body?.code }),
  );
}
