import cors, { type FastifyCorsOptions } from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

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
 * Only `/api/` is open to the shell (pages, pictures and files stay same-origin): the plugin is
 * registered inside the API's own scope (`app.ts`), so its hook runs for the API's routes and its
 * not-found answers only. Its options are fixed, so the plugin builds them once; a per-request
 * delegator rebuilt and merged them on every call, which cost about a quarter of a cached API
 * answer's throughput (issue 21).
 *
 * A stranger's origin gets nothing (`false`): no CORS header and no preflight answer, so its
 * OPTIONS reaches the not-found handler (404, or 405 with `Allow`). Any OPTIONS from the shell is
 * answered as a preflight (204 with the headers below), with or without
 * `Access-Control-Request-Method`, instead of the plugin's strict 400.
 */
export function registerCors(api: FastifyInstance) {
  return api.register(cors, {
    ...SHELL_CORS,
    origin: (origin: string | undefined, allow: (error: Error | null, allowed: boolean) => void) =>
      allow(null, typeof origin === 'string' && SHELL_ORIGINS.has(origin)),
    strictPreflight: false,
  });
}
