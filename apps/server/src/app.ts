import { constants as zlibConstants } from 'node:zlib';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { finishDocument } from './api-document.js';
import type { Language } from '@yolcu/contract';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  jsonSchemaTransform,
  serializerCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { type Config, trustProxyHops } from './config.js';
import type { Database } from './db/client.js';
import { AppError } from './errors.js';
import { languageFromHeader, translate } from './lib/i18n.js';
import { registerCors } from './lib/cors.js';
import { FIRST_VIEW_ROUTES, loadFirstViews } from './lib/first-view/first-views.js';
import { firstVisitLanguage, loadPageHints } from './lib/page-hints.js';
import { redactUrl } from './lib/redact.js';
import { warnOnRequestsAroundTheProxy } from './lib/trust-proxy-check.js';
import {
  API_SECURITY_HEADERS,
  answersForApi,
  appPagePolicy,
  HSTS_HEADER,
  SECURITY_HEADERS,
} from './lib/security-headers.js';
import { isDatabaseUnavailable } from './db/faults.js';
import { healthRoutes } from './observability/health.js';
import { registerLoadShedding } from './observability/load-shedding.js';
import { registerMetrics } from './observability/metrics.js';
import { serializeErr } from './lib/safe-error.js';
import { fieldErrorsFromValidation } from './lib/validation-errors.js';
import { validator } from './lib/validator.js';
import {
  answerMethodNotAllowed,
  answerWithErrorPage,
  clientErrorHandler,
  errorPageOf,
  frameworkErrors,
  pageErrorHandler,
  registerInputGuards,
} from './lib/input-guards.js';
import { warmMailThread } from './mail/booking-mail.js';
import { createMailer, type Mailer } from './mail/mailer.js';
import { OutboxSender } from './mail/outbox-sender.js';
import { appInfoRoutes } from './modules/app-info/app-info.routes.js';
import { appLinksRoutes } from './modules/app-info/app-links.routes.js';
import { authPlugin } from './modules/auth/auth.plugin.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { catalogRoutes } from './modules/catalog/catalog.routes.js';
import { contentRoutes } from './modules/content/content.routes.js';
import { flightRoutes } from './modules/flights/flights.routes.js';
import { geoRoutes } from './modules/geo/geo.routes.js';
import { logRoutes } from './modules/logs/logs.routes.js';
import { transferRoutes } from './modules/transfers/transfers.routes.js';
import { userRoutes } from './modules/users/users.routes.js';
import { notificationRoutes } from './modules/notifications/notifications.routes.js';
import type { Bank } from './integrations/bank/bank.js';
import { TestBank } from './integrations/bank/test-bank.js';
import { IyzicoBank } from './integrations/bank/iyzico/iyzico-bank.js';
import { iyzicoBank } from './integrations/bank/iyzico/iyzico-wiring.js';
import { iyzicoRoutes } from './modules/payments/iyzico-callback.routes.js';
import { baseRoutes } from './modules/bookings/base.routes.js';
import type { ProductRegistry } from './modules/bookings/products.js';
import { userTransferBookingRoutes } from './modules/bookings/user-bookings.routes.js';
import { paymentPages } from './modules/payments/payments.routes.js';
import { PaymentFlow } from './modules/payments/payments.service.js';
import { Settlement } from './modules/bookings/settlement/settlement.js';
import { RefundDesk } from './modules/bookings/settlement/steps/refund.js';

