import { z } from 'zod';
import { MSG, msg } from '../messages.js';
import { isValidCardExpiry, isValidCardNumber } from '../validators.js';
import { email, optionalDbId, personName, requiredText } from './common.js';
import { billInputSchema } from './user-data.js';

export const cardFields = {
  card_owner: personName(),
  card_number: requiredText(19).refine(isValidCardNumber, { error: MSG.cardNumber }),
  card_expiry: requiredText(7).refine((v) => v.length === 5 && isValidCardExpiry(v), { error: MSG.cardExpiry }),
  card_cvc: requiredText(4).regex(/^\d{3}$/, { error: 'v.cvc' }),
};

export const contactFields = {
  email: email(),
  phone_code: requiredText(4).regex(/^\d{1,4}$/, { error: MSG.digits }),
  phone: requiredText(20),
};

export const invoiceFields = {
  has_invoice: z.boolean({ error: MSG.invalid }).default(false),
  bill: z.unknown().optional(),
};

/** 02 §5: consent to the three corporate pages must be given. */
export const conditionField = z.literal(true, { error: 'pay.condition_required' });

/** A coupon of the signed-in user's, by id; none when left out. */
export const couponField = optionalDbId();

/** Issues for the parts that depend on other fields: phone by its code, the bill only when asked for. */
export function checkSharedPaymentRules(
  v: { phone: string; phone_code: string; has_invoice: boolean; bill?: unknown },
  addIssue: (path: Array<string | number>, message: string) => void,
  isValidPhone: (phone: string, code: string) => boolean,
) {
  if (!isValidPhone(v.phone, v.phone_code)) addIssue(['phone'], MSG.phone);
  if (v.has_invoice) {
    const bill = billInputSchema.safeParse(v.bill ?? {});
    if (!bill.success)
      for (const i of bill.error.issues) addIssue(['bill', ...(i.path as Array<string | number>)], i.message);
  }
}

/** Card brands by leading digits: schema-free, in checkout-helpers.ts (issue 21). */
export { CARD_BRAND_PATTERNS, cardBrandOf } from '../checkout-helpers.js';

/** Before-payment (03 §7): re-prices the selection; `refresh` when the price moved, `research` when it is gone. */
export const beforePaymentResponseSchema = z.object({
  status: z.boolean(),
  message: z.string(),
  refresh: z.boolean(),
  research: z.boolean(),
});
export type BeforePaymentResponse = z.infer<typeof beforePaymentResponseSchema>;

export const payResponseSchema = z.object({
  status: z.boolean(),
  status_code: z.number().int(),
  message: z.string(),
  research: z.boolean(),
  pay_url: z.string(),
  /** The booking's own code (03 §12): booking info, detail and the web's detail page use it. */
  unique_code: z.string(),
});
export type PayResponse = z.infer<typeof payResponseSchema>;

/** 03 §17: `confirming` while the supplier's order and the capture are settled, after the card was authorised. */
export const BOOKING_STATUSES = ['pending', 'confirming', 'completed', 'failed', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const bookingInfoResponseSchema = z.object({
  do_reservation: z.boolean(),
  finish_page_showed: z.boolean(),
  status: z.enum(BOOKING_STATUSES),
  message: z.string().optional(),
});
export type BookingInfoResponse = z.infer<typeof bookingInfoResponseSchema>;

/**
 * PNR inquiry form (02 §5): both fields are upper-cased as typed. Up to 13 characters: airlines
 * sold through Duffel have references of their own length (LATAM's are 13, issue 38).
 */
export const PNR_MAX_LENGTH = 13;
export const checkPnrSchema = z.object({
  pnr: requiredText(PNR_MAX_LENGTH).pipe(
    z
      .string()
      .min(5, msg(MSG.lengthBetween, 5, PNR_MAX_LENGTH))
      .max(PNR_MAX_LENGTH, msg(MSG.lengthBetween, 5, PNR_MAX_LENGTH)),
  ),
  surname: requiredText(150).pipe(z.string().min(3, msg(MSG.minLength, 3))),
});
export type CheckPnrInput = z.infer<typeof checkPnrSchema>;
export const checkPnrResponseSchema = z.object({ unique_code: z.string() });

/** The booking detail flags of 03 §7 arrive as `1` in the query string. */
export const bookingDetailQuery = z.object({
  transfers: z.coerce.number().int().min(0).max(1).optional(),
  passenger: z.coerce.number().int().min(0).max(1).optional(),
  tickets: z.coerce.number().int().min(0).max(1).optional(),
});
export const sessionParams = z.object({ session_unique: z.string().min(16, MSG.invalid).max(64, MSG.invalid) });

/** A booking's own code (03 §12), its itinerary's share code or a bank page's reference, in a path. */
export const capabilityCode = () => z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, MSG.invalid);
export const bookingCodeParams = z.object({ unique_code: capabilityCode() });
export const shareCodeParams = z.object({ share_code: capabilityCode() });

/**
 * What identifies a guest's own checkout (03 §12): a random token the web app keeps per search
 * session and sends with each pay, so that a new attempt replaces the same guest's pending one.
 */
export const checkoutField = {
  checkout: z
    .string()
    .regex(/^[A-Za-z0-9_-]{22,64}$/, MSG.invalid)
    .optional(),
};
