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

/** Banks in Turkey offer plans of up to 12 installments on a purchase (taksit). */
export const MAX_INSTALLMENTS = 12;

/** The installment count chosen on the payment page (03 §18); a single payment when left out. */
export const installmentField = z.coerce
  .number({ error: MSG.invalid })
  .int({ error: MSG.invalid })
  .min(1, { error: MSG.invalid })
  .max(MAX_INSTALLMENTS, { error: MSG.invalid })
  .default(1);

/** `GET /api/payment/installments/` (03 §18): the plans of the card's bank for a session's price. */
export const installmentsQuery = z.object({
  session_unique: z.string().min(16, MSG.invalid).max(64, MSG.invalid),
  /** The card's first six digits (its BIN): all the server learns of the card here. */
  bin: z.string().regex(/^\d{6}$/, { error: MSG.invalid }),
  /**
   * The amount the page will pay, TRY (a transfer's extras and a coupon change it); the session's
   * agreed price when left out. Only what is shown depends on it: the pay asks the bank again for
   * the amount the server computes, and the bank's page states what is charged.
   */
  amount: z.coerce.number({ error: MSG.invalid }).positive({ error: MSG.invalid }).max(10_000_000).optional(),
});
export type InstallmentsQuery = z.infer<typeof installmentsQuery>;

export const installmentOptionSchema = z.object({
  count: z.number().int().min(1).max(MAX_INSTALLMENTS),
  /** Each installment, TRY. */
  monthly: z.number(),
  /** What the card is charged in all, TRY: above the price by the bank's charge, if any. */
  total: z.number(),
});
export type InstallmentOption = z.infer<typeof installmentOptionSchema>;

/** `bank_name` etc. are empty and the only option a single payment when the bank does not know the card. */
export const installmentsResponseSchema = z.object({
  bank_name: z.string(),
  card_family: z.string(),
  card_type: z.string(),
  options: z.array(installmentOptionSchema).min(1),
});
export type InstallmentsResponse = z.infer<typeof installmentsResponseSchema>;

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
