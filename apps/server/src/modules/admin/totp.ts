import { Secret, TOTP } from 'otpauth';

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30-second steps. */
const PERIOD = 30;
/** One step either side: a phone's clock a little off, or a code typed as it turned. */
const WINDOW = 1;
const ISSUER = 'Yolcu';

const totpOf = (secret: string, label = 'staff') =>
  new TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: 6, period: PERIOD, secret: Secret.fromBase32(secret) });

/** A fresh 160-bit secret (RFC 4226's recommended length), base32 as apps take it. */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

/** The `otpauth://` URI an authenticator app reads (from a QR code), naming the account. */
export const totpUri = (secret: string, email: string) => totpOf(secret, email).toString();

/**
 * The time step whose code `code` is, or null when it is none of the steps in the window. The caller
 * records the step it accepted, so that the same code (or an older one) never opens a second time.
 */
export function totpStep(secret: string, code: string, now = Date.now()): number | null {
  const delta = totpOf(secret).validate({ token: code, timestamp: now, window: WINDOW });
  return delta === null ? null : TOTP.counter({ period: PERIOD, timestamp: now }) + delta;
}
