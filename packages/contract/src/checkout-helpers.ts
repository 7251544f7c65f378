/**
 * The small checkout helpers the payment and ticket pages need as they first draw, kept apart from
 * the zod schemas (issue 21): importing them no longer builds every payment schema on a phone
 * before the page shows. The schema modules re-export them, so every other import stays as it was.
 * Only type imports from the schemas here: this file must stay schema-free.
 */
import { addDays } from './dates.js';
import type { FlightFormRules } from './schemas/flight-payment.js';
import type { TransferSuggestion } from './schemas/trips.js';

export const CARD_BRAND_PATTERNS: Array<[brand: 'visa' | 'mastercard' | 'amex' | 'troy', pattern: RegExp]> = [
  ['troy', /^(65|9792)/],
  ['amex', /^3[47]/],
  ['mastercard', /^(5[1-5]|2[2-7])/],
  ['visa', /^4/],
];

/** The scheme of a card number by its leading digits; `null` when unknown. */
export function cardBrandOf(number: string): (typeof CARD_BRAND_PATTERNS)[number][0] | null {
  const digits = number.replace(/\D/g, '');
  return CARD_BRAND_PATTERNS.find(([, p]) => p.test(digits))?.[0] ?? null;
}

/** The first day a passport may expire on for this flight (02 §9: the day after departure). */
export const passportMinExpiry = (rules: Pick<FlightFormRules, 'last_date'>) => addDays(rules.last_date, 1);

/** 02 §9: flight number ≤ 10, airline code ≤ 3, note ≤ 1500. */
export const TRANSFER_NOTE_MAX = 1500;

/**
 * The home page address that opens the transfer search prefilled with a suggestion: the
 * confirmation mail links to it and the flight detail's card opens it. It carries no booking code.
 */
export function transferSuggestionPath(s: TransferSuggestion): string {
  const params: Array<[string, string]> = [
    ['product', 'transfer'],
    [s.kind === 'from_airport' ? 'from' : 'to', String(s.location.id)],
    ['date', s.date],
    ['time', s.time],
    ['passengers', String(s.passengers)],
    ['bags', String(s.baggage)],
    ['flight', s.flight_number],
    ['airline', s.airline_code],
    // When the flight lands (or leaves): the payment page checks the pick-up against it.
    ['flight_at', `${s.flight_date}T${s.flight_time}`],
  ];
  return `/?${params.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')}`;
}
