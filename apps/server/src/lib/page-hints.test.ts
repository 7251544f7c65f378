import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstVisitLanguage, loadPageHints } from './page-hints.js';

/** A minimal build: the static shell's slot, its stylesheet and entry, and the font files. */
function fakeBuild() {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'page-hints-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<html lang="tr"><head><title>Yolcu</title>' +
      '<script type="module" crossorigin src="/assets/index-e5.js"></script>' +
      '<link rel="stylesheet" crossorigin href="/assets/index-d4.css">' +
      '</head><body><main><!--shell:page--></main></body></html>',
  );
  writeFileSync(path.join(dist, 'assets', 'index-d4.css'), '.p-4{padding:1rem}');
  for (const font of [
    'inter-latin-400-normal-a1.woff2',
    'inter-latin-700-normal-b2.woff2',
    'inter-latin-600-normal-c3.woff2',
  ])
    writeFileSync(path.join(dist, 'assets', font), '');
  return dist;
}

describe('index.html with first-visit hints', () => {
  const hints = loadPageHints(fakeBuild());

  it('preloads the catalogue of the language the app will choose, as the web does', () => {
    expect(firstVisitLanguage('en-GB,en;q=0.9')).toBe('en');
    expect(firstVisitLanguage('de-DE,de;q=0.9,en;q=0.8')).toBe('tr');
    expect(firstVisitLanguage(undefined)).toBe('tr');
    expect(hints.html('/contact/', 'en-US')).toContain(
      '<link rel="preload" as="fetch" crossorigin href="/api/i18n/catalog/f7/en/">',
    );
  });

  it("writes what the page shows first in that language: the home hero, the results pages' searching line", () => {
    expect(hints.html('/', 'tr-TR')).toContain(
      '<h1 class="text-2xl leading-tight font-bold">Sıradaki rota nereye?</h1>',
    );
    expect(hints.html('/', 'en')).toContain('>Where to next?</h1>');
    expect(hints.html('/', 'en')).toContain('<html lang="en">');
    expect(hints.html('/', 'tr')).toContain('<html lang="tr">');
    expect(hints.html('/flight/search/', 'en')).toContain(
      '<p class="text-center text-sm text-muted">Searching for the best flights…</p>',
    );
    expect(hints.html('/transfer/search/', 'tr')).toContain('text-muted">');
    expect(hints.html('/faq/', 'tr')).toContain('<main></main>');
  });

  it("leaves a page's own code to the app (early module downloads delayed the first paint)", () => {
    expect(hints.html('/flight/search/', 'tr')).not.toContain('modulepreload');
  });

  it("paints a page's first view with the styles in the page, and asks for the app's code after it", () => {
    for (const pathname of ['/', '/flight/search/', '/transfer/search/']) {
      const html = hints.html(pathname, 'en');
      expect(html).toContain('<style>.p-4{padding:1rem}</style>');
      expect(html).toContain('<script src="/start-after-paint.js" data-entry="/assets/index-e5.js"');
      expect(html).not.toContain('<script type="module"');
    }
    // A page with no first view paints nothing before the app: its code is asked for at once.
    const plain = hints.html('/faq/', 'en');
    expect(plain).toContain('<script type="module" crossorigin src="/assets/index-e5.js"></script>');
    expect(plain).not.toContain('<style>');
  });

  it('preloads the regular and bold faces of the font', () => {
    const html = hints.html('/', 'tr');
    expect(html).toContain('href="/assets/inter-latin-400-normal-a1.woff2"');
    expect(html).toContain('href="/assets/inter-latin-700-normal-b2.woff2"');
    expect(html).not.toContain('600-normal');
  });

  it('preloads the semibold face too on a page the server drew (its headings and labels are semibold)', () => {
    const html = hints.htmlWithView('en', { page: 'flight-booking', html: '<h1>Booking Detail</h1>', json: '{}' });
    for (const weight of ['400-normal-a1', '600-normal-c3', '700-normal-b2'])
      expect(html).toContain(
        `<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/inter-latin-${weight}.woff2">`,
      );
  });
});
