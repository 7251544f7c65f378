import { describe, expect, it } from 'vitest';
import {
  ageOn,
  isLettersOnly,
  isValidCardExpiry,
  isValidCardNumber,
  isValidIsoDate,
  isValidPhone,
  isValidTcNumber,
} from './validators.js';

describe('isValidTcNumber', () => {
  it('accepts numbers that pass the registry checksums', () => {
    expect(isValidTcNumber('10000000146')).toBe(true);
    expect(isValidTcNumber('12345678950')).toBe(true);
  });

  it('rejects a wrong last digit (sum of the first ten)', () => {
    expect(isValidTcNumber('10000000147')).toBe(false);
    expect(isValidTcNumber('12345678951')).toBe(false);
  });

  it('rejects a wrong tenth digit even when the last-digit rule alone would pass', () => {
    // 1+1+1 = 3 satisfies "last digit = last digit of the sum of the first ten", but the
    // registry's tenth-digit checksum ((odd*7 - even) mod 10 = 4) does not hold.
    expect(isValidTcNumber('10000000113')).toBe(false);
  });

  it('rejects a leading zero, even when both checksums hold', () => {
    expect(isValidTcNumber('00000000000')).toBe(false);
    expect(isValidTcNumber('01000000146')).toBe(false);
  });

  it('requires exactly 11 digits', () => {
    expect(isValidTcNumber('1000000014')).toBe(false);
    expect(isValidTcNumber('100000001460')).toBe(false);
    expect(isValidTcNumber('')).toBe(false);
    expect(isValidTcNumber('1000000014a')).toBe(false);
    expect(isValidTcNumber(' 10000000146')).toBe(false);
    expect(isValidTcNumber('100 000 001 46')).toBe(false);
  });
});

describe('isValidCardNumber', () => {
  it('accepts a Luhn-valid number in four groups with spaces, dashes or nothing between', () => {
    expect(isValidCardNumber('4111 1111 1111 1111')).toBe(true);
    expect(isValidCardNumber('4111-1111-1111-1111')).toBe(true);
    expect(isValidCardNumber('4111111111111111')).toBe(true);
    expect(isValidCardNumber('5555 5555 5555 4444')).toBe(true);
    expect(isValidCardNumber(' 4111 1111 1111 1111 ')).toBe(true);
  });

  it('rejects a number whose Luhn checksum fails', () => {
    expect(isValidCardNumber('4111 1111 1111 1112')).toBe(false);
    expect(isValidCardNumber('1234 5678 9012 3456')).toBe(false);
  });

  it('rejects groups that are not four by four', () => {
    expect(isValidCardNumber('411 11111 1111 1111')).toBe(false);
    expect(isValidCardNumber('41111 111 1111 1111')).toBe(false);
    expect(isValidCardNumber('4111 1111 1111 111')).toBe(false);
    expect(isValidCardNumber('4111 1111 1111 1111 1')).toBe(false);
    expect(isValidCardNumber('41111111111111111')).toBe(false);
    expect(isValidCardNumber('4111  1111 1111 1111')).toBe(false);
    expect(isValidCardNumber('')).toBe(false);
  });
});

describe('isValidCardExpiry', () => {
  // 15 June 2026, local time: June 2026 is the current month.
  const now = new Date(2026, 5, 15, 12, 0, 0);

  it('accepts MM/YY and MM/YYYY from the current month on', () => {
    expect(isValidCardExpiry('06/26', now)).toBe(true);
    expect(isValidCardExpiry('06/2026', now)).toBe(true);
    expect(isValidCardExpiry('07/26', now)).toBe(true);
    expect(isValidCardExpiry('01/27', now)).toBe(true);
    expect(isValidCardExpiry('12/2030', now)).toBe(true);
  });

  it('rejects a month in the past', () => {
    expect(isValidCardExpiry('05/26', now)).toBe(false);
    expect(isValidCardExpiry('05/2026', now)).toBe(false);
    expect(isValidCardExpiry('12/25', now)).toBe(false);
  });

  it('rejects months outside 01..12 and other shapes', () => {
    expect(isValidCardExpiry('13/26', now)).toBe(false);
    expect(isValidCardExpiry('00/27', now)).toBe(false);
    expect(isValidCardExpiry('6/27', now)).toBe(false);
    expect(isValidCardExpiry('06-27', now)).toBe(false);
    expect(isValidCardExpiry('0627', now)).toBe(false);
    expect(isValidCardExpiry('06/027', now)).toBe(false);
    expect(isValidCardExpiry('', now)).toBe(false);
  });

  it('uses the given day, so the same card expires as time passes', () => {
    expect(isValidCardExpiry('06/26', new Date(2026, 6, 1))).toBe(false);
  });
});

