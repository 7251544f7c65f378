import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { drawnPageShell, PAGE_SOURCES, pageModulesOf, withDrawnView } from './drawn-page.js';
import { firstViewPage } from './first-views.js';

/** index.html as Vite writes it: the entry, its preloads and the stylesheet. */
const INDEX =
  '<html><head><script type="module" crossorigin src="/assets/index-a1.js"></script>\n' +
  '<link rel="modulepreload" crossorigin href="/assets/framework-b2.js">\n' +
  '<link rel="stylesheet" crossorigin href="/assets/index-c3.css">\n' +
  '</head><body><div id="root"><!--shell:page--></div></body></html>';

function fakeBuild() {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'drawn-page-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'assets', 'index-c3.css'), '.pnr{font-size:2rem}');
  return dist;
}

describe('the page around a drawn view (issue 21)', () => {
  const shell = drawnPageShell(INDEX, fakeBuild());

  it('carries the stylesheet inside, its link disabled so that the app does not fetch it either', () => {
    expect(shell).toContain('<style>.pnr{font-size:2rem}</style>');
    expect(shell).toContain('<link rel="stylesheet" crossorigin href="/assets/index-c3.css" disabled>');
  });

  it('asks for the app only after the first paint', () => {
    expect(shell).not.toContain('type="module"');
    expect(shell).not.toContain('rel="modulepreload"');
    expect(shell).toContain(
      '<script src="/start-after-paint.js" data-entry="/assets/index-a1.js" data-preload="/assets/framework-b2.js /assets/index-a1.js" defer></script></head>',
    );
  });

  it("asks for the page's own code beside the entry, once each", () => {
    const withPage = drawnPageShell(INDEX, fakeBuild(), ['/assets/ticket-d4.js', '/assets/framework-b2.js']);
    expect(withPage).toContain(
      'data-preload="/assets/framework-b2.js /assets/index-a1.js /assets/ticket-d4.js" defer></script>',
    );
  });

  it('puts the view in the slot and its data, unable to end its script block, beside it', () => {
    const page = withDrawnView(shell, {
      page: 'flight-booking',
      html: '<p data-testid="pnr">K7M2QX</p>',
      json: '{"a":"\\u003c/script>"}',
    });
    expect(page).toContain('<div id="root"><p data-testid="pnr">K7M2QX</p></div>');
    expect(page).toContain(
      '<script type="application/json" id="first-view-data">{"a":"\\u003c/script>"}</script></body>',
    );
  });
});

describe("a drawn page's own code, from Vite's manifest", () => {
  it('is its module and every chunk it imports, each once, as served paths', () => {
    const dist = fakeBuild();
    mkdirSync(path.join(dist, '.vite'));
    const chunk = (file: string, imports: string[] = []) => ({ file, imports });
    writeFileSync(
      path.join(dist, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': chunk('assets/index-a1.js', ['_framework-b2.js']),
        '_framework-b2.js': chunk('assets/framework-b2.js'),
        '_card-e5.js': chunk('assets/card-e5.js', ['_framework-b2.js']),
        'src/features/bookings/flight-booking-page.tsx': chunk('assets/ticket-d4.js', [
          'index.html',
          '_card-e5.js',
          '_framework-b2.js',
        ]),
      }),
    );
    expect(pageModulesOf(dist)('flight-booking')).toEqual([
      '/assets/ticket-d4.js',
      '/assets/index-a1.js',
      '/assets/framework-b2.js',
      '/assets/card-e5.js',
    ]);
    expect(pageModulesOf(dist)('transfer-payment')).toEqual([]);
  });

  it('is nothing without a manifest', () => {
    expect(pageModulesOf(fakeBuild())('flight-payment')).toEqual([]);
  });

  it("names each drawn page by the module the web app's router loads for it", () => {
    const web = path.resolve(import.meta.dirname, '../../../../web');
    const router = readFileSync(path.join(web, 'src/app/router.tsx'), 'utf8');
    for (const source of Object.values(PAGE_SOURCES)) {
      expect(existsSync(path.join(web, source)), source).toBe(true);
      expect(router).toContain(`import('../${source.slice('src/'.length).replace(/\.tsx$/, '')}')`);
    }
  });
});

describe('the pages drawn on the server', () => {
  const page = (url: string) => {
    const u = new URL(url, 'http://page');
    return firstViewPage(u.pathname, u.searchParams);
  };

  it('are the tickets and the payment pages, each with the call the app makes for it', () => {
    expect(page('/flight/booking/detail/K7%2DM2')).toEqual({
      page: 'flight-booking',
      id: 'K7-M2',
      api: '/api/flight/booking/K7-M2/?transfers=1&passenger=1&tickets=1',
    });
    expect(page('/transfer/booking/detail/abc/')).toMatchObject({
      page: 'transfer-booking',
      api: '/api/transfer/booking/abc/?passenger=1&tickets=1',
    });
    expect(page('/transfer/payment/?session_unique=s%201')).toEqual({
      page: 'transfer-payment',
      id: 's 1',
      api: '/api/transfer/gateway/payment/?session_unique=s%201',
    });
  });

  it('are no other page, nor a payment page without its session, nor a malformed code', () => {
    expect(page('/flight/payment/')).toBeNull();
    expect(page('/flight/search/?session_unique=x')).toBeNull();
    expect(page('/flight/booking/detail/%E0%A4%A')).toBeNull();
  });
});
