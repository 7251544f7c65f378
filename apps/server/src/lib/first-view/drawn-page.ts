import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { FIRST_DATA_ID, type FirstView, type Page } from './first-views.js';

/**
 * The app's index.html made ready for a page the server drew (issue 21), so that its first paint
 * needs nothing but the page itself and does not wait on, or share a slow line with, the app's code:
 *  - the app's stylesheet is in the page; its link stays, disabled (never fetched), so that the
 *    app's module loader, which skips stylesheets already linked, does not fetch it either;
 *  - the app's modules are asked for once the page has painted (`start-after-paint.js`). Loaded
 *    beside it they finished first, and the browser painted only after running them.
 * Measured with Lighthouse on a ticket: largest paint 2.4–3.4 s before, 1.7 s after.
 */
export function drawnPageShell(html: string, webDist: string, pageModules: string[] = []): string {
  return startAfterPaint(inlineStylesheet(html, webDist), pageModules);
}

/** Each drawn page's own module in the web app (`app/router.tsx`'s lazy pages). */
export const PAGE_SOURCES: Record<Page, string> = {
  'flight-booking': 'src/features/bookings/flight-booking-page.tsx',
  'transfer-booking': 'src/features/bookings/transfer-booking-page.tsx',
  'flight-payment': 'src/features/checkout/flight-payment-page.tsx',
  'transfer-payment': 'src/features/checkout/transfer-payment-page.tsx',
};

type ManifestChunk = { file: string; imports?: string[] };

/**
 * The files of a drawn page's own code (its module and every chunk it imports), read from Vite's
 * build manifest, to be asked for beside the app's entry once the page has painted. Without them
 * the entry learned of them only as it ran, and Vite's loader then added a link for each, inside
 * that long task (issue 21). No manifest (an older build): none.
 */
export function pageModulesOf(webDist: string): (page: Page) => string[] {
  const file = path.join(webDist, '.vite', 'manifest.json');
  const manifest: Record<string, ManifestChunk> = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  return (page) => {
    const files = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || files.has(`/${chunk.file}`)) return;
      files.add(`/${chunk.file}`);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    visit(PAGE_SOURCES[page]);
    return [...files];
  };
}

/** The drawn view in the shell's slot, and its data for the app beside it. */
export function withDrawnView(shell: string, view: FirstView): string {
  const data = `<script type="application/json" id="${FIRST_DATA_ID}">${view.json}</script>`;
  return shell.replace('<!--shell:page-->', () => view.html).replace('</body>', () => `${data}</body>`);
}

const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="\/assets\/([\w.-]+\.css)">/;

/** The app's stylesheet as a drawn page carries it inside, or null: its text, whose hash the page's policy allows. */
export function inlinedStylesheet(html: string, webDist: string): string | null {
  const link = STYLESHEET_LINK.exec(html);
  return link ? readFileSync(path.join(webDist, 'assets', link[1]!), 'utf8') : null;
}

function inlineStylesheet(html: string, webDist: string): string {
  const link = STYLESHEET_LINK.exec(html);
  const css = inlinedStylesheet(html, webDist);
  if (!link || css === null) return html;
  return html.replace(link[0], () => `<style>${css}</style>${link[0].replace('>', ' disabled>')}`);
}

function startAfterPaint(html: string, pageModules: string[]): string {
  const preload: string[] = [];
  let entry = '';
  const page = html
    .replace(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g, (_, href: string) => {
      preload.push(href);
      return '';
    })
    .replace(/<script type="module" crossorigin src="([^"]+)"><\/script>/, (_, src: string) => {
      entry = src;
      return '';
    });
  if (!entry) return html;
  // The entry too: it is run from a script element, which Vite's loader does not count as loaded.
  for (const file of [entry, ...pageModules]) if (!preload.includes(file)) preload.push(file);
  const start = `<script src="/start-after-paint.js" data-entry="${entry}" data-preload="${preload.join(' ')}" defer></script>`;
  return page.replace('</head>', () => `${start}</head>`);
}
