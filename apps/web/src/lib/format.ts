import type { CurrencyCode, Language } from '@yolcu/contract';

/** Money with two decimals and dot thousands (01 §9), in the shown currency. Amounts arrive in TRY. */
export function formatMoney(amountTry: number, currency: CurrencyCode, rate: number, lang: Language): string {
  const value = currency === 'TRY' ? amountTry : amountTry / rate;
  return new Intl.NumberFormat(lang === 'tr' ? 'tr-TR' : 'de-DE', {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })
    .format(value)
    .replace('TRY', '₺');
}

export function formatDateTime(iso: string, lang: Language): string {
  return new Intl.DateTimeFormat(lang === 'tr' ? 'tr-TR' : 'en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));
}

/**
 * A price short enough for a calendar day or a day chip: whole units without the symbol
 * ("1.234"), thousands as "12,3K" / "12,3B" from 10,000 on. The symbol is said once beside them.
 */
export function formatShortMoney(amountTry: number, currency: CurrencyCode, rate: number, lang: Language): string {
  const value = currency === 'TRY' ? amountTry : amountTry / rate;
  const locale = lang === 'tr' ? 'tr-TR' : 'de-DE';
  if (value >= 10_000)
    return new Intl.NumberFormat(lang === 'tr' ? 'tr-TR' : 'en-GB', {
      notation: 'compact',
      maximumFractionDigits: 1,
    }).format(value);
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(Math.round(value));
}

/** The display currency's symbol as prices show it (₺, €, $). */
export function currencySymbol(currency: CurrencyCode, lang: Language): string {
  const part = new Intl.NumberFormat(lang === 'tr' ? 'tr-TR' : 'de-DE', { style: 'currency', currency })
    .formatToParts(0)
    .find((p) => p.type === 'currency')?.value;
  return (part ?? currency).replace('TRY', '₺');
}
