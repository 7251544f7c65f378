import { detailErrorSchema, supplierEventBodySchema, webhookAcceptedSchema } from '@yolcu/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors.js';
import type { SupplierEvent } from '../../integrations/orders.js';
import { SIGNATURE_HEADER, signatureMatches } from './signature.js';

/** A supplier's event is small; anything larger is not one. */
const BODY_LIMIT = 16_384;
/** A body that is not JSON, kept apart so that the signature is judged before the body's shape. */
const NOT_JSON = Symbol('not json');

/**
 * POST /api/webhooks/builtin/ (03 §17): the built-in supplier's events, as a remote airline posts
 * them. The signature is an HMAC of the raw bytes, so this scope reads JSON bodies as bytes (kept
 * for the check) and parses them itself; the app's other routes keep the usual parser. The order:
 * no secret configured → 404; a bad or missing signature → 401, saying nothing about why; a body
 * that is not an event → 400; then the event is kept once and 202 answers, a repeat included.
 */
export const webhookRoutes =
  (opts: { secret: string | undefined; ingest(event: SupplierEvent): Promise<unknown> }): FastifyPluginAsyncZod =>
  async (app) => {
    const rawBodies = new WeakMap<FastifyRequest, Buffer>();
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: BODY_LIMIT }, (req, body, done) => {
      rawBodies.set(req, body as Buffer);
      try {
        done(null, JSON.parse((body as Buffer).toString('utf8')));
      } catch {
        done(null, NOT_JSON);
      }
    });

    app.post(
      '/webhooks/builtin/',
      {
        schema: {
          tags: ['webhooks'],
          summary: "The built-in supplier's events: a schedule change or a cancellation of an order",
          description: `Signed: \`${SIGNATURE_HEADER}: sha256=<hex HMAC-SHA256 of the raw body with SUPPLIER_WEBHOOK_SECRET>\`. Delivered at least once and in any order: an event id seen before is accepted again and changes nothing; an event older than the booking's latest is kept but not applied. 404 while no secret is configured.`,
          body: supplierEventBodySchema,
          response: {
            202: webhookAcceptedSchema,
            401: detailErrorSchema.describe('Missing or wrong signature'),
            404: detailErrorSchema.describe('Webhooks are not configured'),
          },
        },
        onRequest: async () => {
          if (!opts.secret) throw AppError.notFound();
        },
        // Before the body's shape is judged: an unsigned caller learns nothing about what it sent.
        preValidation: async (req) => {
          const raw = rawBodies.get(req);
          if (!raw || !signatureMatches(opts.secret!, raw, req.headers[SIGNATURE_HEADER]))
            throw new AppError(401, 'supplier_events.bad_signature');
          if ((req.body as unknown) === NOT_JSON) throw new AppError(400, 'error.bad_request');
        },
      },
      async (req, reply) => {
        await opts.ingest(req.body);
        return reply.code(202).send({ accepted: true as const });
      },
    );
  };
