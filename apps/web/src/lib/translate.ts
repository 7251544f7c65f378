import type { Language } from '@yolcu/contract';
import { useMemo, useSyncExternalStore } from 'react';
import { pluralRulesOf } from './intl-cache';

/**
 * The app's words (issue 21). The catalogue is flat (`checkout.title`), its values fill `{{name}}`
 * from the call's values, and a call with `count` picks `key_one` or `key_other` by the language's
 * plural rule. That is all the app asks of a translation library, so this replaces i18next and
 * react-i18next: 18 KB of the 27 KB (gzip) that home's first load was over its 120 KB budget.
 */
export type TranslateValues = Record<string, string | number>;
export type TFunction = (key: string, values?: TranslateValues) => string;

type Catalog = Record<string, string>;

const pluralOf = (language: Language, count: number) => pluralRulesOf(language).select(count);

/** A translator for one language's catalogue. A key the catalogue lacks reads as itself, as before. */
export function translator(language: Language, catalog: Catalog): TFunction {
  return (key, values) => {
    const count = values?.count;
    const text =
      (typeof count === 'number' ? catalog[`${key}_${pluralOf(language, count)}`] : undefined) ?? catalog[key] ?? key;
    if (!values) return text;
    // A value not given (or given as undefined) leaves its placeholder, as i18next did.
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
      values[name] === undefined ? whole : String(values[name]),
    );
  };
}

interface Speech {
  language: Language;
  t: TFunction;
}

const catalogs: Partial<Record<Language, Catalog>> = {};
let speech: Speech = { language: 'tr', t: translator('tr', {}) };
const listeners = new Set<() => void>();

/** Adds (or replaces) a language's catalogue; what is on screen in it is drawn again. */
export function addCatalog(language: Language, catalog: Catalog) {
  catalogs[language] = catalog;
  if (language === speech.language) switchLanguage(language);
}

/** Speaks `language` from now on, with its catalogue (an empty one until it is added). */
export function switchLanguage(language: Language) {
  speech = { language, t: translator(language, catalogs[language] ?? {}) };
  for (const listener of listeners) listener();
}

/** The current language's text for `key`, outside React (an error message, a validation token). */
export const translate: TFunction = (key, values) => speech.t(key, values);

/** Whether the current catalogue has `key`. */
export const hasText = (key: string) => key in (catalogs[speech.language] ?? {});

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const current = () => speech;

/** `t` and the language, drawn again when either changes (the same shape react-i18next gave). */
export function useTranslation(): { t: TFunction; i18n: { language: Language } } {
  const { language, t } = useSyncExternalStore(subscribe, current, current);
  return useMemo(() => ({ t, i18n: { language } }), [t, language]);
}
