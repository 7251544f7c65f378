import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * iyzico's check of an IYZWSv2 Authorization header: base64 of "apiKey:…&randomKey:…&signature:…",
 * the signature being HMAC-SHA256 (hex) of randomKey + the request's path + the raw JSON body,
 * with the secret key of that API key. Written from the official client's signing, not from ours.
 */
export function checkAuthorization(
  header: string | undefined,
  path: string,
  rawBody: string,
  keys: { apiKey: string; secretKey: string },
): boolean {
  const match = /^IYZWSv2 (\S+)$/.exec(header ?? '');
  if (!match) return false;
  const params = new Map(
    Buffer.from(match[1]!, 'base64')
      .toString('utf8')
      .split('&')
      .map((part) => [part.slice(0, part.indexOf(':')), part.slice(part.indexOf(':') + 1)] as const),
  );
  if (params.get('apiKey') !== keys.apiKey) return false;
  const expected = createHmac('sha256', keys.secretKey)
    .update((params.get('randomKey') ?? '') + path + rawBody)
    .digest('hex');
  const given = params.get('signature') ?? '';
  return given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));
}

/** The `signature` iyzico puts in its answers and callback: fields joined by ':' , HMAC-SHA256 hex. */
export const signFields = (fields: unknown[], secretKey: string) =>
  createHmac('sha256', secretKey)
    .update(fields.map((f) => (f === undefined || f === null ? '' : String(f))).join(':'))
    .digest('hex');
