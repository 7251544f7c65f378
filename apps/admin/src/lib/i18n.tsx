import { formatMessage } from '@yolcu/contract/messages';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import en from '../i18n/en.json';
import tr from '../i18n/tr.json';

export type Lang = 'tr' | 'en';
export const CATALOGUES: Record<Lang, Record<string, string>> = { tr, en };
const LANG_KEY = 'yolcu-admin-lang';

export function storedLang(): Lang {
  try {
    return localStorage.getItem(LANG_KEY) === 'en' ? 'en' : 'tr';
  } catch {
    return 'tr';
  }
}

/** Turns a catalogue key, or a contract message token (`v.min_length|12`), into text. */
export function translate(lang: Lang, token: string, params?: Record<string, string | number>): string {
  const text = formatMessage(token, (key) => CATALOGUES[lang][key]);
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

type I18n = {
  lang: Lang;
  setLang(lang: Lang): void;
  t(token: string, params?: Record<string, string | number>): string;
  /** A date and time as staff read it: day, month, year, hours and minutes (Istanbul). */
  dateTime(iso: string | null | undefined): string;
  money(amount: number): string;
};

const I18nContext = createContext<I18n | null>(null);

export function I18nProvider({ children, initial }: { children: ReactNode; initial?: Lang }) {
  const [lang, setLangState] = useState<Lang>(initial ?? storedLang());
  const setLang = useCallback((next: Lang) => {
    setLangState(next);
    document.documentElement.lang = next;
    try {
      localStorage.setItem(LANG_KEY, next);
    } catch {
      // private mode: the choice lasts for this page only
    }
  }, []);
  const value = useMemo<I18n>(() => {
    const locale = lang === 'tr' ? 'tr-TR' : 'en-GB';
    const dt = new Intl.DateTimeFormat(locale, {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'Europe/Istanbul',
    });
    const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'TRY' });
    return {
      lang,
      setLang,
      t: (token, params) => translate(lang, token, params),
      dateTime: (iso) => (iso ? dt.format(new Date(iso)) : '–'),
      money: (amount) => money.format(amount),
    };
  }, [lang, setLang]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useI18n outside I18nProvider');
  return value;
}
