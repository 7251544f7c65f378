import type { IncomingMessage } from 'node:http';
import accepts from 'accepts';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { formatMessage, LANGUAGES, type Language } from '@yolcu/contract';

const catalogDir = new URL('../data/i18n/', import.meta.url);

/**
 * The tr and en catalogues ship in the repo; the server is their single source. Each language is
 * `{lang}.json` plus one `{feature}.{lang}.json` per feature, merged; a key defined twice stops the start.
 */
function readCatalog(language: Language): Record<string, string> {
  const files = readdirSync(catalogDir)
    .filter((f) => f === `${language}.json` || f.endsWith(`.${language}.json`))
    .sort();
  const merged: Record<string, string> = {};
  for (const file of files) {
    const part: Record<string, string> = JSON.parse(readFileSync(new URL(file, catalogDir), 'utf8'));
    for (const [key, text] of Object.entries(part)) {
      if (key in merged) throw new Error(`Catalogue key ${key} is defined twice (${file})`);
      merged[key] = text;
    }
  }
  return Object.fromEntries(Object.entries(merged).sort(([a], [b]) => (a < b ? -1 : 1)));
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

/** Every request asks; the negotiation is ~2 % of a cached API answer's work, so each header is read once. */
const negotiated = new Map<string, Language>();

/**
 * The request's language from Accept-Language, by its quality weights (`de, en;q=0.5, tr;q=0.8`
 * is Turkish). No header means the product default, tr; a header that names neither means en.
 */
export function languageFromHeader(header: string | undefined): Language {
  if (!header?.trim()) return 'tr';
  let language = negotiated.get(header);
  if (language === undefined) {
    const best = accepts({ headers: { 'accept-language': header } } as IncomingMessage).languages([...LANGUAGES]);
    language = best ? (best as Language) : 'en';
    // Browsers send a handful of distinct headers; a bound keeps a stream of odd ones from growing it.
    if (negotiated.size >= 512) negotiated.clear();
    negotiated.set(header, language);
  }
  return language;
}

export function translate(language: Language, token: string): string {
  const { catalog } = catalogs[language];
  return formatMessage(token, (key) => catalog[key] ?? catalogs.en.catalog[key]);
}