describe('isValidPhone', () => {
  it('needs exactly 10 digits when the code is 90', () => {
    expect(isValidPhone('5321234567', '90')).toBe(true);
    expect(isValidPhone('532 123 45 67', '90')).toBe(true);
    expect(isValidPhone('(532) 123-45-67', '+90')).toBe(true);
    expect(isValidPhone('532123456', '90')).toBe(false);
    expect(isValidPhone('05321234567', '90')).toBe(false);
  });

  it('allows other lengths for other codes but only digits', () => {
    expect(isValidPhone('30123456', '49')).toBe(true);
    expect(isValidPhone('05321234567', '49')).toBe(true);
    expect(isValidPhone('123', '49')).toBe(false);
    expect(isValidPhone('532abc4567', '90')).toBe(false);
    expect(isValidPhone('', '90')).toBe(false);
  });
});

describe('ageOn', () => {
  it('counts whole years, turning a year older on the birthday', () => {
    expect(ageOn('2000-06-15', '2026-06-14')).toBe(25);
    expect(ageOn('2000-06-15', '2026-06-15')).toBe(26);
    expect(ageOn('2000-06-15', '2026-12-31')).toBe(26);
    expect(ageOn('2026-01-01', '2026-12-31')).toBe(0);
  });

  it('treats a 29 February birthday as passed only from 1 March in common years', () => {
    expect(ageOn('2004-02-29', '2026-02-28')).toBe(21);
    expect(ageOn('2004-02-29', '2026-03-01')).toBe(22);
    expect(ageOn('2004-02-29', '2028-02-29')).toBe(24);
  });
});

describe('isLettersOnly', () => {
  it('accepts Turkish and other letters, with spaces, apostrophes, dots and hyphens inside', () => {
    expect(isLettersOnly('Çağrı Şükrü Öztürk')).toBe(true);
    expect(isLettersOnly('İğneada ılıca')).toBe(true);
    expect(isLettersOnly("O'Neil")).toBe(true);
    expect(isLettersOnly('Jean-Luc')).toBe(true);
    expect(isLettersOnly('M. Ali')).toBe(true);
  });

  it('rejects digits, symbols, blanks and a leading separator', () => {
    expect(isLettersOnly('Ali1')).toBe(false);
    expect(isLettersOnly('Ali!')).toBe(false);
    expect(isLettersOnly('')).toBe(false);
    expect(isLettersOnly('   ')).toBe(false);
    expect(isLettersOnly('-Ali')).toBe(false);
    expect(isLettersOnly('<b>Ali</b>')).toBe(false);
  });
});

describe('isValidIsoDate', () => {
  it('accepts real calendar days in YYYY-MM-DD', () => {
    expect(isValidIsoDate('2026-02-28')).toBe(true);
    expect(isValidIsoDate('2024-02-29')).toBe(true);
    expect(isValidIsoDate('2026-12-31')).toBe(true);
  });

  it('rejects days that do not exist and other shapes', () => {
    expect(isValidIsoDate('2026-02-30')).toBe(false);
    expect(isValidIsoDate('2026-02-29')).toBe(false);
    expect(isValidIsoDate('2026-04-31')).toBe(false);
    expect(isValidIsoDate('2026-13-01')).toBe(false);
    expect(isValidIsoDate('2026-00-10')).toBe(false);
    expect(isValidIsoDate('2026-1-01')).toBe(false);
    expect(isValidIsoDate('01.02.2026')).toBe(false);
    expect(isValidIsoDate('2026-01-01T00:00:00Z')).toBe(false);
    expect(isValidIsoDate('')).toBe(false);
  });
});
