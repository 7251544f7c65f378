import type { FastifyInstance } from 'fastify';

/**
 * The Capacitor shell's pages come from its own origins (issue 12): `https://localhost` on Android
 * (androidScheme https) and `capacitor://localhost` on iOS. Those two, and nothing else, may call
 * the API from another origin; the web app is served by this server and needs no CORS.
 * Written out rather than a plugin: two fixed origins, no credentials (the token travels in
 * `Authorization`, never in a cookie), one hook.
 */
export const SHELL_ORIGINS: ReadonlySet<string> = new Set(['capacitor://localhost', 'https://localhost']);

const METHODS = 'GET, POST, PUT, DELETE';
/** What the app sends (03 §2): every header of `requestHeaders()` and the JSON body's type. */
const REQUEST_HEADERS =
  'Accept-Language, Authorization, Content-Type, X-App-Version, X-Device-Id, X-Is-Android, X-Is-App, X-User-Info';
/** The app reads `Retry-After` of a 503 and of a 429. */
const EXPOSED_HEADERS = 'Retry-After';
/** How long a browser may reuse a preflight answer (Chromium caps it at 2 h). */
const MAX_AGE_SECONDS = '600';

function appendVary(current: unknown, value: string): string {
  const existing = typeof current === 'string' && current ? current.split(/\s*,\s*/) : [];
  return existing.some((v) => v.toLowerCase() === value.toLowerCase())
    ? existing.join(', ')
    : [...existing, value].join(', ');
}

export function registerCors(app: FastifyInstance) {
  app.addHook('onRequest', async (req, reply) => {
    if (!req.url.startsWith('/api/')) return;
    const origin = req.headers.origin;
    if (typeof origin !== 'string' || !SHELL_ORIGINS.has(origin)) return;
    reply.header('access-control-allow-origin', origin);
    const preflight = req.method === 'OPTIONS' && typeof req.headers['access-control-request-method'] === 'string';
    if (!preflight) {
      reply.header('access-control-expose-headers', EXPOSED_HEADERS);
      return;
    }
    return reply
      .code(204)
      .header('access-control-allow-methods', METHODS)
      .header('access-control-allow-headers', REQUEST_HEADERS)
      .header('access-control-max-age', MAX_AGE_SECONDS)
      .send();
  });
  // The answer depends on Origin, so a cache must keep one per origin; added last, as routes set Vary too.
  app.addHook('onSend', async (req, reply, payload) => {
    if (req.url.startsWith('/api/')) reply.header('vary', appendVary(reply.getHeader('vary'), 'Origin'));
    return payload;
  });
}
