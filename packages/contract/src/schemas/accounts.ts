import { z } from 'zod';
import { CURRENCIES, LANGUAGES, USERNAME_MIN } from '../constants.js';
import { MSG, msg } from '../messages.js';
import { passwordProblem } from '../password-rules.js';
import { isValidPhone } from '../validators.js';
import { accountName, email, requiredText } from './common.js';

const password = () => z.string({ error: MSG.required }).min(1, MSG.required).max(128, msg(MSG.maxLength, 128));

/** A new password's own rules (length, digits only, common) run on the field, so they show at once. */
const newPassword = () =>
  password().superRefine((value, ctx) => {
    const problem = passwordProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: `password.${problem}` });
  });

/** Password strength and confirmation, checked where the personal data is known. */
function checkNewPassword(
  ctx: z.RefinementCtx,
  field: string,
  value: string,
  confirm: string,
  personal: Array<string | undefined>,
) {
  // Length, digits and common words were checked on the field; here only what needs the other fields.
  if (passwordProblem(value, personal) === 'similar')
    ctx.addIssue({ code: 'custom', path: [field], message: 'password.similar' });
  if (value !== confirm) ctx.addIssue({ code: 'custom', path: ['comfirm_password'], message: 'password.mismatch' });
}

export const registerSchema = z
  .object({
    first_name: accountName(),
    last_name: accountName(),
    email: email(),
    password: newPassword(),
    comfirm_password: password(),
  })
  .superRefine((v, ctx) =>
    checkNewPassword(ctx, 'password', v.password, v.comfirm_password, [v.first_name, v.last_name, v.email]),
  );
export type RegisterRequest = z.infer<typeof registerSchema>;

export const loginSchema = z.object({
  username: requiredText(254).refine((v) => v.length >= USERNAME_MIN, { error: msg(MSG.minLength, USERNAME_MIN) }),
  password: password(),
});
export type LoginRequest = z.infer<typeof loginSchema>;

export const emailOnlySchema = z.object({ email: email() });
export const activateSchema = z.object({
  email: email(),
  code: z.string({ error: MSG.required }).regex(/^\d{6}$/, 'auth.code_format'),
});

export const resetPasswordSchema = z
  .object({ token: requiredText(200), new_password: newPassword(), comfirm_password: password() })
  .superRefine((v, ctx) => checkNewPassword(ctx, 'new_password', v.new_password, v.comfirm_password, []));

export const passwordChangeSchema = z
  .object({ old_password: password(), new_password: newPassword(), comfirm_password: password() })
  .superRefine((v, ctx) => {
    checkNewPassword(ctx, 'new_password', v.new_password, v.comfirm_password, []);
    if (v.old_password === v.new_password)
      ctx.addIssue({ code: 'custom', path: ['new_password'], message: 'password.same_as_old' });
  });

export const tokenResponseSchema = z.object({ token: z.string() });

export const settingsSchema = z.object({
  language: z.enum(LANGUAGES, { error: MSG.invalid }),
  country: z.string({ error: MSG.required }).regex(/^[A-Z]{2}$/, MSG.invalid),
  currency: z.enum(CURRENCIES, { error: MSG.invalid }),
});
export type UserSettings = z.infer<typeof settingsSchema>;

/**
 * Profile of 01 §5: username, names and e-mail required; the phone checked with its code. A phone may
 * be left empty (issue 41): sign-up asks for none, so the profile's own answer (`phone: ""`) must be
 * accepted back as it is.
 */
export const profileSchema = z
  .object({
    username: requiredText(150).refine((v) => v.length >= USERNAME_MIN, { error: msg(MSG.minLength, USERNAME_MIN) }),
    first_name: accountName(),
    last_name: accountName(),
    email: email(),
    phone_code: requiredText(4).regex(/^\d{1,4}$/, MSG.digits),
    phone: z.string({ error: MSG.required }).trim().max(20, msg(MSG.maxLength, 20)),
    /** The current password: needed only when `email` changes (issue 36); checked on the server. */
    password: z.string().max(128, msg(MSG.maxLength, 128)).optional(),
  })
  .refine((v) => v.phone === '' || isValidPhone(v.phone, v.phone_code), { error: MSG.phone, path: ['phone'] });
export type ProfileRequest = z.infer<typeof profileSchema>;

/** The link mailed to a new address confirms it (issue 36): its token, once. */
export const emailConfirmSchema = z.object({ token: requiredText(200) });
export const emailConfirmedSchema = z.object({ detail: z.string(), email: z.string() });

export const userSchema = z.object({
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone_code: z.string(),
  phone: z.string(),
  /** An address asked for and not yet confirmed from its mailbox; sign-in and mail still use `email`. */
  pending_email: z.string().nullable(),
  settings: settingsSchema,
});
export type User = z.infer<typeof userSchema>;
