import { randomBytes } from 'node:crypto';

/** Duffel's ids: a prefix and 22 base-62 characters (`off_0000AEdGRhtp5AUUdJqMxo`). */
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
export function duffelId(prefix: string): string {
  const bytes = randomBytes(18);
  let out = '0000';
  for (const b of bytes) out += ALPHABET[b % ALPHABET.length];
  return `${prefix}_${out}`;
}

/** An airline booking reference: six letters and digits. */
export function bookingReference(): string {
  const letters = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return Array.from(randomBytes(6), (b) => letters[b % letters.length]).join('');
}

/** A 13-digit electronic ticket number. */
export function ticketNumber(): string {
  return Array.from(randomBytes(13), (b, i) => (i < 3 ? '0' : String(b % 10))).join('');
}
