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

/** A span of minutes as people say it: `1 sa 15 dk` / `1 h 15 min`, `55 dk`, `2 sa`. */
export function formatDuration(minutes: number, t: (key: string, options?: Record<string, unknown>) => string): string {
  const h = Math.floor(minutes / 60);
  const m = Math.round(minutes % 60);
  if (h === 0) return t('results3.duration_m', { m });
  return m === 0 ? t('results3.duration_h', { h }) : t('results3.duration_hm', { h, m });
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
