import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES, type Language } from '@yolcu/contract';
import { escapeHtml } from '../mail/mailer.js';
import { catalogs } from './i18n.js';

/**
 * The app's index.html with what the first visit will ask for next, so the browser fetches it
 * while the app's code is still downloading instead of after it has run:
 *  - the regular and bold faces of the app's font;
 *  - the translation catalogue of the language the app will choose (the device's language when
 *    the app speaks it, else Turkish, as the web's settings store decides on a first visit);
 *  - on the results and payment pages, the page's own code (a lazy chunk the router would
 *    otherwise discover only after the app has started), read from Vite's build manifest;
 *  - in the static shell, what the page shows first (the home hero, the results pages' "searching"
 *    line) in that language.
 * A repeat visit renders from the cached catalogue, and the service worker serves its own copy.
 */
export interface PageHints {
  html(pathname: string, acceptLanguage: string | undefined): string;
}

/** Pages whose code is known before the app runs: the router's lazy modules, by source file. */
const PAGE_MODULES: Array<[RegExp, string]> = [
  [/^\/flight\/search\/$/, 'src/features/flight-results/results-page.tsx'],
  [/^\/transfer\/search\/$/, 'src/features/transfer-results/results-page.tsx'],
  [/^\/flight\/payment\/$/, 'src/features/checkout/flight-payment-page.tsx'],
  [/^\/transfer\/payment\/$/, 'src/features/checkout/transfer-payment-page.tsx'],
];

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/** The language a first visit renders in (mirrors the web's deviceLanguage()). */
export function firstVisitLanguage(acceptLanguage: string | undefined): Language {
  const code = (acceptLanguage ?? '').split(',')[0]!.trim().slice(0, 2).toLowerCase();
  return (LANGUAGES as readonly string[]).includes(code) ? (code as Language) : 'tr';
}

/** A chunk's file and every chunk it imports statically, except what the entry already preloads. */
function chunkFiles(manifest: Manifest, key: string, skip: Set<string>, out = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || skip.has(key) || out.has(chunk.file)) return out;
  out.add(chunk.file);
  for (const imported of chunk.imports ?? []) chunkFiles(manifest, imported, skip, out);
  return out;
}

function entryImports(manifest: Manifest): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  return seen;
}

/**
 * What a page shows first, as the app renders it (same words, same classes), for the static shell:
 * the browser paints it before the app's code has run, and the app's identical render is no new paint.
 */
const FIRST_VIEW: Record<string, (text: (key: string) => string) => string> = {
  '/': (text) =>
    '<section class="bg-gradient-to-b from-brand-600 to-brand-700 px-4 pt-5 pb-20 text-white">' +
    `<h1 class="text-2xl leading-tight font-bold">${text('home.title')}</h1>` +
    `<p class="mt-1 text-white/85">${text('home.subtitle')}</p></section>`,
  '/flight/search/': (text) =>
    `<div class="space-y-3 p-4"><p class="text-center text-sm text-muted">${text('results.searching')}</p></div>`,
  '/transfer/search/': (text) =>
    `<div class="space-y-3 p-4"><p class="text-center text-sm text-muted">${text('transfer_results.searching')}</p></div>`,
};

function withFirstView(html: string, pathname: string, lang: Language): string {
  const view = FIRST_VIEW[pathname];
  const text = (key: string) => escapeHtml(catalogs[lang].catalog[key] ?? '');
  return html.replace('<!--shell:page-->', view ? view(text) : '');
}

export function loadPageHints(webDist: string): PageHints {
  const index = readFileSync(path.join(webDist, 'index.html'), 'utf8');
  const manifestFile = path.join(webDist, '.vite', 'manifest.json');
  const manifest: Manifest = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : {};
  const preloadedByEntry = entryImports(manifest);
  // The hero's regular and bold Latin faces: with them loaded by the first paint, the static text
  // is drawn in its final font and the app's render of the same words is not a new, larger paint.
  const assets = existsSync(path.join(webDist, 'assets')) ? readdirSync(path.join(webDist, 'assets')) : [];
  const fonts = assets
    .filter((file) => /^inter-latin-(400|700)-normal-[\w-]+\.woff2$/.test(file))
    .map((file) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/${file}">`)
    .join('');
  const pageLinks = PAGE_MODULES.map(([pattern, source]) => {
    const files = [...chunkFiles(manifest, source, preloadedByEntry)];
    return [pattern, files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('')] as const;
  });
  const cache = new Map<string, string>();
  return {
    html(pathname, acceptLanguage) {
      const lang = firstVisitLanguage(acceptLanguage);
      const page = pageLinks.find(([pattern]) => pattern.test(pathname));
      const key = `${lang} ${pathname in FIRST_VIEW ? pathname : (page?.[0].source ?? '')}`;
      let html = cache.get(key);
      if (!html) {
        const catalogue = `<link rel="preload" as="fetch" crossorigin href="/api/i18n/catalog/f7/${lang}/">`;
        html = index.replace('</head>', `${fonts}${catalogue}${page?.[1] ?? ''}</head>`);
        html = withFirstView(html, pathname, lang);
        cache.set(key, html);
      }
      return html;
    },
  };
}
