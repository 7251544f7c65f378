/**
 * What a booking's answers show of identity data (03 §12), to anyone and always: whoever holds a
 * booking's link may be someone it was forwarded to, so no answer carries these in full.
 */

/** An identity number (TC, passport) by its last three characters: `********166`. */
export function maskIdentity(value: string | null): string | null {
  if (!value) return value;
  const keep = value.slice(-3);
  return `${'*'.repeat(Math.max(value.length - 3, 3))}${keep}`;
}

/** A birth date by its year alone. */
export const birthYear = (date: string | null): string => (date ? date.slice(0, 4) : '');

/** `w****@example.com`: the first letter and the domain, enough to recognise one's own address. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '****';
  return `${email[0]}****${email.slice(at)}`;
}

/** `+90 532 *** ** 67`: the country code, the first three and the last two digits. */
export function maskPhone(phoneCode: string, phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 6) return `+${phoneCode} ${'*'.repeat(digits.length)}`;
  return `+${phoneCode} ${digits.slice(0, 3)} *** ** ${digits.slice(-2)}`;
}
