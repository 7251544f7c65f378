import { createHash, randomBytes } from 'node:crypto';

/** A booking's own code or share code (03 §12): 192 random bits, URL-safe (32 characters). */
export const newBookingCode = (): string => randomBytes(24).toString('base64url');

/**
 * What is stored of a guest's checkout token: its SHA-256, so the database never holds the token
 * that replaces a guest's pending attempt.
 */
export const guestCheckoutKey = (token: string | null | undefined): string | null =>
  token ? createHash('sha256').update(token).digest('base64url') : null;

/** Who is paying: a signed-in user, a guest with their checkout token, or a guest without one. */
export interface BookingOwner {
  userId: number | null;
  guestCheckout: string | null;
}
