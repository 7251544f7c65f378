import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header Duffel signs its webhooks in: `t=<unix seconds>,v1=<hex HMAC-SHA256>`. */
export const DUFFEL_SIGNATURE_HEADER = 'x-duffel-signature';

/**
 * Whether Duffel signed exactly these bytes with `secret`: v1 is the HMAC-SHA256 of `"<t>.<raw
 * body>"` (as Duffel's own libraries check it), compared in constant time. No time window: Duffel
 * retries a delivery for 72 hours, and a replayed event is de-duplicated by its id anyway.
 */
export function duffelSignatureMatches(secret: string, body: Buffer, header: string | string[] | undefined): boolean {
  if (typeof header !== 'string') return false;
  const parts = /^t=(\d{1,12}),v1=([0-9a-f]{64})$/i.exec(header.trim());
  if (!parts) return false;
  const expected = createHmac('sha256', secret).update(`${parts[1]}.`).update(body).digest();
  return timingSafeEqual(Buffer.from(parts[2]!, 'hex'), expected);
}
