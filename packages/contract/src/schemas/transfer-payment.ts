import { z } from 'zod';
import { TRANSFER_NOTE_MAX } from '../checkout-helpers.js';
import { bookingRefundSchema } from './cancellation.js';
import { supplierNoticeSchema } from './supplier-events.js';
import { MSG, msg } from '../messages.js';
import { isValidPhone } from '../validators.js';
import { optionalDbId, optionalText, personName } from './common.js';
import {
  BOOKING_STATUSES,
  cardFields,
  checkSharedPaymentRules,
  conditionField,
  couponField,
  installmentField,
  contactFields,
  invoiceFields,
  checkoutField,
} from './payment.js';

/** 02 §9: flight number ≤ 10, airline code ≤ 3, note ≤ 1500 (the constant is schema-free, in checkout-helpers.ts). */
export { TRANSFER_NOTE_MAX };

/** The most of one extra a form takes; the offer's own `max_quantity` (a few) is checked on pay. */
const EXTRA_QUANTITY_MAX = 99;

export const transferPassengerSchema = z.object({
  name: personName(),
  surname: personName(),
  /** The leader's nationality (country id); the others' is not asked. */
  nationality: optionalDbId(),
});
export type TransferPassengerInput = z.input<typeof transferPassengerSchema>;

/** What the searched party decides about the form: how many passengers must be named. */
export const transferFormRulesSchema = z.object({ passenger_count: z.number().int() });
export type TransferFormRules = z.infer<typeof transferFormRulesSchema>;

/** The fields of the transfer payment payload of 02 §3 (the rules between them are in transferPaymentSchema). */
export const transferPaymentFields = {
  session_unique: z.string({ error: MSG.required }).min(16, MSG.invalid).max(64, MSG.invalid),
  ...checkoutField,
  passengers: z.array(transferPassengerSchema, { error: MSG.required }).min(1, MSG.required).max(60, MSG.invalid),
  ...contactFields,
  /** Extras keyed by their id, as numbers: `{"1": 2}`; an id within the database's integer, a count up to 99. */
  extra_products: z
    .record(
      z.string().regex(/^\d{1,10}$/, MSG.invalid),
      z
        .number({ error: MSG.number })
        .int(MSG.number)
        .min(0, msg(MSG.valueBetween, 0, EXTRA_QUANTITY_MAX))
        .max(EXTRA_QUANTITY_MAX, msg(MSG.valueBetween, 0, EXTRA_QUANTITY_MAX)),
    )
    .default({}),
  transfer: z
    .object({
      flight_number: optionalText(10),
      airline_code: optionalText(3),
      note: optionalText(TRANSFER_NOTE_MAX),
    })
    .default({ flight_number: null, airline_code: null, note: null }),
  ...cardFields,
  ...invoiceFields,
  condition: conditionField,
  coupon: couponField,
  installment: installmentField,
};

/** The transfer payment payload of 02 §3 with the rules of 02 §5 "Transfer payment form". */
export function transferPaymentSchema(rules: TransferFormRules) {
  return z.object(transferPaymentFields).superRefine((v, ctx) => {
    const issue = (path: Array<string | number>, message: string) => ctx.addIssue({ code: 'custom', path, message });
    checkSharedPaymentRules(v, issue, isValidPhone);
    if (v.passengers.length !== rules.passenger_count) issue(['non_field_errors'], 'pay.passengers_mismatch');
    if (v.passengers[0] && v.passengers[0].nationality === null) issue(['passengers', 0, 'nationality'], MSG.required);
  });
}
export type TransferPaymentInput = z.input<ReturnType<typeof transferPaymentSchema>>;
export type TransferPayment = z.infer<ReturnType<typeof transferPaymentSchema>>;

const place = z.object({ id: z.number(), name: z.string(), address: z.string() });
export const transferExtraSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  price: z.number(),
  quantity: z.number().int(),
  max_quantity: z.number().int(),
  is_selected: z.boolean(),
});
export const transferVehicleSchema = z.object({
  name: z.string(),
  image: z.string(),
  vehicle_type: z.string(),
  vehicle_type_code: z.string(),
  brand: z.object({ id: z.number(), name: z.string() }),
  model: z.object({ id: z.number(), name: z.string() }),
  seats: z.number().int(),
  luggage_capacity: z.number().int(),
  big_luggage_capacity: z.number().int(),
});
export const transferPriceSchema = z.object({
  /** Vehicle price before the campaign discount. */
  base: z.number(),
  discount: z.number(),
  extra_products_price: z.number(),
  tax: z.number(),
  total: z.number(),
  per_km_price: z.number(),
  total_price_for_km: z.number(),
});

