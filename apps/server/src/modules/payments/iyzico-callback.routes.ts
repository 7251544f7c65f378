import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { detailErrorSchema, webhookAcceptedSchema } from '@yolcu/contract';
import { z } from 'zod';
import { translate } from '../../lib/i18n.js';
import { payments } from '../../db/schema.js';
import type { IyzicoBank } from '../../integrations/bank/iyzico/iyzico-bank.js';
import { IYZICO_CALLBACK_PATH } from '../../integrations/bank/iyzico/iyzico-wiring.js';
import { sameSignature, webhookSignature } from '../../integrations/bank/iyzico/signing.js';
import { bankPageParams } from './bank-page-schemas.js';
import { errorPage } from './bank-pages.js';
import { failPayment } from './completion.js';
import { BANK_PAGE_POLICY, TOP_SCRIPT } from './iyzico-pages.js';
import type { PaymentFlow } from './payments.service.js';

/** Why a callback failed its payment: shown on the payment's page (pay.* in the catalogue). */
const CALLBACK_FAILURES = { bad_signature: 'pay.bank_answer_invalid', not_authenticated: 'pay.not_authenticated' };

/**
 * iyzico's side of the payment pages (issue 39): its 3-D Secure page in the top window, the signed
 * result it posts back (which plays the part the test bank's code page plays), and its webhook.
 */
export const iyzicoRoutes =
  (flow: PaymentFlow, bank: IyzicoBank): FastifyPluginAsyncZod =>
  async (app) => {
    const db = app.database.db;
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 8192 },
      (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );

    app.get('/payment/iyzico/top.js', { schema: { hide: true } }, async (_req, reply) =>
      reply.type('text/javascript; charset=utf-8').header('cache-control', 'public, max-age=3600').send(TOP_SCRIPT),
    );

    app.get(
      '/payment/iyzico/:reference/bank/',
      { schema: { hide: true, params: bankPageParams } },
      async (req, reply) => {
        const html = await bank.pageOf(req.params.reference);
        if (!html)
          return reply
            .code(404)
            .type('text/html; charset=utf-8')
            .header('cache-control', 'no-store')
            .send(errorPage(req.lang, 'pay.expired'));
        return reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .header('content-security-policy', BANK_PAGE_POLICY)
          .header('x-frame-options', 'DENY')
          .send(html);
      },
    );

    // The browser comes back from iyzico with the signed result: checked, then the payment goes on
    // exactly as after a right code on the test bank's page (PaymentFlow.submitCode), and the
    // traveller lands on the payment's page (a redirect, so that a reload does not post again).
    app.post(
      IYZICO_CALLBACK_PATH,
      { schema: { hide: true, body: z.record(z.string(), z.string()) } },
      async (req, reply) => {
        const verdict = await bank.acceptCallback(req.body);
        const reference = verdict.reference;
        const [payment] = reference
          ? await db.select({ id: payments.id }).from(payments).where(eq(payments.reference, reference))
          : [];
        if (!payment)
          return reply
            .code(404)
            .type('text/html; charset=utf-8')
            .header('cache-control', 'no-store')
            .send(errorPage(req.lang, 'bank.not_found'));
        if (verdict.outcome === 'authenticated') await flow.submitCode(reference, '');
        else {
          req.log.warn({ outcome: verdict.outcome }, 'iyzico callback refused');
          await failPayment(db, payment.id, CALLBACK_FAILURES[verdict.outcome]);
        }
        return reply.redirect(`/payment/${encodeURIComponent(reference)}/`, 303);
      },
    );

    // Notifications (X-IYZ-SIGNATURE-V3), a safety net for a lost callback or a lost auth answer:
    // a payment left authenticated is decided again at once (the sweeper would, a minute later).
    app.post(
      '/api/webhooks/iyzico/',
      {
        schema: {
          tags: ['webhooks'],
          summary: "iyzico's payment notifications: a payment left undecided is decided again",
          description:
            "Signed by iyzico: `X-IYZ-SIGNATURE-V3`, HMAC-SHA256 with IYZICO_SECRET_KEY over the event's fields as iyzico documents them. Only with PAYMENT_MODE=iyzico.",
          body: z.record(z.string(), z.unknown()),
          response: {
            200: webhookAcceptedSchema,
            401: detailErrorSchema.describe('Missing or wrong signature'),
          },
        },
      },
      async (req, reply) => {
        const event = req.body;
        const expected = webhookSignature(event, app.config.iyzico?.secretKey ?? '');
        if (!sameSignature(expected, req.headers['x-iyz-signature-v3']))
          return reply.code(401).send({ detail: translate(req.lang, 'supplier_events.bad_signature') });
        const reference = String(event.paymentConversationId ?? '');
        const [payment] = reference
          ? await db.select({ status: payments.status }).from(payments).where(eq(payments.reference, reference))
          : [];
        if (payment?.status === 'authenticated')
          await flow.view(reference).catch((err: unknown) => req.log.warn({ err }, 'iyzico notification not applied'));
        return reply.send({ accepted: true });
      },
    );
  };
