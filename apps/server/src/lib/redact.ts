import { createHash } from 'node:crypto';

/** Query parameters whose values are secrets or capabilities and never reach a log line. */
const SECRET_PARAMS =
  /([?&](?:token|code|password|session_unique|unique_code|share_code|card_number|card_cvc|checkout)=)[^&#]*/gi;

/**
 * A path segment or query value that looks like a capability: booking codes, share codes, bank
 * references and search session ids are 16+ random URL-safe characters, so they hold a digit or a
 * capital letter (route words such as `apple-app-site-association` hold neither).
 */
const CAPABILITY = /^(?=.*[\dA-Z])[A-Za-z0-9_-]{16,}$/;

/** A short, one-way fingerprint, so one booking's requests can still be told apart in a log. */
const fingerprint = (value: string) => `[#${createHash('sha256').update(value).digest('hex').slice(0, 8)}]`;

/**
 * The URL as a log line may hold it (03 §12): capabilities in the path and in the query string
 * are replaced by a fingerprint, and named secret parameters by `[redacted]`.
 */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  const path = q < 0 ? url : url.slice(0, q);
  const query = q < 0 ? '' : url.slice(q);
  const safePath = path
    .split('/')
    .map((segment) => {
      let decoded = segment;
      try {
        decoded = decodeURIComponent(segment);
      } catch {
        // A malformed escape is no capability of ours; keep it as sent.
      }
      return CAPABILITY.test(decoded) ? fingerprint(decoded) : segment;
    })
    .join('/');
  const safeQuery = query
    .replace(SECRET_PARAMS, '$1[redacted]')
    .replace(/([?&][^=&#]+=)([^&#]*)/g, (all, key: string, value: string) =>
      CAPABILITY.test(value) ? `${key}${fingerprint(value)}` : all,
    );
  return safePath + safeQuery;
}
