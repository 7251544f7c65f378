import { describe, expect, it } from 'vitest';
import { DB_INT_MAX, MAX_DAYS_AHEAD } from './constants.js';
import { birthDateProblem, lastTravelDate, passportMaxExpiry } from './dates.js';
import { registerSchema } from './schemas/accounts.js';
import { accountName, dbId, numericId, optionalDbId, personName } from './schemas/common.js';
import { flightSearchFormSchema } from './schemas/flight-search.js';
import { looksLikeWebAddress } from './validators.js';

// Issue 36: the bounds every id, travel date and name is held to, in the browser and on the server.
const messages = (r: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  r.success ? [] : r.error!.issues.map((i) => i.message);

describe('dbId', () => {
  it('takes 1 to 2147483647', () => {
    expect(dbId().parse(1)).toBe(1);
    expect(dbId().parse(DB_INT_MAX)).toBe(DB_INT_MAX);
  });

  it.each([0, -1, 1.5, 2147483648, 4294967296, 9007199254740991, -2147483649, Number.MAX_VALUE])(
    'refuses %d as an invalid value',
    (n) => {
      // Beyond 2^53 zod finds it both unsafe and too big: one message once the server folds them.
      expect([...new Set(messages(dbId().safeParse(n)))]).toEqual(['v.invalid']);
    },
  );

  it('says what is missing with the message it is given; the optional one is null when left out', () => {
    expect(messages(dbId('v.required').safeParse(undefined))).toEqual(['v.required']);
    expect(optionalDbId().parse(undefined)).toBeNull();
    expect(optionalDbId().parse(null)).toBeNull();
    expect(messages(optionalDbId().safeParse(2147483648))).toEqual(['v.invalid']);
  });

  it('bounds path ids the same way', () => {
    expect(numericId().parse('2147483647')).toBe(DB_INT_MAX);
    expect(numericId().safeParse('2147483648').success).toBe(false);
  });
});

describe('the last travel date', () => {
  // 23:30 on 1 March 2027 in UTC is already 2 March in Turkey.
  const now = new Date('2027-03-01T23:30:00Z');

  it(`is ${MAX_DAYS_AHEAD} days after today in Turkey`, () => {
    expect(lastTravelDate(now)).toBe('2028-02-25');
  });

  it('bounds a search: that day is taken, the next is not', () => {
    const form = (departure_date: string, return_date: string | null = null) => ({
      fly_type: return_date ? 'RT' : 'OW',
      departure_airport: 1,
      arrival_airport: 2,
      departure_date,
      return_date,
    });
    const last = lastTravelDate();
    const dayAfter = new Date(Date.parse(`${last}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    expect(flightSearchFormSchema.safeParse(form(last)).success).toBe(true);
    expect(messages(flightSearchFormSchema.safeParse(form(dayAfter)))).toEqual([
      `bounds.departure_too_far|${MAX_DAYS_AHEAD}`,
    ]);
    expect(messages(flightSearchFormSchema.safeParse(form('9999-12-31')))).toEqual([
      `bounds.departure_too_far|${MAX_DAYS_AHEAD}`,
    ]);
    expect(messages(flightSearchFormSchema.safeParse(form(last, dayAfter)))).toEqual([
      `bounds.return_too_far|${MAX_DAYS_AHEAD}`,
    ]);
  });
});

describe('birth and passport dates', () => {
  const now = new Date('2027-03-01T12:00:00Z');

  it('a birth date runs from 1900 to today', () => {
    expect(birthDateProblem('1900-01-01', now)).toBeNull();
    expect(birthDateProblem('2027-03-01', now)).toBeNull();
    expect(birthDateProblem('1899-12-31', now)).toBe('bounds.birth_too_early|1900');
    expect(birthDateProblem('2027-03-02', now)).toBe('v.date');
  });

  it('a passport expires at most 20 years from today', () => {
    expect(passportMaxExpiry(now)).toBe('2047-03-01');
  });
});

describe('names', () => {
  it.each(['www.evil.com', 'evil.co', 'Ali www.x.io'])('%s looks like a web address', (v) => {
    expect(looksLikeWebAddress(v)).toBe(true);
  });

  it.each(['J. R. R. Tolkien', 'J.R.R. Tolkien', 'Ayşe Nur', "O'Neil", 'Mehmet A.'])('%s does not', (v) => {
    expect(looksLikeWebAddress(v)).toBe(false);
  });

  it.each([
    'Ali\r\nClick https://evil.example',
    'Ali\tX',
    'Ali\u2028X',
    '\u202EAli',
    'Ali\u200B',
    'www.evil.com',
    'Ali http://x.y',
    'ali@evil.com',
  ])('an account or passenger name %j is refused as letters only', (v) => {
    expect(messages(accountName().safeParse(v))).toEqual(['v.letters']);
    expect(messages(personName().safeParse(v))).toEqual(['v.letters']);
  });

  it.each(['Ayşe Nur', "O'Neil", 'Yılmaz-Kaya', 'İpek', 'Su'])('an account name %s is taken', (v) => {
    expect(accountName().parse(v)).toBe(v);
  });

  it('an account name has 2 letters at least, a passenger name 3 (02 §5)', () => {
    expect(messages(accountName().safeParse('A'))).toEqual(['v.min_length|2']);
    expect(messages(personName().safeParse('Su'))).toEqual(['v.min_length|3']);
  });

  it('registration refuses a name that carries a link, on its field', () => {
    const r = registerSchema.safeParse({
      first_name: 'Ali\r\nClick https://evil.example',
      last_name: 'Yılmaz',
      email: 'ali@example.com',
      password: 'Deniz-Feneri-42',
      comfirm_password: 'Deniz-Feneri-42',
    });
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['first_name', 'v.letters']]);
  });
});
