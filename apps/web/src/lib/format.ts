import type { CurrencyCode, Language } from '@yolcu/contract';
import { dateTimeFormat, numberFormat } from './intl-cache';

/**
 * Every number the app shows is written as its language writes numbers: Turkish "4.927,56" (01 §9's
 * dot thousands), English "4,927.56". Money, short prices and symbols all take their locale here.
 */
const numberLocale = (lang: Language) => (lang === 'tr' ? 'tr-TR' : 'en-GB');

/**
 * Money with two decimals in the shown currency, in the language's own way: "₺4.927,56" in
 * Turkish, "₺4,927.56" in English. The narrow symbol keeps "₺" and "$" (not "TRY" or "US$").
 * Amounts arrive in TRY.
 */
export function formatMoney(amountTry: number, currency: CurrencyCode, rate: number, lang: Language): string {
  const value = currency === 'TRY' ? amountTry : amountTry / rate;
  return numberFormat(numberLocale(lang), {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(value);
}

export function formatDateTime(iso: string, lang: Language): string {
  return dateTimeFormat(lang === 'tr' ? 'tr-TR' : 'en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));
}

/**
 * A price short enough for a calendar day or a day chip: whole units without the symbol
 * ("1.234" / "1,234"), thousands as "12,3 B" / "12.3k" from 10,000 on. The symbol is said once beside them.
 */
export function formatShortMoney(amountTry: number, currency: CurrencyCode, rate: number, lang: Language): string {
  const value = currency === 'TRY' ? amountTry : amountTry / rate;
  if (value >= 10_000)
    return numberFormat(numberLocale(lang), { notation: 'compact', maximumFractionDigits: 1 }).format(value);
  return numberFormat(numberLocale(lang), { maximumFractionDigits: 0 }).format(Math.round(value));
}

/** The display currency's symbol as prices show it (₺, €, $). */
export function currencySymbol(currency: CurrencyCode, lang: Language): string {
  const part = numberFormat(numberLocale(lang), {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
  })
    .formatToParts(0)
    .find((p) => p.type === 'currency')?.value;
  return part ?? currency;
}

/**
 * Makes a money and a date format of `lang` before the first render, each in a task of its own
 * (issue 21), `nextTask` waiting between them. The first formatter of a locale starts ICU and loads
 * its data, 60–130 ms on Lighthouse's slow phone whatever it formats: made while rendering, it fell
 * inside one component's render, which React cannot slice, and made that slice a long task. The
 * second (~15–25 ms) and the app's start need not share that task. The formats the pages then make
 * are quick.
 */
export async function warmFormats(lang: Language, nextTask: () => Promise<unknown>) {
  formatMoney(0, 'TRY', 1, lang);
  await nextTask();
  formatDateTime('2026-01-01T00:00:00Z', lang);
  await nextTask();
}
