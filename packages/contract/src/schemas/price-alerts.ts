import { z } from 'zod';
import { MSG, msg } from '../messages.js';
import { dbId } from './common.js';

/**
 * A price-alert phone is a Turkish mobile number: 10 digits, written with or without a leading 0
 * or +90 and with any spaces. Answers the 10 digits, or null when it is not one.
 */
export function normaliseAlertPhone(value: string): string | null {
  let digits = value.replace(/[\s()+-]/g, '');
  if (!/^\d+$/.test(digits)) return null;
  if (digits.length === 12 && digits.startsWith('90')) digits = digits.slice(2);
  else if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  return digits.length === 10 ? digits : null;
}

const blankToNull = z
  .string({ error: MSG.invalid })
  .trim()
  .max(254, 'v.max_length|254')
  .nullish()
  .transform((v) => v || null);

/** POST /api/{flight|transfer}/info/price-alert/ (02 §3, §5): an option and at least one contact. */
export const priceAlertInputSchema = z
  .object({
    option: dbId(MSG.required),
    notify_email: blankToNull,
    notify_phone: blankToNull,
    /** 03 §15: tell only of a lowest price at or below this, TRY. */
    target_price: z
      .number({ error: MSG.number })
      .positive(msg(MSG.valueBetween, 1, 1_000_000))
      .max(1_000_000, msg(MSG.valueBetween, 1, 1_000_000))
      .nullish()
      .transform((v) => v ?? null),
  })
  .superRefine((v, ctx) => {
    if (!v.notify_email && !v.notify_phone)
      ctx.addIssue({ code: 'custom', path: ['non_field_errors'], message: 'price_alert.fill_one' });
    if (v.notify_email && !z.email().safeParse(v.notify_email).success)
      ctx.addIssue({ code: 'custom', path: ['notify_email'], message: MSG.email });
    if (v.notify_phone && normaliseAlertPhone(v.notify_phone) === null)
      ctx.addIssue({ code: 'custom', path: ['notify_phone'], message: MSG.phone });
  });
export type PriceAlertInput = z.input<typeof priceAlertInputSchema>;

export const priceAlertCreatedSchema = z.object({
  id: z.number().int(),
  option: z.number().int(),
  notify_email: z.string().nullable(),
  notify_phone: z.string().nullable(),
  active: z.boolean(),
  old_price: z.number(),
  new_price: z.number(),
  target_price: z.number().nullable(),
  /** Issue 36: false until the alert's e-mail address confirms it by the mailed link; nothing is sent before. */
  confirmed: z.boolean(),
});

const airportEnd = z.object({ id: z.number(), code: z.string(), name: z.string(), city: z.string() });
export const flightAlertDetailSchema = z.object({
  departure_airport: airportEnd,
  arrival_airport: airportEnd,
  departure_date: z.string(),
  return_date: z.string().nullable(),
  adult: z.number().int(),
  child: z.number().int(),
  infant: z.number().int(),
  senior: z.number().int(),
});
export const transferAlertDetailSchema = z.object({
  departure_location: z.object({ id: z.number(), name: z.string() }),
  arrival_location: z.object({ id: z.number(), name: z.string() }),
  departure_date: z.string(),
  departure_pickup_time: z.string(),
  passenger_count: z.number().int(),
});

const alertItem = <T extends z.ZodType>(detail: T) =>
  z.object({
    id: z.number().int(),
    active: z.boolean(),
    option: z.number().int(),
    option_detail: detail,
    old_price: z.number(),
    /** The lowest price at the last check: what the search costs now. */
    new_price: z.number(),
    target_price: z.number().nullable(),
    notify_email: z.string().nullable(),
    notify_phone: z.string().nullable(),
    created_at: z.string(),
    /** Issue 36: false while the alert waits for its e-mail address to confirm it. */
    confirmed: z.boolean(),
  });
export const flightPriceAlertSchema = alertItem(flightAlertDetailSchema);
export const transferPriceAlertSchema = alertItem(transferAlertDetailSchema);
export type FlightPriceAlert = z.infer<typeof flightPriceAlertSchema>;
export type TransferPriceAlert = z.infer<typeof transferPriceAlertSchema>;
export const flightPriceAlertListSchema = z.object({ results: z.array(flightPriceAlertSchema) });
export const transferPriceAlertListSchema = z.object({ results: z.array(transferPriceAlertSchema) });
