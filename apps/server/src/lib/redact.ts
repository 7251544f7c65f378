import { createHash } from 'node:crypto';
import { isCapability } from '@yolcu/contract';

/** Query parameters whose values are secrets or capabilities and never reach a log line. */
const SECRET_PARAMS =
  /([?&](?:token|code|password|session_unique|unique_code|share_code|card_number|card_cvc|checkout|q)=)[^&#]*/gi;

/** An e-mail address, written plainly or percent-encoded (`%40`) as in a link's query. */
const EMAIL = /[A-Za-z0-9._%+-]+(?:@|%40)[A-Za-z0-9.-]+\.[A-Za-z]{2,}/gi;

/** The text with every e-mail address replaced (issue 36: an SMTP refusal quotes the recipient). */
export const maskEmails = (text: string) => text.replace(EMAIL, '[email]');

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
      return isCapability(decoded) ? fingerprint(decoded) : segment;
    })
    .join('/');
  const safeQuery = query
    .replace(SECRET_PARAMS, '$1[redacted]')
    .replace(/([?&][^=&#]+=)([^&#]*)/g, (all, key: string, value: string) =>
      isCapability(value) ? `${key}${fingerprint(value)}` : all,
    );
  // An activation link carries its address (`?email=…`): no address reaches a log line either.
  return safePath + maskEmails(safeQuery);
}
