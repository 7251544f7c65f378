import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES, type Language } from '@yolcu/contract';
import { escapeHtml } from './escape-html.js';
import { drawnPageShell, inlinedStylesheet, pageModulesOf, withDrawnView } from './first-view/drawn-page.js';
import type { FirstView } from './first-view/first-views.js';
import { catalogs } from './i18n.js';

/**
 * The app's index.html for a first visit, so that it paints what matters before the app's code
 * has run and fetches what the app will ask for next while that code is still downloading:
 *  - the regular and bold faces of the app's font;
 *  - the translation catalogue of the language the app will choose (the device's language when
 *    the app speaks it, else Turkish, as the web's settings store decides on a first visit);
 *  - in the static shell, what the page shows first (the home hero, the results pages' "searching"
 *    line) in that language, with the app's styles and its code asked for after that paint, as on
 *    a page the server drew (`first-view/drawn-page.ts`).
 * Hinting the results and payment pages' own chunks beside the page was measured and dropped: a
 * dozen early module downloads delayed the first paint (Lighthouse on results 90–92 with them, 97
 * without).
 * A repeat visit renders from the cached catalogue, and the service worker serves its own copy.
 */
export interface PageHints {
  html(pathname: string, acceptLanguage: string | undefined): string;
  /** The page with a first view drawn for this request (first-views.ts), and its data for the app. */
  htmlWithView(acceptLanguage: string | undefined, view: FirstView): string;
  /** The inline styles these pages carry (the app's stylesheet in a drawn page), for their policy's hashes. */
  inlineStyles: string[];
}

/** The language a first visit renders in (mirrors the web's deviceLanguage()). */
export function firstVisitLanguage(acceptLanguage: string | undefined): Language {
  const code = (acceptLanguage ?? '').split(',')[0]!.trim().slice(0, 2).toLowerCase();
  return (LANGUAGES as readonly string[]).includes(code) ? (code as Language) : 'tr';
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
  // The Latin faces a first paint draws in: with them loaded by then, the static text is drawn in its
  // final font, and neither a font's arrival nor the app's render of the same words moves it. The
  // static shell's hero is regular and bold; a drawn page's headings and labels are semibold too
  // (without it, the payment page's summary reflowed when the face came: a layout shift of 0.014).
  const assets = existsSync(path.join(webDist, 'assets')) ? readdirSync(path.join(webDist, 'assets')) : [];
  const fontLinks = (weights: RegExp) =>
    assets
      .filter((file) => weights.test(file))
      .map((file) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/${file}">`)
      .join('');
  const shellFonts = fontLinks(/^inter-latin-(400|700)-normal-[\w-]+\.woff2$/);
  const drawnFonts = fontLinks(/^inter-latin-(400|600|700)-normal-[\w-]+\.woff2$/);
  const cache = new Map<string, string>();
  const pageModules = pageModulesOf(webDist);
  // The page's language is the one its first view is written in (the app sets it again as it starts).
  const withHints = (lang: Language, fonts: string) =>
    index
      .replace(/<html lang="\w+">/, `<html lang="${lang}">`)
      .replace(
        '</head>',
        `${fonts}<link rel="preload" as="fetch" crossorigin href="/api/i18n/catalog/f7/${lang}/"></head>`,
      );
  /** Each page's HTML is made once per language and kept. */
  const kept = (key: string, make: () => string) => {
    let html = cache.get(key);
    if (html === undefined) {
      html = make();
      cache.set(key, html);
    }
    return html;
  };
  const stylesheet = inlinedStylesheet(index, webDist);
  return {
    inlineStyles: stylesheet === null ? [] : [stylesheet],
    htmlWithView(acceptLanguage, view) {
      const lang = firstVisitLanguage(acceptLanguage);
      return withDrawnView(
        kept(`${lang} drawn ${view.page}`, () =>
          drawnPageShell(withHints(lang, drawnFonts), webDist, pageModules(view.page)),
        ),
        view,
      );
    },
    html(pathname, acceptLanguage) {
      const lang = firstVisitLanguage(acceptLanguage);
      const page = pathname in FIRST_VIEW ? pathname : '';
      // A page with a first view is shaped as a drawn page is: its styles in the page and the app's
      // code asked for once that view is on screen (issue 21: Lighthouse counted the modules loaded
      // beside it as needed for its first paint; results 95–97 → 98–100, home 97–98 → 100).
      return kept(`${lang} ${page}`, () => {
        const shell = withFirstView(withHints(lang, shellFonts), pathname, lang);
        return page ? drawnPageShell(shell, webDist) : shell;
      });
    },
  };
}
