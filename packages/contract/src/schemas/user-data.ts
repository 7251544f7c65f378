import { z } from 'zod';
import { MSG, msg } from '../messages.js';
import { birthDateProblem } from '../dates.js';
import { isValidIsoDate, isValidTcNumber } from '../validators.js';
import { listOf, optionalDbId, optionalText, personName, requiredText } from './common.js';

/** A saved passenger: name and surname required; the payment form's rules for whatever else is filled. */
export const passengerInputSchema = z.object({
  name: personName(),
  surname: personName(),
  gender: z
    .enum(['F', 'M'], { error: MSG.invalid })
    .nullish()
    .transform((v) => v ?? null),
  nationality_id: optionalDbId(),
  citizen_number: optionalText(11).refine((v) => v === null || isValidTcNumber(v), { error: MSG.tcNumber }),
  birth_date: optionalText(10).superRefine((v, ctx) => {
    if (v === null) return;
    // A well-formed date from 1900 to today (issue 36), each with its own message.
    const problem = isValidIsoDate(v) ? birthDateProblem(v) : MSG.date;
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
  passport: optionalText(20).refine((v) => v === null || /^[A-Za-z0-9]{8,20}$/.test(v), {
    error: msg(MSG.minLength, 8),
  }),
});
export type PassengerInput = z.infer<typeof passengerInputSchema>;

export const passengerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  surname: z.string(),
  gender: z.string().nullable(),
  gender_display: z.string().nullable(),
  nationality_id: z.object({ id: z.number(), code: z.string(), name: z.string() }).nullable(),
  citizen_number: z.string().nullable(),
  birth_date: z.string().nullable(),
  passport: z.string().nullable(),
});
export type SavedPassenger = z.infer<typeof passengerSchema>;
export const passengerListSchema = listOf(passengerSchema);

/**
 * Tax office and number: checked only for a corporate invoice (in the superRefine below), because
 * an individual invoice drops them, whatever the hidden fields of the form still hold.
 */
const taxField = () =>
  z
    .string({ error: MSG.invalid })
    .nullish()
    .transform((v) => v?.trim() || null);

/**
 * Invoice details with the limits of 01 §5. A corporate invoice (bill_type 1) needs the tax office
 * and tax number a Turkish company invoice carries; zip code and tax number are digits.
 */
export const billInputSchema = z
  .object({
    // Coerced: radio inputs in a browser form hold text, the API sends numbers.
    bill_type: z.coerce
      .number({ error: MSG.invalid })
      .pipe(z.union([z.literal(0), z.literal(1)], { error: MSG.invalid })),
    billing_name: requiredText(150),
    city: requiredText(100),
    district: requiredText(150),
    zip_code: requiredText(150).regex(/^\d+$/, MSG.digits),
    tax_number: taxField(),
    tax_office: taxField(),
    address: requiredText(500),
  })
  .superRefine((b, ctx) => {
    if (b.bill_type !== 1) return;
    const issue = (field: string, message: string) => ctx.addIssue({ code: 'custom', path: [field], message });
    if (!b.tax_office) issue('tax_office', MSG.required);
    else if (b.tax_office.length > 150) issue('tax_office', msg(MSG.maxLength, 150));
    if (!b.tax_number) issue('tax_number', MSG.required);
    else if (!/^\d{10,11}$/.test(b.tax_number)) issue('tax_number', MSG.digits);
  });
export type BillInput = z.infer<typeof billInputSchema>;

export const billSchema = z.object({
  id: z.number().int(),
  bill_type: z.number().int(),
  bill_type_display: z.string(),
  billing_name: z.string(),
  city: z.string(),
  district: z.string(),
  zip_code: z.string(),
  tax_number: z.string().nullable(),
  tax_office: z.string().nullable(),
  address: z.string(),
});
export type Bill = z.infer<typeof billSchema>;
export const billListSchema = listOf(billSchema);

export const couponSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  value: z.number(),
  expried_date: z.string(),
  used: z.boolean(),
});
export type Coupon = z.infer<typeof couponSchema>;
export const couponListSchema = listOf(couponSchema);