/** How often lapsed pending payments are swept. */
const PAYMENT_SWEEP_SECONDS = 60;
import { OutboxSmsSender, type SmsSender } from './integrations/sms/sms-sender.js';
import { PriceAlertJob } from './modules/price-alerts/price-alert-job.js';
import { scheduleHousekeeping } from './modules/search-sessions/housekeeping.js';
import { createJobEngine, type JobEngine } from './jobs/engine.js';
import { sharedRateLimitStore } from './lib/shared-rate-limit-store.js';
import { priceAlertRoutes } from './modules/price-alerts/price-alerts.routes.js';
import { supplierEvents } from './modules/supplier-events/supplier-events.plugin.js';
import { CancellationDesk } from './modules/bookings/cancellation.service.js';
import { duffelWebhookRoutes } from './modules/supplier-events/duffel-webhook.routes.js';
import { type ChosenFlightSuppliers, duffelSuppliers } from './integrations/flights/duffel/duffel-wiring.js';
import { priceAlertPages } from './modules/price-alerts/price-alert-pages.routes.js';
import { PROBE_PATHS } from './observability/probe-paths.js';
import { adminRoutes } from './modules/admin/admin.routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    mailer: Mailer;
    /** The card bank behind 3-D Secure (the test bank in PAYMENT_MODE=test). */
    bank: Bank;
    /** Each product's part in the shared booking core and the /api/base/ calls. */
    products: ProductRegistry;
    /** Every job: sent by any instance, run by those that work (ROLE all or worker). */
    jobs: JobEngine;
    /** Re-prices price alerts every PRICE_ALERT_INTERVAL seconds (a job). */
    priceAlertJob: PriceAlertJob;
    /** The 3-D Secure step of payments and its sweeper. */
    paymentFlow: PaymentFlow;
    /** A booking settled in steps after the card is authorised (03 §17): order, then capture or void. */
    settlement: Settlement;
    /** Refunds paid back after a cancellation commits, tried again until the bank answers. */
    refundDesk: RefundDesk;
    /** FLIGHT_SUPPLIER=duffel: Duffel and its indicative fares (issue 38); null: the built-in supplier. */
    flightSuppliers: ChosenFlightSuppliers | null;
  }
  interface FastifyRequest {
    lang: Language;
    /** `X-Device-Id`, a random id the web keeps; identifies a guest's read state. */
    deviceId: string | null;
    /** Signed-in user's id; set by the accounts module. */
    userId: number | null;
  }
}

export interface BuildOptions {
  config: Config;
  database: Database;
  mailer?: Mailer;
  /** Where SMS go; the default keeps them in the outbox table. */
  sms?: SmsSender;
  /** Pino logger options or false; tests pass false. */
  logger?: boolean | object;
  /** Where the log goes instead of standard output (tests read it). */
  logStream?: NodeJS.WritableStream;
}

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));
const defaultAdminDist = fileURLToPath(new URL('../../admin/dist', import.meta.url));