/** GET /api/transfer/gateway/payment/ and the heart of the booking detail (02 §3 "Transfer booking"). */
export const transferBookingViewSchema = z.object({
  departure_location: place,
  arrival_location: place,
  info: z.object({
    departure_date: z.string(),
    departure_time: z.string(),
    departure_datetime: z.string(),
    transfer_type: z.number().int(),
    transfer_type_display: z.string(),
    pnr_code: z.string().nullable(),
    travel_distance: z.number(),
    /** hh:mm */
    travel_duration: z.string(),
    services: z.array(z.object({ name: z.string() })),
  }),
  vehicle: transferVehicleSchema,
  vendor: z.object({ id: z.number(), name: z.string() }),
  extra_products: z.array(transferExtraSchema),
  price: transferPriceSchema,
  /** 03 §13: a full refund until `free_until` (24 hours before pick-up), none after, until pick-up. */
  cancellation_terms: z.object({ free_until: z.string(), description: z.string() }),
});
export type TransferBookingView = z.infer<typeof transferBookingViewSchema>;

export const transferPaymentDataSchema = transferBookingViewSchema.extend({
  form_rules: transferFormRulesSchema,
  option: z.number().int(),
  time_out_seconds: z.number().int(),
});
export type TransferPaymentData = z.infer<typeof transferPaymentDataSchema>;

/** GET /api/transfer/booking/{session_unique}/ */
export const transferBookingSchema = transferBookingViewSchema.extend({
  info: transferBookingViewSchema.shape.info.extend({
    unique_code: z.string(),
    /** Opens the itinerary alone (route, pick-up time, vehicle): what Share sends. */
    share_code: z.string(),
    status: z.enum(BOOKING_STATUSES),
    created_at: z.string(),
    email: z.string(),
    phone: z.string(),
    flight_number: z.string().nullable(),
    airline_code: z.string().nullable(),
    note: z.string().nullable(),
    refund: bookingRefundSchema,
    /** Where and how the driver meets the travellers, with the vendor's phone (03 §14). */
    meeting_instructions: z.string(),
    /** 03 §17: the latest change the transfer company made (a new time, a cancellation); null when none. */
    supplier_notice: supplierNoticeSchema.nullable().optional(),
  }),
  /** The vendor with its phone for the day of the ride (03 §14). */
  vendor: z.object({ id: z.number(), name: z.string(), phone: z.string() }),
  passenger: z.array(z.object({ name: z.string(), surname: z.string(), is_leader: z.boolean() })).optional(),
  tickets: z
    .array(z.object({ name: z.string(), surname: z.string(), ticket_number: z.string(), voided: z.boolean() }))
    .optional(),
  payment: z.object({ card_brand: z.string().nullable(), card_last4: z.string() }).nullable(),
});
export type TransferBooking = z.infer<typeof transferBookingSchema>;

/** GET /api/transfer/itinerary/{share_code}/: the trip alone, for a shared link (no names, PNR, contact or price). */
export const transferItinerarySchema = z.object({
  status: z.enum(['completed', 'cancelled']),
  departure_location: transferBookingViewSchema.shape.departure_location,
  arrival_location: transferBookingViewSchema.shape.arrival_location,
  info: transferBookingViewSchema.shape.info.omit({ pnr_code: true }),
  vehicle: transferBookingViewSchema.shape.vehicle,
  vendor: transferBookingViewSchema.shape.vendor,
});
export type TransferItinerary = z.infer<typeof transferItinerarySchema>;

/** GET /api/user/transfer/bookings/ items. */
export const userTransferBookingSchema = z.object({
  info: z.object({
    unique_code: z.string(),
    pnr_code: z.string().nullable(),
    departure_datetime: z.string(),
    status: z.enum(['completed', 'cancelled']),
  }),
  departure_location: z.object({ name: z.string() }),
  arrival_location: z.object({ name: z.string() }),
  price: z.object({ total: z.number() }),
});
export type UserTransferBooking = z.infer<typeof userTransferBookingSchema>;
