import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { formatMessage, LANGUAGES, type Language } from '@yolcu/contract';

/** The tr and en catalogues ship in the repo; the server is their single source. */
function readCatalog(language: Language): Record<string, string> {
  return JSON.parse(readFileSync(new URL(`../data/i18n/${language}.json`, import.meta.url), 'utf8'));
}

export interface LoadedCatalog {
  language: Language;
  version: string;
  catalog: Record<string, string>;
}

export const catalogs: Record<Language, LoadedCatalog> = Object.fromEntries(
  LANGUAGES.map((language) => {
    const catalog = readCatalog(language);
    const version = createHash('sha256').update(JSON.stringify(catalog)).digest('hex').slice(0, 12);
    return [language, { language, version, catalog }];
  }),
) as Record<Language, LoadedCatalog>;

/** tr and en are complete; any other language falls back to en (03 §5). */
export function resolveLanguage(input: string | undefined): Language {
  const code = (input ?? '').trim().slice(0, 2).toLowerCase();
  if (!code) return 'tr';
  return (LANGUAGES as readonly string[]).includes(code) ? (code as Language) : 'en';
}

/** First language of an Accept-Language header; none at all means the product default, tr. */
export function languageFromHeader(header: string | undefined): Language {
  if (!header) return 'tr';
  return resolveLanguage(header.split(',')[0]);
}

export function translate(language: Language, token: string): string {
  const { catalog } = catalogs[language];
  return formatMessage(token, (key) => catalog[key] ?? catalogs.en.catalog[key]);
}
