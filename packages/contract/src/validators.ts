/** Pure validators of 01 §5 ("registered extra rules"). */

/** TC identity number: 11 digits, no leading zero, and the checksums of the population registry. */
export function isValidTcNumber(value: string): boolean {
  if (!/^[1-9]\d{10}$/.test(value)) return false;
  const d = value.split('').map(Number);
  const odd = d[0]! + d[2]! + d[4]! + d[6]! + d[8]!;
  const even = d[1]! + d[3]! + d[5]! + d[7]!;
  if ((((odd * 7 - even) % 10) + 10) % 10 !== d[9]) return false;
  const sumFirstTen = d.slice(0, 10).reduce((a, b) => a + b, 0);
  return sumFirstTen % 10 === d[10];
}

/** Four groups of four digits with any separator, and a valid Luhn checksum. */
export function isValidCardNumber(value: string): boolean {
  if (!/^\d{4}\D?\d{4}\D?\d{4}\D?\d{4}$/.test(value.trim())) return false;
  const digits = value.replace(/\D/g, '');
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let n = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      n *= 2;
      if (n > 9) n -= 9;
    }
    sum += n;
  }
  return sum % 10 === 0;
}

/** MM/YY or MM/YYYY, not before the current month. */
export function isValidCardExpiry(value: string, now: Date = new Date()): boolean {
  const m = /^(\d{2})\/(\d{2}|\d{4})$/.exec(value.trim());
  if (!m) return false;
  const month = Number(m[1]);
  if (month < 1 || month > 12) return false;
  const year = m[2]!.length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
  return year * 12 + month >= now.getFullYear() * 12 + now.getMonth() + 1;
}

/** Phone digits: exactly 10 when the country code is 90, otherwise 4 to 14 digits. */
export function isValidPhone(phone: string, phoneCode: string): boolean {
  const digits = phone.replace(/[\s()-]/g, '');
  if (!/^\d+$/.test(digits)) return false;
  return phoneCode.replace(/\D/g, '') === '90' ? digits.length === 10 : digits.length >= 4 && digits.length <= 14;
}

/** Age in whole years on a given day (birth date and day as YYYY-MM-DD). */
export function ageOn(birthDate: string, day: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/** Letters of any script, with spaces, apostrophes, dots and hyphens inside names. */
/** Letters (with their combining marks), single spaces, apostrophes, dots and hyphens. */
export function isLettersOnly(value: string): boolean {
  return /^\p{L}[\p{L}\p{M} '.-]*$/u.test(value.trim().normalize('NFC'));
}

/**
 * A dot between a letter and two more letters ("www.evil.com", "evil.co"): what mail clients make a
 * link of. Initials keep their dots ("J. R. R.", "J.R.R. Tolkien"): one letter after each dot.
 */
export function looksLikeWebAddress(value: string): boolean {
  return /[\p{L}\p{M}]\.[\p{L}\p{M}]{2}/u.test(value);
}

/** C0/C1 controls, and the line and paragraph separators that break a line as LF does. */
export function hasControlCharacters(value: string): boolean {
  return /[\p{Cc}\u2028\u2029]/u.test(value);
}

export function isValidIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}
