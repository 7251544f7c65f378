/**
 * Validation messages travel as catalogue keys, optionally with parameters:
 * `v.min_length|3`. The web and the server both turn them into text with the
 * same catalogue, so a rule reads the same in the browser and in a 400 reply.
 */
export const MSG = {
  required: 'v.required',
  minLength: 'v.min_length',
  maxLength: 'v.max_length',
  lengthBetween: 'v.length_between',
  valueBetween: 'v.value_between',
  number: 'v.number',
  digits: 'v.digits',
  date: 'v.date',
  letters: 'v.letters',
  email: 'v.email',
  invalid: 'v.invalid',
  cardNumber: 'v.card_number',
  cardExpiry: 'v.card_expiry',
  phone: 'v.phone',
  tcNumber: 'v.tc_number',
  alreadyUsed: 'v.already_used',
  minAge: 'v.min_age',
  maxAge: 'v.max_age',
  // Issue 36: dates beyond what can be sold or lived (catalogue file bounds.{lang}.json).
  departureTooFar: 'bounds.departure_too_far',
  returnTooFar: 'bounds.return_too_far',
  birthTooEarly: 'bounds.birth_too_early',
  passportTooFar: 'bounds.passport_expiry_too_far',
} as const;

export type MessageKey = (typeof MSG)[keyof typeof MSG];

/** Builds a message token: key plus positional parameters ({0}, {1}). */
export function msg(key: string, ...params: Array<string | number>): string {
  return params.length ? [key, ...params].join('|') : key;
}

/** Translates a token made by `msg` with a lookup function; unknown keys pass through. */
export function formatMessage(token: string, lookup: (key: string) => string | undefined): string {
  const [key = '', ...params] = token.split('|');
  const text = lookup(key);
  if (text === undefined) return token;
  return text.replace(/\{(\d+)\}/g, (_, i: string) => params[Number(i)] ?? '');
}

/** The catalogue keys a duration is written with (duration.{tr,en}.json), and the values they take. */
export type DurationKey = 'duration.hm' | 'duration.h' | 'duration.m';

/**
 * A span of minutes as people say it, the one way the app, its documents and its mails write a
 * duration (issue 41): `1 sa 15 dk` / `1h 15m`, `2 sa` / `2h`, `55 dk` / `55 min`, no zero padding.
 * `text` writes a catalogue key with its `{{h}}` and `{{m}}` (the web's t(), the server's catalogue).
 */
export function formatDurationWith(
  minutes: number,
  text: (key: DurationKey, values: { h: number; m: number }) => string,
): string {
  const whole = Math.max(0, Math.round(minutes));
  const h = Math.floor(whole / 60);
  const m = whole % 60;
  return text(h === 0 ? 'duration.m' : m === 0 ? 'duration.h' : 'duration.hm', { h, m });
}
