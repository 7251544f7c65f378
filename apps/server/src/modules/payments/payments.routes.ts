import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors.js';
import { isDatabaseUnavailable } from '../../db/faults.js';
import { bankPageParams, bankPageBody } from './bank-page-schemas.js';
import { challengePage, errorPage, FINISH_SCRIPT, finishPage, notFoundPage } from './bank-pages.js';
import type { BankPageState, PaymentFlow } from './payments.service.js';
import { toBankPage } from './iyzico-pages.js';

/**
 * The test bank's 3-D Secure pages under /payment/ (03 §7): plain server pages with a form, so
 * they work without the web app's JavaScript, in the payment popup's frame or on their own.
 */
export const paymentPages =
  (
    flow: PaymentFlow,
    /** A bank whose own 3-D Secure page is shown (iyzico): the open payment's page leads the top window there. */
    bankPageOf?: (reference: string) => Promise<string | null>,
  ): FastifyPluginAsyncZod =>
  async (app) => {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 2048 },
      (_req, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      },
    );

    // Inside these pages (a frame or the in-app browser) an error is a page, never the API's JSON.
    app.setErrorHandler((error, req, reply) => {
      const lang = req.lang ?? 'tr';
      const page = (status: number, key: string) =>
        reply
          .code(status)
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(errorPage(lang, key));
      if (isDatabaseUnavailable(error)) {
        // The database is down or its connection was cut: nothing was lost, the code may be sent again.
        req.log.warn({ err: error }, 'bank page: database unavailable');
        reply.header('retry-after', '5');
        return page(503, 'bank.error_unavailable');
      }
      const status = error instanceof AppError ? error.status : ((error as { statusCode?: number }).statusCode ?? 500);
      const clientError = status >= 400 && status < 500;
      if (!clientError) req.log.error({ err: error }, 'bank page failed');
      return page(clientError ? status : 500, clientError ? 'bank.error_bad_request' : 'bank.error_server');
    });

    const render = (state: BankPageState, lang: 'tr' | 'en') => {
      if (state.kind === 'not_found') return { status: 404, html: notFoundPage(lang) };
      if (state.kind === 'challenge') return { status: 200, html: challengePage(state) };
      return { status: 200, html: finishPage(state) };
    };

    app.get('/payment/finish.js', { schema: { hide: true } }, async (_req, reply) =>
      reply.type('text/javascript; charset=utf-8').header('cache-control', 'public, max-age=3600').send(FINISH_SCRIPT),
    );

    app.get('/payment/:reference/', { schema: { hide: true, params: bankPageParams } }, async (req, reply) => {
      const state = await flow.view(req.params.reference);
      const { status, html } =
        state.kind === 'challenge' && bankPageOf
          ? { status: 200, html: toBankPage(state.lang, req.params.reference) }
          : render(state, req.lang);
      return reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
    });

    app.post(
      '/payment/:reference/',
      { schema: { hide: true, params: bankPageParams, body: bankPageBody } },
      async (req, reply) => {
        const body = req.body;
        const state =
          body.action === 'cancel'
            ? await flow.cancel(req.params.reference)
            : await flow.submitCode(req.params.reference, body.code ?? '');
        const { status, html } = render(state, req.lang);
        return reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
      },
    );
  };
