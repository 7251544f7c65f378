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
