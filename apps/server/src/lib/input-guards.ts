import http from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors.js';
import { languageFromHeader, translate } from './i18n.js';
import { SECURITY_HEADERS } from './security-headers.js';

/**
 * Guards that hold for every route, before any route's own schema sees the request (03 §2):
 * a NUL character anywhere in the input, malformed percent-encoding, a URL or method the router
 * cannot read, and a known path called with the wrong method all answer the API's own JSON
 * error shape with the security headers, never 500 or Fastify's default body.
 */

/** The headers of a reply that never reached the app's hooks; HSTS is left to the hooks, which know the scheme. */
function plainSecurityHeaders(): Record<string, string> {
  const { 'strict-transport-security': _hsts, ...rest } = SECURITY_HEADERS;
  return rest;
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
  reply.headers(plainSecurityHeaders());
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
      ...plainSecurityHeaders(),
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
  reply
    .code(405)
    .header('allow', allowed.join(', '))
    .send({ detail: translate(req.lang ?? 'tr', 'error.method_not_allowed') });
  return true;
}
