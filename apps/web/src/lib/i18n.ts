import type { CatalogResponse, Language } from '@yolcu/contract';
import { formatMessage } from '@yolcu/contract';
import { apiUrl } from './api/origin';
import { addCatalog, hasText, switchLanguage, translate } from './translate';

const cacheKey = (lang: Language) => `yolcu.catalog.${lang}`;

interface CachedCatalog {
  version: string;
  catalog: Record<string, string>;
}

function readCache(lang: Language): CachedCatalog | null {
  try {
    const raw = localStorage.getItem(cacheKey(lang));
    return raw ? (JSON.parse(raw) as CachedCatalog) : null;
  } catch {
    return null;
  }
}

async function fetchCatalog(lang: Language): Promise<CachedCatalog> {
  // No extra headers: the request must match the server's preload hint in index.html to reuse it.
  const res = await fetch(apiUrl(`/api/i18n/catalog/f7/${lang}/`));
  if (!res.ok) throw new Error(`catalog ${res.status}`);
  const body = (await res.json()) as CatalogResponse;
  const entry = { version: body.locale_version, catalog: body.catalog };
  localStorage.setItem(cacheKey(lang), JSON.stringify(entry));
  return entry;
}

/**
 * Speaks `lang` with the cached catalogue when there is one (no wait on a repeat visit),
 * otherwise with a fresh one from the server (01 §4, 03 §5).
 */
export async function initI18n(lang: Language): Promise<void> {
  const entry = readCache(lang) ?? (await fetchCatalog(lang));
  addCatalog(lang, entry.catalog);
  switchLanguage(lang);
  // Only when it changes: setting even the same value made Chrome restyle the whole page, ~60 ms of
  // a slow phone's main thread over a page the server drew in this language (issue 21).
  if (document.documentElement.lang !== lang) document.documentElement.lang = lang;
}

/** Drops the cached catalogue when the server's locale version differs, and loads the new one. */
export async function refreshCatalogIfStale(lang: Language, serverVersion: string | undefined) {
  if (!serverVersion || readCache(lang)?.version === serverVersion) return;
  localStorage.removeItem(cacheKey(lang));
  const entry = await fetchCatalog(lang);
  addCatalog(lang, entry.catalog);
}

/** Text of a validation token (`v.min_length|3`) from the same catalogue the server uses. */
export function translateToken(token: string): string {
  return formatMessage(token, (key) => (hasText(key) ? translate(key) : undefined));
}
