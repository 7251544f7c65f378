import { z } from 'zod';
import { MSG, msg } from '../messages.js';
import { passwordProblem } from '../password-rules.js';
import { email, pagedListOf, requiredText } from './common.js';

/**
 * The operator console's API (issue 40, 03 §20): `/api/admin/…`, apart from the traveller's.
 * Staff sign in with a password and a TOTP code and call it with `Authorization: Bearer <token>`.
 */

export const STAFF_ROLES = ['support', 'finance', 'content', 'admin'] as const;
export const staffRoleSchema = z.enum(STAFF_ROLES);
export type StaffRole = z.infer<typeof staffRoleSchema>;

/** Staff passwords: the traveller's rules, and at least 12 characters (a staff account opens every booking). */
export const STAFF_PASSWORD_MIN = 12;
const staffPassword = () =>
  z
    .string({ error: MSG.required })
    .min(STAFF_PASSWORD_MIN, msg(MSG.minLength, STAFF_PASSWORD_MIN))
    .max(128, msg(MSG.maxLength, 128))
    .superRefine((value, ctx) => {
      const problem = passwordProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: `password.${problem}` });
    });

/** A 6-digit TOTP code (RFC 6238). */
const totpCode = () => z.string({ error: MSG.required }).regex(/^\d{6}$/, MSG.invalid);
/** The set-up link's token (256 random bits, base64url). */
const setupToken = () => z.string({ error: MSG.required }).regex(/^[A-Za-z0-9_-]{20,100}$/, MSG.invalid);

export const staffSetupSchema = z.object({ token: setupToken(), password: staffPassword() });
/** The TOTP secret to put in an authenticator app: the `otpauth://` URI (for a QR code) and the base32 secret. */
export const staffSetupAnswerSchema = z.object({ otpauth_uri: z.string(), secret: z.string() });
export const staffSetupConfirmSchema = z.object({ token: setupToken(), code: totpCode() });

export const staffSignInSchema = z.object({
  email: email(),
  password: z.string({ error: MSG.required }).min(1, MSG.required).max(128, msg(MSG.maxLength, 128)),
  code: totpCode(),
});
export const staffSchema = z.object({ id: z.number().int(), email: z.string(), role: staffRoleSchema });
export const staffSessionSchema = z.object({ token: z.string(), expires_at: z.string(), staff: staffSchema });

/** `?q=`: a booking code, PNR, supplier order reference, e-mail, phone or a card's last four digits. */
export const adminBookingSearchQuery = z.object({
  q: requiredText(254).refine((v) => v.length >= 4, msg(MSG.minLength, 4)),
});

export const adminBookingItemSchema = z.object({
  unique_code: z.string(),
  product: z.string(),
  status: z.string(),
  pnr: z.string().nullable(),
  email: z.string(),
  phone: z.string(),
  total: z.number(),
  created_at: z.string(),
  lead: z.string().nullable(),
  card_last4: z.string().nullable(),
});
export const adminBookingListSchema = z.object({ results: z.array(adminBookingItemSchema) });

export const adminTimelineEntrySchema = z.object({ at: z.string(), event: z.string(), detail: z.string().nullable() });

export const adminBookingDetailSchema = z.object({
  booking: adminBookingItemSchema.extend({
    language: z.string(),
    discount: z.number(),
    failure_message: z.string().nullable(),
    completed_at: z.string().nullable(),
    cancelled_at: z.string().nullable(),
    supplier_order_ref: z.string().nullable(),
    supplier_order_status: z.string().nullable(),
    signed_in_owner: z.boolean(),
  }),
  passengers: z.array(z.object({ position: z.number(), pax_type: z.string(), name: z.string(), surname: z.string() })),
  tickets: z.array(z.object({ ticket_number: z.string(), direction: z.string(), voided: z.boolean() })),
  payments: z.array(
    z.object({
      id: z.number(),
      status: z.string(),
      amount: z.number(),
      card_brand: z.string().nullable(),
      card_last4: z.string(),
      created_at: z.string(),
      authorised_at: z.string().nullable(),
      captured_at: z.string().nullable(),
      voided_at: z.string().nullable(),
      failure_message: z.string().nullable(),
    }),
  ),
  refunds: z.array(
    z.object({ amount: z.number(), status: z.string(), created_at: z.string(), refunded_at: z.string().nullable() }),
  ),
  /** The booking's row of the `reconciliation` view (03 §17), as the database gives it. */
  reconciliation: z
    .object({
      status: z.string(),
      supplier_order_ref: z.string().nullable(),
      supplier_order_status: z.string().nullable(),
      authorised_amount: z.number(),
      captured_amount: z.number(),
      voided_amount: z.number(),
      refunded_amount: z.number(),
      price_total: z.number(),
      /** The bank's charge for an installment plan, captured with the price (03 §18). */
      installment_charge: z.number(),
    })
    .nullable(),
  timeline: z.array(adminTimelineEntrySchema),
});

