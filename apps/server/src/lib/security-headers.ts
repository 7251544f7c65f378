import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's headers depend only on its options, so they are computed once here and stamped on
 * every reply. Running helmet per request cost about two thirds of an API route's throughput.
 */
export function computeSecurityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string | number) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, () => {});
  return headers;
}

/** The app loads only its own scripts and styles; the test bank pages post to themselves. */
const HELMET_HEADERS = computeSecurityHeaders({
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      frameSrc: ["'self'"],
      // The installable app's service worker and manifest (issue 12) come from the app itself.
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      frameAncestors: ["'self'"],
      formAction: ["'self'"],
      objectSrc: ["'none'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
});

/**
 * The styles react-aria puts in a page as it runs (3.53): the press handlers' touch-action and, while
 * a dialog is open on iOS, the page's overscroll. Their hashes let the app's pages go without
 * 'unsafe-inline' (issue 42). Should a new react-aria change them, only those two rules are lost.
 */
export const RUNTIME_STYLES = [
  '@layer {\n  [data-react-aria-pressable] {\n    touch-action: pan-x pan-y pinch-zoom;\n  }\n}',
  '@layer {\n  * {\n    overscroll-behavior: contain;\n  }\n}',
];

/** A CSP hash source of an inline style's text. */
export const styleHash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * The policy of the web app's own pages (issue 42): the page set's, with no 'unsafe-inline' for
 * styles. The only inline styles a page has are the app's stylesheet put in a drawn page
 * (`first-view/drawn-page.ts`) and react-aria's runtime rules, each allowed by its hash; the page's
 * static shell has none of its own (its styles are in the stylesheet). The bank's, the mails' and
 * Swagger UI's pages keep the page set's policy.
 */
export function appPagePolicy(inlineStyles: string[]): string {
  const hashes = [...inlineStyles, ...RUNTIME_STYLES].map(styleHash).join(' ');
  return (SECURITY_HEADERS['content-security-policy'] ?? '').replace(
    "style-src 'self' 'unsafe-inline'",
    `style-src 'self' ${hashes}`,
  );
}

/**
 * `Strict-Transport-Security` means something only on a reply that came over HTTPS (a browser
 * ignores it on plain HTTP, and an HTTP-only deployment must not promise HTTPS), so it is sent
 * only when `req.protocol` is https: TLS on the socket, or `X-Forwarded-Proto` from a trusted proxy.
 */
export const HSTS_HEADER = HELMET_HEADERS['strict-transport-security'] ?? 'max-age=31536000; includeSubDomains';

/**
 * Powerful browser features no page of ours uses, switched off for it and for anything it frames
 * (issue 36). The web app copies to the clipboard and opens the share sheet (both `self` by default,
 * left so); it finds the nearest airport from the server's look-up of the address, never from the
 * device's position, so geolocation is off too. The Payment Request API stays for our own origin
 * only, should a wallet button come. Browsers without the header ignore it.
 */
export const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(self), usb=()';

/** Every other security header, on every reply. */
export const SECURITY_HEADERS: Record<string, string> = {
  ...Object.fromEntries(Object.entries(HELMET_HEADERS).filter(([name]) => name !== 'strict-transport-security')),
  'permissions-policy': PERMISSIONS_POLICY,
};

/**
 * The API's answers (JSON, and pictures and files the app fetches or downloads, never a page) carry
 * the set OWASP gives for a REST API instead: nothing may load or frame them if one is opened as a
 * page, nothing sniffs them, no other origin embeds them. The page set's other headers (its CSP's
 * sources, COOP, Origin-Agent-Cluster, the legacy X-* ones) steer a document, which a JSON answer
 * never becomes, and were two thirds of a cached answer's bytes (issue 21). Swagger UI's pages
 * under `/api/docs` are pages and keep the page set.
 */
export const API_SECURITY_HEADERS: Record<string, string> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'permissions-policy': PERMISSIONS_POLICY,
  // Issue 36: an answer may hold a person's data (a booking opened by its code, an account, alerts,
  // passengers), and which do is not only a matter of the Authorization header, so no API answer
  // is stored by the browser or any cache between, unless its route says otherwise with a
  // Cache-Control of its own (reply.header replaces this one): the airline marks, for instance.
  'cache-control': 'no-store',
};

/** Whether a request's answer is the API's (not a page of the app, the bank or Swagger UI). */
export function answersForApi(url: string): boolean {
  return url.startsWith('/api/') && !url.startsWith('/api/docs');
}
