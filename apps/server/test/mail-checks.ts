import type { Language } from '@yolcu/contract';
import { DomUtils, Parser, parseDocument } from 'htmlparser2';

/**
 * What a reader of a mail's HTML sees, checked with a standard HTML parser (htmlparser2) rather
 * than by pattern: nesting, the text, its dates and its amounts.
 */

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'wbr']);

/**
 * The elements the parser had to close because the markup opened a block where it cannot stand: a
 * `<div>` or `<table>` inside a `<p>` ends the paragraph, and what follows renders outside it (the
 * voucher's meeting instructions drew outside their box). Valid markup closes everything itself.
 */
export function impliedCloses(html: string): string[] {
  const closed: string[] = [];
  const parser = new Parser({
    onclosetag(name, isImplied) {
      if (isImplied && !VOID.has(name)) closed.push(name);
    },
  });
  parser.write(html);
  parser.end();
  return closed;
}

/** The text of the HTML part, its pieces apart (one paragraph's end never runs into the next), whitespace folded. */
export const htmlText = (html: string) =>
  DomUtils.filter((n) => n.type === 'text', parseDocument(html))
    .map((n) => DomUtils.textContent(n))
    .join(' ')
    .replace(/\s+/g, ' ');

/** The inline styles of the elements around the text `needle`, innermost first. */
export function stylesAround(html: string, needle: string): string[] {
  const doc = parseDocument(html);
  const found = DomUtils.findOne(
    (el) => el.children.some((c) => c.type === 'text' && DomUtils.textContent(c).includes(needle)),
    doc.children,
  );
  const out: string[] = [];
  for (let el = found; el; el = el.parent && 'attribs' in el.parent ? el.parent : null)
    out.push(el.attribs.style ?? '');
  return out;
}

const MONTHS = {
  tr: 'Ocak|Şubat|Mart|Nisan|Mayıs|Haziran|Temmuz|Ağustos|Eylül|Ekim|Kasım|Aralık',
  en: 'January|February|March|April|May|June|July|August|September|October|November|December',
};
const DAYS = {
  tr: 'Pazartesi|Salı|Çarşamba|Perşembe|Cuma|Cumartesi|Pazar',
  en: 'Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday',
};
/** The one way each language writes a day: "7 Aralık 2026 Pazartesi", "Monday, 7 December 2026". */
const LONG: Record<Language, string> = {
  tr: `\\d{1,2} (?:${MONTHS.tr}) \\d{4} (?:${DAYS.tr})`,
  en: `(?:${DAYS.en}), \\d{1,2} (?:${MONTHS.en}) \\d{4}`,
};

/**
 * The dates in a mail's words (links left out: their query strings carry ISO days on purpose):
 * `long` in the language's one format, `other` anything else that reads as a date: ISO, numeric,
 * a short or wordy form without the weekday, or a time that follows a day without the comma.
 */
export function datesIn(lang: Language, text: string) {
  const words = text.replace(/https?:\/\/\S+/g, ' ');
  const long = words.match(new RegExp(LONG[lang], 'g')) ?? [];
  const timeWithoutComma = words.match(new RegExp(`${LONG[lang]} \\d{1,2}:\\d{2}`, 'g')) ?? [];
  const rest = words.replace(new RegExp(LONG[lang], 'g'), ' ');
  const other = [
    ...(rest.match(/\b\d{4}-\d{2}-\d{2}\b|\b\d{1,2}[./]\d{1,2}[./]\d{2,4}\b/g) ?? []),
    ...(rest.match(/\b\d{1,2} \p{Lu}\p{Ll}{2,}\.? \d{4}\b/gu) ?? []),
    ...(rest.match(/\b\p{Lu}\p{Ll}{2,}\.? \d{1,2}, \d{4}\b/gu) ?? []),
    ...timeWithoutComma,
  ];
  return { long, other };
}

/** Amounts written otherwise than the language's one way with the lira sign ("₺1.234,56", "₺1,234.56"). */
export function oddAmounts(lang: Language, text: string): string[] {
  const good = lang === 'tr' ? /^₺\d{1,3}(?:\.\d{3})*,\d{2}$/ : /^₺\d{1,3}(?:,\d{3})*\.\d{2}$/;
  const amounts = text.match(/₺\s?[\d.,]*\d|TRY\s?[\d.,]*\d|\b\d{1,3}(?:[.,]\d{3})*[.,]\d{2}\s?(?:₺|TL\b)/g) ?? [];
  return amounts.filter((a) => !good.test(a));
}