export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const { config, database } = opts;
  const app = Fastify({
    trustProxy: trustProxyHops(config.trustProxy),
    frameworkErrors,
    clientErrorHandler,
    logger:
      opts.logger === false
        ? false
        : {
            level: config.logLevel,
            ...(opts.logStream ? { stream: opts.logStream } : {}),
            redact: {
              paths: [
                'req.headers.authorization',
                'req.headers.cookie',
                '*.password',
                '*.card_number',
                '*.card_cvc',
                '*.token',
              ],
              censor: '[redacted]',
            },
            serializers: {
              req: (req: { method: string; url: string; ip?: string }) => ({
                method: req.method,
                url: redactUrl(req.url),
                ip: req.ip,
              }),
              // Class, code and a short message; never a failed query's parameters (issue 11).
              err: serializeErr,
            },
          },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validator);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  database.reportFaultsTo?.(app.log);
  app.decorate('mailer', opts.mailer ?? createMailer(config, database.db, app.log));
  // Everything that happens later than a request is a job (issue 35): sent by any instance, run by
  // those that work. Started once the routes are ready; stopped (jobs under way finished) on close.
  const jobs = createJobEngine({
    connection: database.jobConnection,
    works: config.role !== 'web',
    log: app.log,
    pollingSeconds: config.jobPollSeconds,
  });
  app.decorate('jobs', jobs);
  // Not awaited: a server whose database is away still starts (and answers 503); jobs start once it is back.
  app.addHook('onReady', async () => {
    void jobs.start();
  });
  app.addHook('onClose', async () => {
    // Settlement runs started by requests write their outcome (and may queue mail) before mail stops.
    await app.settlement?.idle();
    await app.refundDesk?.idle();
    await app.outbox.idle();
    await jobs.stop();
  });
  // A worker runs jobs and answers only what an operator probes it with (03 §19).
  if (config.role === 'worker')
    app.addHook('onRequest', async (req, reply) => {
      if (!PROBE_PATHS.has(req.url.split('?')[0] ?? '')) return answerNotFound(req, reply);
    });
  // Mail leaves through the outbox as jobs, never awaited by a request (issue 11).
  app.decorate('outbox', new OutboxSender(database.db, app.mailer, jobs, app.log));
  // The thread that draws confirmation mails loads as the server starts listening, not on the first booking.
  app.addHook('onListen', async () => warmMailThread());
  // 03 §18: the built-in test bank by default, iyzico with PAYMENT_MODE=iyzico (issue 39).
  const testBank = config.paymentMode === 'test' ? new TestBank(database.db, config.bankFaults) : null;
  const bank: Bank = testBank ?? iyzicoBank(config, database.db);
  app.decorate('bank', bank);
  app.decorate(
    'settlement',
    new Settlement(
      {
        db: database.db,
        bank,
        mailer: app.mailer,
        fulfilmentOf: (product) => {
          const fulfilment = app.products[product]?.fulfilment;
          if (!fulfilment) throw new Error(`no fulfilment for ${product}`);
          return fulfilment;
        },
        publicUrl: config.publicUrl,
        log: app.log,
      },
      jobs,
      config.settleBackstopSeconds,
    ),
  );
  app.decorate('refundDesk', new RefundDesk(database.db, bank, jobs, app.log));
  app.decorate('products', {} as ProductRegistry);
  app.decorate(
    'flightSuppliers',
    config.flightSupplier.kind === 'duffel'
      ? duffelSuppliers({
          ...config.flightSupplier,
          fxMarginPercent: config.fxMarginPercent,
          db: database.db,
          log: app.log,
        })
      : null,
  );
  app.decorateRequest('lang', 'tr');
  app.decorateRequest('deviceId', null);
  app.decorateRequest('userId', null);
  app.addHook('onRequest', async (req, reply) => {
    reply.headers(answersForApi(req.url) ? API_SECURITY_HEADERS : SECURITY_HEADERS);
    if (req.protocol === 'https') reply.header('strict-transport-security', HSTS_HEADER);
    req.lang = languageFromHeader(req.headers['accept-language']);
    const device = req.headers['x-device-id'];
    req.deviceId = typeof device === 'string' && /^[A-Za-z0-9_-]{8,64}$/.test(device) ? device : null;
  });
  // Early, so that every route's answer is timed, and load is shed before any other work.
  registerMetrics(app, database, config.metricsToken);
  app.metrics.registerJobStateCollector(() => jobs.counts());
  await registerLoadShedding(app, config);
  registerInputGuards(app);
  warnOnRequestsAroundTheProxy(app, config.trustProxy);

  app.setErrorHandler((error, req, reply) => {
    // A page's path that no route of its own answered (issue 36): its error is a page too.
    if (errorPageOf(req.url)) return pageErrorHandler(error, req, reply);
    const lang = req.lang ?? 'tr';
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = fieldErrorsFromValidation(error.validation);
      return reply.code(400).send(translateFields(lang, fields));
    }
    if (error instanceof AppError) {
      if (error.status === 400 && error.fields) return reply.code(400).send(translateFields(lang, error.fields));
      const detail = translate(lang, error.detail);
      return reply.code(error.status).send(error.code ? { detail, code: error.code } : { detail });
    }
    if (isDatabaseUnavailable(error)) {
      // The database is down, stalled or out of connections: the request may simply be tried again.
      req.log.warn({ err: error }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', '5')
        .send({ detail: translate(lang, 'error.unavailable') });
    }
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status === 429) return reply.code(429).send({ detail: translate(lang, 'error.too_many_requests') });
    if (status >= 400 && status < 500) {
      // Malformed JSON, wrong content type, body too large: the client's fault, said plainly.
      const key = status === 413 ? 'error.too_large' : status === 415 ? 'error.unsupported_media' : 'error.bad_request';
      return reply.code(status).send({ detail: translate(lang, key) });
    }
    req.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ detail: translate(lang, 'error.server') });
  });

  // Answers up to 64 KB (the results page is 17-21 KB) are compressed in one call: a zlib stream per
  // answer cost more in set-up and threadpool hops than the compression itself (issue 21). Brotli's
  // window is 64 KB, not its default 4 MB: the same bytes for answers this size, and its buffers
  // cost a third less CPU to set up for each one. Answers under 4 KB (payment data, the bank's
  // pages) go as they are: they reach a phone in the same round trip either way (a first TCP
  // window is ~14 KB), and compressing them was most of the server's compression work per booking.
  await app.register(compress, {
    global: true,
    threshold: 4096,
    syncThreshold: 65_536,
    encodings: ['br', 'gzip', 'deflate'],
    brotliOptions: {
      params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4, [zlibConstants.BROTLI_PARAM_LGWIN]: 16 },
    },
  });
  // Counted in the database so that limits hold across instances; skipped if the database fails
  // (the request then fails on its own query, with its own answer).
  await app.register(rateLimit, { global: false, store: sharedRateLimitStore(database.db), skipOnError: true });

  // Routes with a rate limit of their own: the document lists their 429.
  const rateLimitedRoutes = new Set<string>();
  app.addHook('onRoute', (route) => {
    if ((route.config as { rateLimit?: unknown } | undefined)?.rateLimit)
      for (const method of [route.method].flat()) rateLimitedRoutes.add(`${method} ${route.url}`);
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Yolcu API',
        version: '1.1.4',
        description: 'Flights and ground transfers. See spec/03-decisions.md.',
      },
      components: {
        securitySchemes: {
          Token: {
            type: 'apiKey',
            in: 'header',
            name: 'Authorization',
            description: 'The sign-in token as `Token <token>` (03 §2).',
          },
          Staff: {
            type: 'http',
            scheme: 'bearer',
            description: 'A staff session token (operator console, 03 §20), as `Bearer <token>`.',
          },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: (doc) =>
      finishDocument('openapiObject' in doc ? doc.openapiObject : doc.swaggerObject, rateLimitedRoutes),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  healthRoutes(app, database);

  await app.register(authPlugin);
  await app.register(appLinksRoutes);
  // The API's routes in a scope of their own: the only ones the native shell may call from its
  // origins (issue 12), so the CORS plugin's hook runs for them and for no page or file.
  await app.register(
    async (api) => {
      await registerCors(api);
      // Unknown API paths answer here, so that the shell can read their 404 or 405 too.
      api.setNotFoundHandler(async (req, reply) =>
        answerMethodNotAllowed(app, req, reply) ? reply : answerNotFound(req, reply),
      );
      for (const routes of [
        appInfoRoutes,
        authRoutes,
        userRoutes,
        catalogRoutes,
        contentRoutes,
        notificationRoutes,
        geoRoutes,
        logRoutes,
        flightRoutes,
        transferRoutes,
        baseRoutes,
        userTransferBookingRoutes,
        priceAlertRoutes,
        // After the products: it wires the built-in flight supplier's events (03 §17).
        supplierEvents,
        duffelWebhookRoutes,
        adminRoutes,
      ])
        await api.register(routes);
    },
    { prefix: '/api' },
  );
  await app.register(priceAlertPages);
  const job = new PriceAlertJob(
    database.db,
    app.products,
    app.mailer,
    opts.sms ?? new OutboxSmsSender(),
    config.publicUrl,
    config.priceAlertIntervalSeconds,
    app.log,
  );
  app.decorate('priceAlertJob', job);
  job.schedule(jobs);
  if (config.housekeepingMinutes > 0) scheduleHousekeeping(jobs, database.db, app.log, config.housekeepingMinutes);

  const paymentFlow = new PaymentFlow(
    database.db,
    app.bank,
    app.settlement,
    { settleMs: config.settleWaitMs, patienceMs: config.settlePatienceMs },
    testBank ? (reference) => testBank.testCode(reference) : null,
  );
  app.decorate('paymentFlow', paymentFlow);
  await app.register(paymentPages(paymentFlow, bank instanceof IyzicoBank ? (r) => bank.pageOf(r) : undefined));
  if (bank instanceof IyzicoBank) await app.register(iyzicoRoutes(paymentFlow, bank));
  // Pending payments lapse on their own after the bank page's 15 minutes, not at the next page visit.
  // …and so do refunds the bank did not pay yet, and cancellations left half-done (03 §17).
  const cancellations = new CancellationDesk(
    app.database.db,
    app.refundDesk,
    app.mailer,
    (p) => app.products[p]?.fulfilment,
  );
  jobs.every('payment-sweep', PAYMENT_SWEEP_SECONDS, async () => {
    await paymentFlow.sweep();
    await app.refundDesk.sweep();
    await cancellations.sweep();
  });

  await registerAdminApp(app, config.adminDist ?? defaultAdminDist);
  await registerWebApp(app, config.webDist ?? defaultWebDist);
  return app;
}

/**
 * The operator console (issue 40, 03 §20): its own bundle (apps/admin) under /admin/, its files and,
 * for any other /admin/ path, its index.html, never kept by a cache (it is the staff's way in). Its
 * pages carry the traveller pages' security headers, and no page may frame them.
 */
async function registerAdminApp(app: FastifyInstance, adminDist: string) {
  const indexFile = path.join(adminDist, 'index.html');
  const index = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : null;
  const csp = SECURITY_HEADERS['content-security-policy']?.replace("frame-ancestors 'self'", "frame-ancestors 'none'");
  if (index) {
    await app.register(fastifyStatic, {
      root: adminDist,
      prefix: '/admin/',
      wildcard: false,
      index: false,
      decorateReply: false,
      setHeaders(reply, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`))
          reply.header('cache-control', 'public, max-age=31536000, immutable');
        else reply.header('cache-control', 'no-store');
      },
    });
  }
  app.get('/admin', { schema: { hide: true } }, async (_req, reply) => reply.redirect('/admin/', 301));
  app.get('/admin/*', { schema: { hide: true } }, async (req, reply) => {
    if (!index) return answerNotFound(req, reply);
    if (csp) reply.header('content-security-policy', csp);
    return reply
      .header('cache-control', 'no-store')
      .header('x-frame-options', 'DENY')
      .type('text/html; charset=utf-8')
      .send(index);
  });
}

function translateFields(lang: Language, fields: Record<string, string[]>) {
  return Object.fromEntries(Object.entries(fields).map(([k, tokens]) => [k, tokens.map((t) => translate(lang, t))]));
}

/** Serves the built web app; any unknown non-API GET gets index.html so deep links survive a reload. */
async function registerWebApp(app: FastifyInstance, webDist: string) {
  const hasWeb = existsSync(path.join(webDist, 'index.html'));
  const hints = hasWeb ? loadPageHints(webDist) : null;
  // The app's pages allow no inline style but their own, by hash (issue 42).
  const policy = hints ? appPagePolicy(hints.inlineStyles) : null;
  const sendPage = (reply: FastifyReply, html: string, cacheControl?: 'no-cache' | 'no-store') => {
    if (policy) reply.header('content-security-policy', policy);
    return sendAppPage(reply, html, cacheControl);
  };
  const firstViews = hasWeb ? loadFirstViews(app, webDist) : null;
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      setHeaders(reply, filePath) {
        // Vite names assets by content hash, and so does Workbox its runtime (`workbox-1a2b3c4d.js`):
        // they never change under the same URL. Everything else, the service worker (`sw.js`) and the
        // manifest above all, is checked with the server on every use, so a new version is seen at once.
        const name = path.basename(filePath);
        if (filePath.includes(`${path.sep}assets${path.sep}`) || /^workbox-[0-9a-f]{8}\.js$/.test(name))
          reply.header('cache-control', 'public, max-age=31536000, immutable');
        else reply.header('cache-control', 'no-cache');
        if (name.endsWith('.webmanifest')) reply.header('content-type', 'application/manifest+json; charset=utf-8');
      },
    });
  }
  app.setNotFoundHandler(async (req, reply) => {
    if (answerMethodNotAllowed(app, req, reply)) return reply;
    const url = req.url.split('?')[0] ?? '/';
    // The bank's and the price-alert mails' pages answer in HTML, as whatever shows them needs.
    if (answerWithErrorPage(req, reply, 404)) return reply;
    if (url.startsWith('/api/') || !hasWeb || (req.method !== 'GET' && req.method !== 'HEAD')) {
      return answerNotFound(req, reply);
    }
    return sendPage(reply, hints!.html(url, req.headers['accept-language']));
  });
  if (!firstViews) return;
  // The ticket and payment pages opened on the server (a first visit) come drawn with their data:
  // what their secret link opens, so never kept by any cache. Routes of their own, so that the
  // page is compressed as every route's answer is (the not-found handler's are not).
  for (const page of FIRST_VIEW_ROUTES) {
    app.get(page, { schema: { hide: true } }, async (req, reply) => {
      const acceptLanguage = req.headers['accept-language'];
      const view = req.method === 'GET' ? await firstViews.render(req, firstVisitLanguage(acceptLanguage)) : null;
      if (view) return sendPage(reply, hints!.htmlWithView(acceptLanguage, view), 'no-store');
      return sendPage(reply, hints!.html(req.url.split('?')[0]!, acceptLanguage));
    });
  }
}

/** The API's 404: its JSON error shape, in the request's language. */
function answerNotFound(req: FastifyRequest, reply: FastifyReply) {
  return reply.code(404).send({ detail: translate(req.lang ?? 'tr', 'error.not_found') });
}

/** The app's page in the visitor's language: checked with the server on every use, unless drawn with data. */
function sendAppPage(reply: FastifyReply, html: string, cacheControl: 'no-cache' | 'no-store' = 'no-cache') {
  return reply
    .header('cache-control', cacheControl)
    .header('vary', 'accept-language')
    .type('text/html; charset=utf-8')
    .send(html);
}
