import { z } from 'zod';
import { bookingRefundSchema } from './cancellation.js';
import { transferSuggestionSchema } from './trips.js';
import { supplierNoticeSchema } from './supplier-events.js';
import { PASSPORT_MAX_YEARS } from '../constants.js';
import { birthDateProblem, passportMaxExpiry } from '../dates.js';
import { MSG, msg } from '../messages.js';
import { ageOn, isValidIsoDate, isValidPhone, isValidTcNumber } from '../validators.js';
import { optionalDbId, optionalText, personName } from './common.js';
import {
  BOOKING_STATUSES,
  contactFields,
  cardFields,
  checkSharedPaymentRules,
  conditionField,
  couponField,
  installmentField,
  invoiceFields,
  checkoutField,
} from './payment.js';

export const PAX_TYPES = ['ADT', 'CHD', 'INF', 'SNR'] as const;
export type PaxType = (typeof PAX_TYPES)[number];
/** Ages (inclusive, in whole years on the day of the flight) of each passenger type. */
export const PAX_AGE_RANGES: Record<PaxType, { age_from: number; age_to: number }> = {
  ADT: { age_from: 12, age_to: 64 },
  CHD: { age_from: 2, age_to: 11 },
  INF: { age_from: 0, age_to: 1 },
  SNR: { age_from: 65, age_to: 120 },
};
/** 02 §5: an unknown passenger type is checked as 18 to 100. */
const DEFAULT_AGES = { age_from: 18, age_to: 100 };

