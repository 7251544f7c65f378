import http from 'node:http';
import type { Duplex } from 'node:stream';
import type { Language } from '@yolcu/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable } from '../db/faults.js';
import { AppError } from '../errors.js';
import { errorPage, notFoundPage } from '../modules/payments/bank-pages.js';
import { alertErrorPage } from '../modules/price-alerts/price-alert-pages.js';
import { languageFromHeader, translate } from './i18n.js';
import { API_SECURITY_HEADERS, answersForApi, SECURITY_HEADERS } from './security-headers.js';

/**
 * Guards that hold for every route, before any route's own schema sees the request (03 §2):
 * a NUL character anywhere in the input, malformed percent-encoding, a URL or method the router
 * cannot read, and a known path called with the wrong method all answer the API's own JSON
 * error shape with the security headers, never 500 or Fastify's default body; on the paths of
 * pages a person opens (below) they answer an HTML page instead.
 */

/** The headers of a reply that never reached the app's hooks; HSTS is left to the hooks, which know the scheme. */
function plainSecurityHeaders(url: string): Record<string, string> {
  if (answersForApi(url)) return API_SECURITY_HEADERS;
  const { 'strict-transport-security': _hsts, ...rest } = SECURITY_HEADERS;
  return rest;
}

/** The bank's 3-D Secure pages (03 §7) speak in the bank's voice. */
const bankErrorPage = (lang: Language, status: number) =>
  status === 404
    ? notFoundPage(lang)
    : errorPage(
        lang,
        status === 503 ? 'bank.error_unavailable' : status >= 500 ? 'bank.error_server' : 'bank.error_bad_request',
      );

/**
 * Paths whose answers are pages a person sees: the bank's pages in the payment frame or in-app
 * browser, and the pages a price-alert mail's links open. Every error there (a bad link, a wrong
 * method or body, a database away) is a page in the visitor's language too, never JSON (issue 36).
 */
const ERROR_PAGES: ReadonlyArray<readonly [prefix: string, page: (lang: Language, status: number) => string]> = [
  ['/payment/', bankErrorPage],
  ['/price-alert/', alertErrorPage],
];
export const errorPageOf = (url: string) => ERROR_PAGES.find(([prefix]) => url.startsWith(prefix))?.[1];

/** On a page's path, answers `status` as that path's error page (no-store) and says true; elsewhere false. */
export function answerWithErrorPage(req: FastifyRequest, reply: FastifyReply, status: number): boolean {
  const page = errorPageOf(req.url);
  if (!page) return false;
  // Read from the header: on a framework error the hooks that set `req.lang` have not run.
  const lang = languageFromHeader(req.headers['accept-language']);
  if (status === 503) reply.header('retry-after', '5');
  reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page(lang, status));
  return true;
}

/** An error handler for pages: the status the API would answer, as the path's error page. */
export function pageErrorHandler(error: unknown, req: FastifyRequest, reply: FastifyReply) {
  let status = error instanceof AppError ? error.status : ((error as { statusCode?: number }).statusCode ?? 500);
  if (isDatabaseUnavailable(error)) status = 503;
  if (status < 400 || status > 599) status = 500;
  if (status === 503) req.log.warn({ err: error }, 'page: database unavailable');
  else if (status >= 500) req.log.error({ err: error }, 'page failed');
  if (!answerWithErrorPage(req, reply, status))
    reply.code(status).send({ detail: translate(req.lang, status >= 500 ? 'error.server' : 'error.bad_request') });
}

const NUL = '\u0000';

/** The dotted path (as in validation errors) of the first string or key holding a NUL, or null. */
export function findNul(value: unknown, path: string[] = [], depth = 0): string[] | null {
  if (typeof value === 'string') return value.includes(NUL) ? path : null;
  if (value === null || typeof value !== 'object' || depth > 64) return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findNul(value[i], [...path, String(i)], depth + 1);
      if (found) return found;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    if (key.includes(NUL)) return [...path, key.replaceAll(NUL, '')];
    const found = findNul(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}

/** A query string whose percent-encoding does not decode (a stray `%`, a cut or invalid UTF-8 sequence). */
export function badlyEncodedQuery(url: string): boolean {
  const at = url.indexOf('?');
  if (at < 0 || !url.includes('%', at)) return false;
  try {
    decodeURIComponent(url.slice(at + 1).replaceAll('+', ' '));
    return false;
  } catch {
    return true;
  }
}

/** The request hooks; call right after the hook that sets the security headers and `req.lang`. */
export function registerInputGuards(app: FastifyInstance) {
  app.addHook('onRequest', async (req) => {
    if (badlyEncodedQuery(req.url)) throw new AppError(400, 'error.bad_request');
  });
  // Before validation, so that one rule covers body, query string and path parameters of every route.
  app.addHook('preValidation', async (req) => {
    for (const part of [req.params, req.query, req.body]) {
      const path = findNul(part);
      if (path) throw AppError.badRequest({ [path.join('.') || 'non_field_errors']: ['v.nul_char'] });
    }
  });
}

/** Fastify's `frameworkErrors`: a path that does not percent-decode, or a parameter over the router's length. */
export function frameworkErrors(error: { code?: string }, req: FastifyRequest, reply: FastifyReply) {
  const lang = languageFromHeader(req.headers['accept-language']);
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
  reply.headers(plainSecurityHeaders(req.url));
  if (answerWithErrorPage(req, reply, status)) return reply;
  return reply.code(status).send({ detail: translate(lang, status === 414 ? 'error.too_large' : 'error.bad_request') });
}

/**
 * Fastify's `clientErrorHandler`: requests Node's HTTP parser refuses (an unknown method, a broken
 * request line or header). No request exists yet, so the answer is written to the socket in the
 * default language, as Fastify's own handler does.
 */
export function clientErrorHandler(err: Error & { code?: string }, socket: Duplex) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const status = err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : err.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const key = status === 408 ? 'error.request_timeout' : status === 431 ? 'error.too_large' : 'error.bad_request';
  const body = JSON.stringify({ detail: translate('tr', key) });
  if (socket.writable) {
    const headers = {
      ...plainSecurityHeaders(''),
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(Buffer.byteLength(body)),
      connection: 'close',
    };
    const head = Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    socket.write(`HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n${head}\r\n${body}`);
  }
  socket.destroy(err);
}

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

/**
 * Whether `url` has a route for `method`. `@fastify/cors` answers preflights through a catch-all
 * `OPTIONS *` route: it matches every path, so it neither makes a path exist nor puts OPTIONS
 * in `Allow`.
 */
function isRealRoute(app: FastifyInstance, method: (typeof METHODS)[number], url: string): boolean {
  const route = app.findRoute({ method, url });
  if (route === null) return false;
  return !(method === 'OPTIONS' && route.params !== undefined && '*' in route.params);
}

/**
 * For the not-found handler: when the path exists under other methods, answer 405 with `Allow`
 * and return true; otherwise return false and let the handler answer 404.
 */
export function answerMethodNotAllowed(app: FastifyInstance, req: FastifyRequest, reply: FastifyReply): boolean {
  const url = req.url.split('?')[0] ?? '/';
  const allowed = METHODS.filter((method) => method !== req.method && isRealRoute(app, method, url));
  if (allowed.length === 0) return false;
  reply.code(405).header('allow', allowed.join(', '));
  if (!answerWithErrorPage(req, reply, 405))
    reply.send({ detail: translate(req.lang ?? 'tr', 'error.method_not_allowed') });
  return true;
}
