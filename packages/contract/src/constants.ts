/** Business constants of 01 §9 and 02, shared by web and server. */
export const APP_VERSION = '1.1.4';
export const DEFAULT_COUNTRY = 'TR';
export const DEFAULT_CURRENCY = 'TRY';
export const DEFAULT_LANGUAGE = 'tr';
export const DEFAULT_PHONE_CODE = '90';
export const LANGUAGES = ['tr', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const CURRENCIES = ['TRY', 'USD', 'EUR', 'GBP'] as const;
export type CurrencyCode = (typeof CURRENCIES)[number];

/**
 * PostgreSQL's `integer`: every id, and every other integer bound for the database, is checked
 * against it in the contract, so a larger number is a 400 on its field, not a database error (issue 36).
 */
export const DB_INT_MAX = 2_147_483_647;
/**
 * Airlines sell about a year ahead: a trip (flight departure and return, transfer pick-up, the
 * price calendar, a search an alert watches) is at most this many days after today in Turkey.
 */
export const MAX_DAYS_AHEAD = 360;
/** The earliest birth date taken (a birth date is never after today either). */
export const MIN_BIRTH_DATE = '1900-01-01';
/** A passport that expires more than this many years from today is a typing mistake (they run 10 at most). */
export const PASSPORT_MAX_YEARS = 20;

export const MAX_FLIGHT_PASSENGERS = 7;
export const TRANSFER_PASSENGERS = { min: 1, max: 60 } as const;
export const TRANSFER_BAGGAGE = { min: 0, max: 25 } as const;

const halfHours = (from: number, to: number) =>
  Array.from(
    { length: (to - from) * 2 + 1 },
    (_, i) => `${String(from + Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
  );
/**
 * Pick-up times: 00:00 to 23:30 by half hours on every form and the server (03 §14; flights land
 * at all hours, and the original 10:00–21:30 window stranded early and late arrivals). Default 10:00.
 */
export const PICKUP_TIMES = halfHours(0, 23).concat('23:30');
/** The results page's picker: the same times as the home form. */
export const RESULTS_PICKUP_TIMES = PICKUP_TIMES;
export const DEFAULT_PICKUP_TIME = '10:00';

export const NOTIFICATION_PAGE_SIZE = 10;
export const TOAST_MS = 3000;
export const TOAST_ERROR_MS = 2000;
export const SPLASH = { hideAfterMs: 2000, minDisplayMs: 1500, fadeInMs: 1200 } as const;
/** Fewer than 3 characters answers the popular list (01 §5). */
export const AIRPORT_SEARCH_MIN_CHARS = 3;
export const SEARCH_DELAY_MS = 100;
export const LOADING_FLAG_DELAY_MS = 150;
export const COUNTRY_PAGE_SIZE = 1000;
export const SEARCH_SESSION_SECONDS = 20 * 60;

export const PASSWORD_MIN = 8;
export const USERNAME_MIN = 3;

export const LOG_LIMITS = {
  sendIntervalMs: 30_000,
  sendAtQueued: 5,
  flushAtQueued: 15,
  maxText: 500,
  maxChildren: 75,
  childText: 150,
  maxResponseText: 1000,
} as const;

/** Fields never sent to or stored by the log endpoint (compared case-insensitively). */
export const SENSITIVE_FIELDS = [
  'card_number',
  'card_cvc',
  'cvc',
  'card_expiry',
  'password',
  'new_password',
  'old_password',
  'comfirm_password',
  'token',
  'authorization',
  'code',
] as const;

export const TIME_OF_DAY_RANGES = {
  night: [0, 360],
  morning: [360, 720],
  afternoon: [720, 1080],
  evening: [1080, 1440],
} as const;

export const CARD_BRANDS = ['visa', 'mastercard', 'amex', 'troy'] as const;

export const CORPORATE_PAGE_TYPES = [
  'ABOUT_US',
  'TERMS_OF_USE',
  'PROTECTION_OF_PERSONAL_DATA',
  'DISTANCE_SALES_CONTRACT',
  'COOKIE_POLICY',
] as const;
