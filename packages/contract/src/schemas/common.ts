import { z } from 'zod';
import { DB_INT_MAX, LANGUAGES, CURRENCIES } from '../constants.js';
import { MSG, msg } from '../messages.js';
import {
  hasControlCharacters,
  isLettersOnly,
  isValidIsoDate,
  isValidPhone,
  looksLikeWebAddress,
} from '../validators.js';

/** A required, trimmed text field: missing or blank both read "This field is required". */
export const requiredText = (max?: number) => {
  // abort: a blank field reads only "required", not also the length or format rules after it.
  let s = z.string({ error: MSG.required }).trim().min(1, { error: MSG.required, abort: true });
  if (max !== undefined) s = s.max(max, msg(MSG.maxLength, max));
  return s;
};

/**
 * A person's name or surname (02 §5): required, 3 to 150 letters. Control characters (CR, LF, TAB…)
 * are refused before anything is trimmed, since they would break lines in mails and tickets, and the
 * name is NFC-normalised, so a decomposed "ş" (s + combining cedilla) is the same letter as "ş".
 * Letters, spaces, apostrophes, hyphens and initials' dots only: no bidi controls, no `http://`, and
 * no "www.evil.com" (a mail client would make it a link in the greeting of a mail, issue 36).
 */
export const personName = (min = 3) =>
  z
    .string({ error: MSG.required })
    .refine((v) => !hasControlCharacters(v), { error: MSG.letters, abort: true })
    .transform((v) => v.normalize('NFC'))
    .pipe(
      requiredText(150)
        .refine((v) => v.length >= min, { error: msg(MSG.minLength, min) })
        .refine((v) => isLettersOnly(v) && !looksLikeWebAddress(v), { error: MSG.letters }),
    );

/**
 * An account's first or last name (registration, profile): the passenger name's rules, since every
 * account mail greets the name to whatever address was typed (issue 36), but from 2 letters: "Su",
 * "Ay" and "Ok" are Turkish names, and an account is not a ticket (02 §5's 3 is the ticket's rule).
 */
export const accountName = () => personName(2);

/** Optional text: blank becomes null; when filled it keeps to its length. */
export const optionalText = (max: number) =>
  z
    .string({ error: MSG.invalid })
    .trim()
    .max(max, msg(MSG.maxLength, max))
    .nullish()
    .transform((v) => v || null);

/** A 204 answer: no body (the API document then says so instead of a 200). */
export const noContentSchema = z.null().describe('No content');

export const email = () => requiredText(254).pipe(z.email({ error: MSG.email }));

export const isoDate = () => z.string({ error: MSG.required }).refine(isValidIsoDate, { error: MSG.date });

export const languageSchema = z.enum(LANGUAGES);
export const currencySchema = z.enum(CURRENCIES);

/** Phone number with its country code; 10 digits when the code is 90 (01 §5). */
export const phoneWithCode = z
  .object({ phone_code: requiredText(4), phone: requiredText(20) })
  .refine((v) => isValidPhone(v.phone, v.phone_code), { error: MSG.phone, path: ['phone'] });

/** Error bodies of 03 §2 (Django REST framework style). */
export const detailErrorSchema = z.object({ detail: z.string() });
export const validationErrorSchema = z.record(z.string(), z.array(z.string()));

export const listOf = <T extends z.ZodType>(item: T) => z.object({ results: z.array(item) });

export const pagedListOf = <T extends z.ZodType>(item: T) =>
  z.object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });

/**
 * An id in a JSON body (or any integer bound for an `integer` column): 1 to 2147483647, so that a
 * larger number (2^31, 2^53 − 1) is a 400 on its field rather than PostgreSQL's out-of-range error.
 * `typeError` is the message for a missing or non-number value.
 */
export const dbId = (typeError: string = MSG.invalid) =>
  z.number({ error: typeError }).int(MSG.invalid).min(1, MSG.invalid).max(DB_INT_MAX, MSG.invalid);

/** An optional id: left out or null is null. */
export const optionalDbId = (typeError: string = MSG.invalid) =>
  dbId(typeError)
    .nullish()
    .transform((v) => v ?? null);

/** `{option}`: a stored search option to run again (03 §6); its id within the database's integer. */
export const searchOptionBody = z.object({ option: dbId(MSG.required) });

/**
 * A numeric id in a path: plain decimal digits only (no sign, space, hex, exponent or fraction,
 * which a numeric coercion would accept), within PostgreSQL's integer so that a larger number is
 * refused here rather than failing in the query.
 */
export const numericId = () =>
  z
    .string({ error: MSG.number })
    .regex(/^[0-9]{1,20}$/, MSG.number)
    .transform(Number)
    .pipe(z.number().int().positive(MSG.invalid).max(DB_INT_MAX, MSG.invalid));

/** Query string page parameters: numbers arrive as text. */
export const pageQuery = z.object({
  page: z.coerce
    .number({ error: MSG.number })
    .int(MSG.number)
    .min(1, msg(MSG.valueBetween, 1, 100000))
    .max(100000, msg(MSG.valueBetween, 1, 100000))
    .default(1),
  per_page: z.coerce
    .number({ error: MSG.number })
    .int(MSG.number)
    .min(1, msg(MSG.valueBetween, 1, 100))
    .max(100, msg(MSG.valueBetween, 1, 100))
    .default(10),
});

/** The X-User-Info header: {"language","country","currency"} as JSON. */
export const userInfoHeader = z.object({
  language: languageSchema.optional(),
  country: z.string().length(2).optional(),
  currency: currencySchema.optional(),
});
