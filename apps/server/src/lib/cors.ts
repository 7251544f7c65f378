import cors, { type FastifyCorsOptions } from '@fastify/cors';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The Capacitor shell's pages come from its own origins (issue 12): `https://localhost` on Android
 * (androidScheme https) and `capacitor://localhost` on iOS. Those two, and nothing else, may call
 * the API from another origin; the web app is served by this server and needs no CORS.
 */
export const SHELL_ORIGINS: ReadonlySet<string> = new Set(['capacitor://localhost', 'https://localhost']);

/** What the shell may do; no credentials (the token travels in `Authorization`, never in a cookie). */
const SHELL_CORS = {
  methods: ['GET', 'POST', 'PUT', 'DELETE'],
  /** What the app sends (03 §2): every header of `requestHeaders()` and the JSON body's type. */
  allowedHeaders: [
    'Accept-Language',
    'Authorization',
    'Content-Type',
    'X-App-Version',
    'X-Device-Id',
    'X-Is-Android',
    'X-Is-App',
    'X-User-Info',
  ],
  /** The app reads `Retry-After` of a 503 and of a 429. */
  exposedHeaders: ['Retry-After'],
  /** How long a browser may reuse a preflight answer (Chromium caps it at 2 h). */
  maxAge: 600,
  credentials: false,
} satisfies FastifyCorsOptions;

/**
 * Per request, because only `/api/` is open to the shell (pages, pictures and files stay
 * same-origin). `origin: false` leaves the request alone: no CORS header and no preflight answer,
 * so a stranger's OPTIONS reaches the not-found handler (404, or 405 with `Allow`).
 * `preflight` only when the browser asks one (`Access-Control-Request-Method`); any other OPTIONS
 * from the shell goes on to the routes as before instead of the plugin's strict 400.
 */
async function shellCorsFor(req: FastifyRequest): Promise<FastifyCorsOptions> {
  const origin = req.headers.origin;
  const allowed = req.url.startsWith('/api/') && typeof origin === 'string' && SHELL_ORIGINS.has(origin);
  if (!allowed) return { origin: false };
  const preflight = typeof req.headers['access-control-request-method'] === 'string';
  return { ...SHELL_CORS, origin: true, preflight };
}

/**
 * `@fastify/cors` also adds a hidden `OPTIONS *` route so preflights reach its hook; the
 * not-found handler's 405 check ignores that catch-all (see `answerMethodNotAllowed`), so
 * unknown API paths stay 404 and `Allow` lists only the methods a path really has.
 */
export function registerCors(app: FastifyInstance) {
  return app.register(cors, { delegator: shellCorsFor });
}
