import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * iyzico's IYZWSv2 request signature, as its official client builds it (lib/utils.js,
 * generateHashV2): HMAC-SHA256 (hex) of randomKey + the request's path + the JSON body with the
 * secret key, then base64 of "apiKey:…&randomKey:…&signature:…".
 */
export function authorizationHeader(
  keys: { apiKey: string; secretKey: string },
  path: string,
  body: unknown,
  randomKey: string = `${Date.now()}${randomBytes(8).toString('hex')}`,
): { authorization: string; randomKey: string } {
  const signature = createHmac('sha256', keys.secretKey)
    .update(randomKey + path + JSON.stringify(body))
    .digest('hex');
  const params = `apiKey:${keys.apiKey}&randomKey:${randomKey}&signature:${signature}`;
  return { authorization: `IYZWSv2 ${Buffer.from(params).toString('base64')}`, randomKey };
}

/**
 * The `signature` of iyzico's answers and 3-D Secure callback: HMAC-SHA256 (hex) of the documented
 * fields, in their documented order, joined by ':' (the official client's calculateHmacSHA256Signature).
 */
export function fieldSignature(fields: ReadonlyArray<unknown>, secretKey: string): string {
  return createHmac('sha256', secretKey)
    .update(fields.map((f) => (f === undefined || f === null ? '' : String(f))).join(':'))
    .digest('hex');
}

/** Compares in constant time: a forged signature learns nothing from how long it took to refuse. */
export function sameSignature(expected: string, given: unknown): boolean {
  if (typeof given !== 'string' || given.length !== expected.length) return false;
  return timingSafeEqual(Buffer.from(expected), Buffer.from(given));
}

/** The documented field orders (iyzico, "Response Signature Validation"). */
export const SIGNED_FIELDS = {
  /** /payment/3dsecure/auth, /payment/postauth, /payment/detail. */
  payment: ['paymentId', 'currency', 'basketId', 'conversationId', 'paidPrice', 'price'],
  /** /payment/3dsecure/initialize(/preauth). */
  threedsInitialize: ['paymentId', 'conversationId'],
  /** /v2/payment/refund. */
  refund: ['paymentId', 'conversationId'],
  /** The form iyzico posts to the callbackUrl after the bank's page. */
  callback: ['conversationData', 'conversationId', 'mdStatus', 'paymentId', 'status'],
} as const;

/** Whether an answer's (or a callback's) signature matches its documented fields. */
export function verifySigned(
  answer: Record<string, unknown>,
  fields: ReadonlyArray<string>,
  secretKey: string,
): boolean {
  return sameSignature(
    fieldSignature(
      fields.map((f) => answer[f]),
      secretKey,
    ),
    answer.signature,
  );
}

/**
 * The webhook's X-IYZ-SIGNATURE-V3 of the direct (API/3-D Secure) format: HMAC-SHA256 (hex), with
 * the secret key, of secretKey + iyziEventType + paymentId + paymentConversationId + status.
 */
export function webhookSignature(event: Record<string, unknown>, secretKey: string): string {
  const text = [secretKey, event.iyziEventType, event.paymentId, event.paymentConversationId, event.status]
    .map((v) => (v === undefined || v === null ? '' : String(v)))
    .join('');
  return createHmac('sha256', secretKey).update(text).digest('hex');
}

/** iyzico's price format, as its client writes it (utils.formatPrice): 100 → "100.0", 12.5 → "12.5". */
export function formatPrice(amount: number): string {
  const text = String(Number.parseFloat(amount.toFixed(2)));
  return text.includes('.') ? text : `${text}.0`;
}
