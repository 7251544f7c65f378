import { z } from 'zod';
import { MSG } from '../messages.js';
import { capabilityCode } from './payment.js';

/**
 * Cancellation and refund (03 §13): a quote first, then a confirmation. Anyone but the signed-in
 * owner proves they hold the booking's mailbox with the 6-digit code sent to its contact address.
 */
export const cancellationCodeField = z
  .string({ error: MSG.required })
  .trim()
  .regex(/^\d{6}$/, { error: 'cancel.code_format' });

export const cancellationBodySchema = z.object({ code: cancellationCodeField.optional() });
export type CancellationBody = z.infer<typeof cancellationBodySchema>;

export const cancellationParams = z.object({ unique_code: capabilityCode(), id: capabilityCode() });

/** Why part of what was paid is kept: each part a traveller can read on the quote. */
export const KEPT_REASONS = ['service_fee', 'fare_penalty', 'non_refundable', 'late_transfer', 'coupon'] as const;
export type KeptReason = (typeof KEPT_REASONS)[number];

/** POST …/cancellation/ → 201: what would come back if confirmed before `expires_at`; nothing changes yet. */
export const cancellationQuoteSchema = z.object({
  id: z.string(),
  refund_amount: z.number(),
  /** What is kept of the amount paid: `paid_amount − refund_amount`. */
  penalty_amount: z.number(),
  refund_currency: z.literal('TRY'),
  refund_to: z.literal('card'),
  card_last4: z.string(),
  expires_at: z.string(),
  /** Seconds from the answer until `expires_at`: a countdown that does not trust the phone's clock. */
  expires_in_seconds: z.number().int(),
  /** What was charged to the card, TRY. */
  paid_amount: z.number(),
  /** The parts of `penalty_amount`, each with its reason, in the request's language. */
  kept: z.array(z.object({ reason: z.enum(KEPT_REASONS), amount: z.number(), description: z.string() })),
  /** A coupon spent on the booking becomes usable again. */
  coupon_returned: z.boolean(),
});
export type CancellationQuote = z.infer<typeof cancellationQuoteSchema>;

/** POST …/cancellation/{id}/confirm/ → 200; confirming again answers the same. */
export const cancellationResultSchema = z.object({
  status: z.literal('cancelled'),
  refund_amount: z.number(),
  refund_currency: z.literal('TRY'),
});
export type CancellationResult = z.infer<typeof cancellationResultSchema>;

/** `info.refund` of a cancelled booking's detail (03 §13); null while it is not cancelled. */
export const bookingRefundSchema = z
  .object({
    amount: z.number(),
    currency: z.literal('TRY'),
    /** `refunded`: back on the card; `none`: nothing was due. */
    status: z.enum(['refunded', 'pending', 'none']),
    refunded_at: z.string().nullable(),
    card_last4: z.string().nullable(),
    cancelled_at: z.string().nullable(),
  })
  .nullable();
export type BookingRefund = z.infer<typeof bookingRefundSchema>;

/** The error body of a refused cancellation call: `code` tells the web what to do next. */
export const CANCELLATION_ERRORS = [
  'code_required',
  'code_wrong',
  'code_expired',
  'quote_lapsed',
  'not_cancellable',
  'departed',
  'already_cancelled',
  'code_wait',
  /** Issue 36: the day's codes for the booking are used up (429). */
  'code_limit',
  /** Issue 36: too many wrong codes today; no code works until the day's window ends (403/429). */
  'code_locked',
] as const;
export const cancellationErrorSchema = z.object({ detail: z.string(), code: z.enum(CANCELLATION_ERRORS) });
