import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header a supplier webhook is signed in: `sha256=<hex HMAC-SHA256 of the raw body>`. */
export const SIGNATURE_HEADER = 'x-yolcu-signature';

/** The signature of a body under `secret`, as the header carries it. */
export const signatureOf = (secret: string, body: Buffer | string) =>
  `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

/**
 * Whether `header` signs exactly these bytes: computed over the raw body (a re-serialised JSON
 * would differ), compared in constant time so a caller learns nothing from how long a refusal takes.
 */
export function signatureMatches(secret: string, body: Buffer, header: string | string[] | undefined): boolean {
  if (typeof header !== 'string') return false;
  const hex = /^sha256=([0-9a-f]{64})$/i.exec(header.trim())?.[1];
  if (!hex) return false;
  return timingSafeEqual(Buffer.from(hex, 'hex'), createHmac('sha256', secret).update(body).digest());
}
