import type { Language } from '@yolcu/contract';

/** An amount in TRY to the kuruş (money is kept with two decimals, 03 §2). */
export const round2 = (n: number) => Math.round(n * 100) / 100;

/** An amount with the currency code, as the bank page and confirmation mails show it ("TRY 1,528.32"). */
// Built once per language: a NumberFormat costs far more to make than to use (a search and a
// completion format dozens of amounts).
const tryFormats = {
  tr: new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY' }),
  en: new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'TRY' }),
};
const liraFormats = {
  tr: new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY', currencyDisplay: 'narrowSymbol' }),
  en: new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'TRY', currencyDisplay: 'narrowSymbol' }),
};

export function formatTry(lang: Language, amount: number): string {
  return tryFormats[lang === 'tr' ? 'tr' : 'en'].format(amount);
}

/**
 * An amount as the app shows it to a traveller, with the lira sign in both languages ("₺1,528.32",
 * "₺1.528,32"): the rules, quotes, cancellation mails and documents. The bank page keeps the code.
 */
export function formatLira(lang: Language, amount: number): string {
  return liraFormats[lang === 'tr' ? 'tr' : 'en'].format(amount);
}