export const flightPassengerSchema = z.object({
  pax_type: z.enum(PAX_TYPES, { error: MSG.invalid }),
  name: personName(),
  surname: personName(),
  gender: z.enum(['F', 'M'], { error: MSG.required }),
  foregein_citizen: z.boolean({ error: MSG.invalid }).default(false),
  citizen_number: optionalText(11),
  birth_date: z
    .string({ error: MSG.required })
    .trim()
    .min(1, { error: MSG.required, abort: true })
    .refine(isValidIsoDate, { error: MSG.date, abort: true })
    // From 1900 to today (issue 36); the age on the day of the flight is checked with the flight's rules.
    .superRefine((v, ctx) => {
      const problem = birthDateProblem(v);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  nationality: optionalDbId(MSG.required),
  passport: optionalText(20),
  passport_expiry_date: optionalText(10),
});
export type FlightPassengerInput = z.input<typeof flightPassengerSchema>;
export type FlightPassenger = z.infer<typeof flightPassengerSchema>;

/**
 * What the flight decides about the form (sent with the payment data so the browser checks what
 * the server checks): the dates, whether it leaves Turkey, and the party that was searched.
 */
export const flightFormRulesSchema = z.object({
  departure_date: z.string(),
  /** The last flight's date: passports must be valid beyond it. */
  last_date: z.string(),
  /** A flight that leaves or enters Turkey: every passenger needs a passport. */
  international: z.boolean(),
  passengers: z.array(z.enum(PAX_TYPES)),
  /** Country id of Turkey: a foreign citizen's nationality must be another. */
  tr_country_id: z.number().int(),
});
export type FlightFormRules = z.infer<typeof flightFormRulesSchema>;

/** The fields of the flight payment payload of 02 §3 (the rules between them are in flightPaymentSchema). */
export const flightPaymentFields = {
  session_unique: z.string({ error: MSG.required }).min(16, MSG.invalid).max(64, MSG.invalid),
  ...checkoutField,
  passengers: z.array(flightPassengerSchema, { error: MSG.required }).min(1, MSG.required).max(12, MSG.invalid),
  ...contactFields,
  ...cardFields,
  ...invoiceFields,
  condition: conditionField,
  coupon: couponField,
  installment: installmentField,
};

/** The flight payment payload of 02 §3 with every rule of 02 §5, for one flight's rules. */
export function flightPaymentSchema(rules: FlightFormRules) {
  return z.object(flightPaymentFields).superRefine((v, ctx) => {
    const issue = (path: Array<string | number>, message: string) => ctx.addIssue({ code: 'custom', path, message });
    checkSharedPaymentRules(v, issue, isValidPhone);
    checkFlightPassengers(v.passengers, rules, issue);
  });
}
export type FlightPaymentInput = z.input<ReturnType<typeof flightPaymentSchema>>;
export type FlightPayment = z.infer<ReturnType<typeof flightPaymentSchema>>;

/** The per-passenger rules of 02 §5 that depend on the flight and on the other passengers. */
export function checkFlightPassengers(
  passengers: FlightPassenger[],
  rules: FlightFormRules,
  issue: (path: Array<string | number>, message: string) => void,
) {
  const wanted = [...rules.passengers].sort().join(',');
  if (
    passengers
      .map((p) => p.pax_type)
      .sort()
      .join(',') !== wanted
  )
    issue(['non_field_errors'], 'pay.passengers_mismatch');
  const tcSeen = new Set<string>();
  const passportSeen = new Set<string>();
  passengers.forEach((p, i) => {
    const at = (field: string, message: string) => issue(['passengers', i, field], message);
    const ages = PAX_AGE_RANGES[p.pax_type] ?? DEFAULT_AGES;
    // A birth date out of 1900..today has its message on the field already.
    if (isValidIsoDate(p.birth_date) && !birthDateProblem(p.birth_date)) {
      if (p.birth_date > rules.departure_date) at('birth_date', MSG.date);
      else {
        const age = ageOn(p.birth_date, rules.departure_date);
        if (age < ages.age_from) at('birth_date', msg(MSG.minAge, ages.age_from));
        else if (age > ages.age_to) at('birth_date', msg(MSG.maxAge, ages.age_to));
      }
    }
    if (!p.foregein_citizen) {
      if (!p.citizen_number) at('citizen_number', MSG.required);
      else if (!isValidTcNumber(p.citizen_number)) at('citizen_number', MSG.tcNumber);
      else if (tcSeen.has(p.citizen_number)) at('citizen_number', MSG.alreadyUsed);
      else tcSeen.add(p.citizen_number);
    } else if (p.nationality === null) at('nationality', MSG.required);
    else if (p.nationality === rules.tr_country_id) at('nationality', 'pay.foreign_not_tr');
    if (p.foregein_citizen || rules.international) {
      const passport = p.passport?.toUpperCase() ?? '';
      if (!passport) at('passport', MSG.required);
      else if (!/^[A-Z0-9]{8,20}$/.test(passport)) at('passport', msg(MSG.minLength, 8));
      else if (passportSeen.has(passport)) at('passport', MSG.alreadyUsed);
      else passportSeen.add(passport);
      const expiry = p.passport_expiry_date ?? '';
      if (!expiry) at('passport_expiry_date', MSG.required);
      else if (!isValidIsoDate(expiry)) at('passport_expiry_date', MSG.date);
      else if (expiry <= rules.last_date) at('passport_expiry_date', 'pay.passport_expired');
      else if (expiry > passportMaxExpiry()) at('passport_expiry_date', msg(MSG.passportTooFar, PASSPORT_MAX_YEARS));
    }
  });
}

/** The first day a passport may expire on: schema-free, in checkout-helpers.ts (issue 21). */
export { passportMinExpiry } from '../checkout-helpers.js';

const airportSchema = z.object({ code: z.string(), name: z.string(), city: z.string(), country_code: z.string() });
export const flightLegSchema = z.object({
  airline: z.object({ code: z.string(), name: z.string(), logo: z.string() }),
  flight_number: z.string(),
  departure_airport: airportSchema,
  arrival_airport: airportSchema,
  departure_date: z.string(),
  departure_time: z.string(),
  arrival_date: z.string(),
  arrival_time: z.string(),
  fly_duration: z.number(),
  stand_by_duration: z.number(),
  fly_class: z.string(),
});
export type FlightLegView = z.infer<typeof flightLegSchema>;

const policySchema = z.object({ amount: z.number(), datetime_from: z.string(), datetime_to: z.string() });
export const flightBookingInfoSchema = z.object({
  departure_date: z.string(),
  departure_time: z.string(),
  departure_airport: airportSchema,
  arrival_airport: airportSchema,
  alternative_price: z.object({
    code: z.string(),
    name: z.string(),
    hand_luggage_allowance: z.number(),
    luggage_allowance: z.number(),
    seat_selection: z.boolean(),
    free_cancel: z.boolean(),
    free_change: z.boolean(),
    /** The airline's own refund terms in one line (a supplier's fare); absent for the product's own families. */
    cancel_rule: z.string().optional(),
  }),
  change_policies: z.array(policySchema.extend({ changeable: z.boolean() })),
  cancelation_policies: z.array(policySchema.extend({ refundable: z.boolean() })),
  change_policies_texts: z.array(z.object({ description: z.string() })),
  cancelation_policies_texts: z.array(z.object({ description: z.string() })),
  airline_rule: z.object({ content: z.string() }),
  /** `HL`: hand luggage only (8 kg or less); `BG`: checked baggage. */
  baggage_type: z.enum(['HL', 'BG']),
  baggage_allowance: z.number(),
  flight_sale_type: z.number().int(),
});
export const flightDirectionSchema = z.object({ info: flightBookingInfoSchema, transfers: z.array(flightLegSchema) });
export type FlightDirection = z.infer<typeof flightDirectionSchema>;

export const groupTicketSchema = z.object({
  pax_type: z.enum(PAX_TYPES),
  pax_name: z.string(),
  count: z.number().int(),
  total_base: z.number(),
  total_tax: z.number(),
  total_service_fee: z.number(),
});
export const priceSchema = z.object({
  total: z.number(),
  base: z.number(),
  tax: z.number(),
  service_fee: z.number(),
  discount: z.number(),
});

/** GET /api/flight/gateway/payment/: what the payment page shows and the rules its form checks. */
export const flightPaymentDataSchema = z.object({
  departure_booking: flightDirectionSchema,
  return_booking: flightDirectionSchema.nullable(),
  group_tickets: z.array(groupTicketSchema),
  tickets: z.array(z.unknown()),
  price: priceSchema,
  form_rules: flightFormRulesSchema,
  /** The search option: leaving the payment page repeats this search (02 §4). */
  option: z.number().int(),
  time_out_seconds: z.number().int(),
});
export type FlightPaymentData = z.infer<typeof flightPaymentDataSchema>;

export const bookedPassengerSchema = z.object({
  pax_type: z.enum(PAX_TYPES),
  name: z.string(),
  surname: z.string(),
  citizen_number: z.string().nullable(),
  birth_date: z.string(),
  gender: z.string(),
  gender_display: z.string(),
  nationality: z.object({ id: z.number(), code: z.string(), name: z.string() }).nullable(),
  passport: z.string().nullable(),
});
export const flightTicketSchema = z.object({
  pax_name: z.string(),
  pax_type: z.enum(PAX_TYPES),
  departure_ticket_number: z.string(),
  return_ticket_number: z.string().nullable(),
  /** The booking was cancelled: the numbers stay on record but no longer fly. */
  voided: z.boolean(),
  passenger: bookedPassengerSchema,
});

/** GET /api/flight/booking/{session_unique}/: the booking, with legs, passengers and tickets on request. */
export const flightBookingSchema = z.object({
  info: z.object({
    unique_code: z.string(),
    /** Opens the itinerary alone (routes, dates, times, airline): what Share sends. */
    share_code: z.string(),
    pnr_code: z.string().nullable(),
    status: z.enum(BOOKING_STATUSES),
    created_at: z.string(),
    email: z.string(),
    phone: z.string(),
    refund: bookingRefundSchema,
    /** 03 §17: the latest change the airline made (new times, a cancellation); null when none. */
    supplier_notice: supplierNoticeSchema.nullable().optional(),
  }),
  departure_booking: flightDirectionSchema,
  return_booking: flightDirectionSchema.nullable(),
  passenger: z.array(bookedPassengerSchema).optional(),
  tickets: z.array(flightTicketSchema).optional(),
  price: priceSchema,
  payment: z.object({ card_brand: z.string().nullable(), card_last4: z.string() }).nullable(),
  /** 03 §14: the rides this completed flight offers; empty when none fits (or it is not completed). */
  transfer_suggestions: z.array(transferSuggestionSchema),
});
export type FlightBooking = z.infer<typeof flightBookingSchema>;

/** GET /api/flight/itinerary/{share_code}/: the trip alone, for a shared link (no names, PNR or contact). */
export const flightItinerarySchema = z.object({
  status: z.enum(['completed', 'cancelled']),
  departure_booking: flightDirectionSchema,
  return_booking: flightDirectionSchema.nullable(),
});
export type FlightItinerary = z.infer<typeof flightItinerarySchema>;

const listEnd = z.object({ name: z.string(), code: z.string() });
/** GET /api/user/flight/bookings/: newest first, paged. */
export const userFlightBookingSchema = z.object({
  info: z.object({
    unique_code: z.string(),
    pnr_code: z.string().nullable(),
    status: z.enum(['completed', 'cancelled']),
  }),
  departure_booking: z.object({
    info: z.object({
      departure_airport: listEnd,
      arrival_airport: listEnd,
      departure_date: z.string(),
      departure_time: z.string(),
    }),
  }),
  return_booking: z
    .object({
      info: z.object({
        departure_airport: listEnd,
        arrival_airport: listEnd,
        departure_date: z.string(),
        departure_time: z.string(),
      }),
    })
    .nullable(),
  price: z.object({ total: z.number() }),
});
export type UserFlightBooking = z.infer<typeof userFlightBookingSchema>;
