/**
 * Intl formatters kept once made (issue 21). Making one loads its locale's data and costs far more
 * than formatting with it: a results list or a ticket made one per price and per day, tens of
 * milliseconds of a slow phone's first render. Formatters are immutable, so sharing them is safe.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const pluralRules = new Map<string, Intl.PluralRules>();

function kept<Format, Options>(formats: Map<string, Format>, locale: string, options: Options, make: () => Format) {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = make();
    formats.set(key, format);
  }
  return format;
}

export const numberFormat = (locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat =>
  kept(numberFormats, locale, options, () => new Intl.NumberFormat(locale, options));

export const dateTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
  kept(dateTimeFormats, locale, options, () => new Intl.DateTimeFormat(locale, options));

export const pluralRulesOf = (locale: string): Intl.PluralRules =>
  kept(pluralRules, locale, {}, () => new Intl.PluralRules(locale));
