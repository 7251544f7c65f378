import { LOG_LIMITS, SENSITIVE_FIELDS } from './constants.js';

/**
 * Keys whose values are personal data (issue 36: a client's log held a TC number and an e-mail
 * verbatim): dropped like secrets. A log says what happened, never to whom.
 */
const PERSONAL_FIELDS = [
  'email',
  'notify_email',
  'phone',
  'notify_phone',
  'citizen_number',
  'tc',
  'tc_number',
  'passport',
  'name',
  'surname',
  'first_name',
  'last_name',
  'card_owner',
  'birth_date',
];
const sensitive = new Set<string>([...SENSITIVE_FIELDS, ...PERSONAL_FIELDS]);
const cardLike = /\b\d(?:[ ./-]?\d){12,18}\b/g;
/** A TC identity number (11 digits) or a Turkish phone number (10-11 digits) written in a text. */
const identityOrPhoneLike = /(?<![\d])\+?\d(?:[ -]?\d){9,11}(?![\d])/g;
const emailLike = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;
/**
 * A capability (03 §12): a booking code, share code, bank reference or search id is 16+ random
 * URL-safe characters, so it holds a digit or a capital letter (route words such as
 * `apple-app-site-association` hold neither).
 */
const CAPABILITY_SOURCE = '(?=[A-Za-z0-9_-]*[\\dA-Z])[A-Za-z0-9_-]{16,}';
const CAPABILITY = new RegExp(`^${CAPABILITY_SOURCE}$`);
export const isCapability = (value: string) => CAPABILITY.test(value);
/** A capability in a URL: after a `/` or `=`. */
const capabilityLike = new RegExp(`(?<=[/=])${CAPABILITY_SOURCE}`, 'g');
const clean = (text: string) =>
  text
    .replace(cardLike, '[card]')
    .replace(emailLike, '[email]')
    .replace(identityOrPhoneLike, '[number]')
    .replace(capabilityLike, '[id]');

/**
 * Makes a value safe to log: drops sensitive keys at any depth, masks anything that looks
 * like a card number or a capability in a URL, caps the number of children and the length of each text.
 * Used by the web logger before sending and by the server again before storing.
 */
export function sanitizeForLog(value: unknown, depth = 0, textLimit: number = LOG_LIMITS.childText): unknown {
  if (value === null || value === undefined) return value;
  if (typeof value === 'string') return clean(value).slice(0, textLimit);
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  if (depth > 3) return '[depth]';
  if (Array.isArray(value)) return value.slice(0, LOG_LIMITS.maxChildren).map((v) => sanitizeForLog(v, depth + 1));
  if (typeof value === 'object') {
    const out: Record<string, unknown> = {};
    let n = 0;
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
      if (sensitive.has(k.toLowerCase())) continue;
      if (n++ >= LOG_LIMITS.maxChildren) break;
      // A failed request keeps up to 1000 characters of its response (01 §7); other texts 150.
      out[k] = sanitizeForLog(
        v,
        depth + 1,
        depth === 0 && k === 'response' ? LOG_LIMITS.maxResponseText : LOG_LIMITS.childText,
      );
    }
    return out;
  }
  return String(value).slice(0, LOG_LIMITS.childText);
}

export function sanitizeText(text: string, max: number = LOG_LIMITS.maxText): string {
  return clean(text).slice(0, max);
}