export const adminResendAnswerSchema = z.object({ detail: z.string(), to: z.string() });

export const CONTACT_STATUSES = ['new', 'answered', 'closed'] as const;
export const contactStatusSchema = z.enum(CONTACT_STATUSES);
export const adminRequestsQuery = z.object({
  status: contactStatusSchema.optional(),
  page: z.coerce.number({ error: MSG.number }).int(MSG.number).min(1, MSG.invalid).max(100000, MSG.invalid).default(1),
});
export const adminRequestSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  message: z.string(),
  language: z.string(),
  status: contactStatusSchema,
  created_at: z.string(),
  answered_at: z.string().nullable(),
  /** Bookings made with the message's e-mail address, newest first (at most 5). */
  bookings: z.array(z.object({ unique_code: z.string(), pnr: z.string().nullable(), status: z.string() })),
});
export const adminRequestListSchema = pagedListOf(adminRequestSchema);
export const adminReplySchema = z.object({ message: requiredText(5000) });
export const adminRequestStatusSchema = z.object({ status: contactStatusSchema });

export const adminAuditQuery = z.object({
  page: z.coerce.number({ error: MSG.number }).int(MSG.number).min(1, MSG.invalid).max(100000, MSG.invalid).default(1),
  action: z.string().max(100).optional(),
  staff_id: z.coerce.number().int().min(1, MSG.invalid).max(2147483647, MSG.invalid).optional(),
});
export const adminAuditEntrySchema = z.object({
  id: z.number(),
  at: z.string(),
  staff_id: z.number().nullable(),
  staff_email: z.string(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export const adminAuditListSchema = pagedListOf(adminAuditEntrySchema);

/** Cancel on the traveller's behalf (03 §13 through the console): the quote staff read, and why. */
export const adminCancelSchema = z.object({ quote_id: requiredText(40), reason: requiredText(500) });
/** A pending refund tried again now: its state after the try. */
export const adminRefundRetryAnswerSchema = z.object({
  refund_id: z.number().int(),
  amount: z.number(),
  status: z.enum(['refunded', 'pending']),
  attempts: z.number().int(),
});
/** The settlement step queued again. */
export const adminSettleRetryAnswerSchema = z.object({ detail: z.string(), queued: z.boolean() });

export const EXCEPTION_KINDS = [
  'stuck_confirming',
  'fraud_review',
  'refund_pending',
  'cancellation_half_done',
  'supplier_event',
  'failed_job',
] as const;
export const adminExceptionSchema = z.object({
  kind: z.enum(EXCEPTION_KINDS),
  unique_code: z.string().nullable(),
  since: z.string(),
  detail: z.string().nullable(),
  /** What the console offers: a route of this API, or null when it only reads. */
  action: z.string().nullable(),
});
export const adminExceptionListSchema = z.object({ results: z.array(adminExceptionSchema) });

/** A text in both languages (03 §5: `tr` and `en` complete). */
const bothLanguages = (max: number) => z.object({ tr: requiredText(max), en: requiredText(max) });
export const contentKeyParams = z.object({ key: z.string().regex(/^[a-z0-9][a-z0-9_-]{0,79}$/, MSG.invalid) });
/** An FAQ written from the console; `answer` is HTML, sanitised on the server when stored. */
export const adminFaqWriteSchema = z.object({
  category: bothLanguages(100),
  question: bothLanguages(500),
  answer: bothLanguages(20_000),
});
/** A corporate page written from the console; `content` is HTML, sanitised on the server when stored. */
export const adminPageWriteSchema = z.object({ title: bothLanguages(200), content: bothLanguages(200_000) });
const textsSchema = z.record(z.string(), z.object({ tr: z.string(), en: z.string() }));
/** An FAQ or page as live now: its texts and the revision that wrote them (null: the loaded text). */
export const adminContentItemSchema = z.object({
  key: z.string(),
  texts: textsSchema,
  revision_id: z.number().int().nullable(),
  updated_at: z.string().nullable(),
});
export const adminContentListSchema = z.object({ results: z.array(adminContentItemSchema) });
export const adminContentRevisionSchema = z.object({
  id: z.number().int(),
  staff_id: z.number().int().nullable(),
  created_at: z.string(),
  texts: textsSchema,
});
/** Newest first; the first is live. */
export const adminContentHistorySchema = z.object({ results: z.array(adminContentRevisionSchema) });

/** A date `YYYY-MM-DD` (Turkey's calendar, as coupons' `expried_date`). */
const isoDate = () => z.string({ error: MSG.required }).regex(/^\d{4}-\d{2}-\d{2}$/, MSG.invalid);
/**
 * A coupon campaign: a `code` for everyone, redeemed by signed-in travellers up to `usage_limit`
 * times, or coupons for the accounts of `emails` (their own coupon rows, usable on a payment at once).
 */
export const adminCampaignSchema = z
  .object({
    value: z.number({ error: MSG.required }).positive(MSG.invalid).max(100_000, MSG.invalid),
    expires_on: isoDate(),
    code: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9-]{4,32}$/, MSG.invalid)
      .transform((v) => v.toUpperCase())
      .optional(),
    usage_limit: z.number().int().positive(MSG.invalid).max(1_000_000).optional(),
    emails: z.array(email()).min(1, MSG.required).max(1000).optional(),
  })
  .superRefine((v, ctx) => {
    if ((v.code === undefined) === (v.emails === undefined))
      ctx.addIssue({ code: 'custom', path: ['code'], message: 'admin.campaign_code_or_emails' });
    if (v.code !== undefined && v.usage_limit === undefined)
      ctx.addIssue({ code: 'custom', path: ['usage_limit'], message: MSG.required });
  });
export const adminCampaignAnswerSchema = z.object({
  id: z.number().int(),
  code: z.string().nullable(),
  value: z.number(),
  expires_on: z.string(),
  usage_limit: z.number().int().nullable(),
  /** Coupons given (chosen accounts); addresses with no account are listed in `unknown_emails`. */
  coupons_given: z.number().int(),
  unknown_emails: z.array(z.string()),
});

/** A notification every user sees (03 §5: broadcast), in both languages. */
export const adminBroadcastSchema = z.object({ title: bothLanguages(200), content: bothLanguages(2000) });
export const adminBroadcastAnswerSchema = z.object({ id: z.number().int(), created_at: z.string() });

/** POST /api/user/coupons/redeem/: a campaign's code for everyone, redeemed by a signed-in traveller. */
export const couponRedeemSchema = z.object({ code: requiredText(32) });

/** The staff list of an admin (03 §20: "admin (all, and staff)"). */
export const adminStaffMemberSchema = staffSchema.extend({
  /** `invited`: the set-up link is not used yet; `disabled`: it opens nothing. */
  state: z.enum(['invited', 'active', 'disabled']),
  created_at: z.string(),
});
export const adminStaffListSchema = z.object({ results: z.array(adminStaffMemberSchema) });
export type AdminStaffMember = z.infer<typeof adminStaffMemberSchema>;
/** A new member of staff, as `npm run staff:add` makes one. */
export const adminStaffInviteSchema = z.object({ email: email(), role: staffRoleSchema });
/** A role changed, or an account disabled (or enabled again). */
export const adminStaffUpdateSchema = z
  .object({ role: staffRoleSchema.optional(), disabled: z.boolean({ error: MSG.invalid }).optional() })
  .refine((v) => v.role !== undefined || v.disabled !== undefined, { error: MSG.required, path: ['role'] });
/** A one-time set-up link: shown once to the admin, who hands it over privately. */
export const adminSetupLinkSchema = z.object({ id: z.number().int(), link: z.string(), expires_at: z.string() });
