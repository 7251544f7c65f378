import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RUNTIME_STYLES } from '../src/lib/security-headers.js';
import { createTestApp, type TestApp } from './helpers.js';

// A web build in miniature: the shell as Vite writes it, with its stylesheet linked.
const CSS = '.static-shell{min-height:100vh}.text-2xl{font-size:1.5rem}';
const dist = mkdtempSync(path.join(os.tmpdir(), 'yolcu-web-'));
mkdirSync(path.join(dist, 'assets'));
writeFileSync(
  path.join(dist, 'index.html'),
  '<!doctype html><html lang="tr"><head><title>Yolcu</title>' +
    '<script type="module" crossorigin src="/assets/index-e1.js"></script>' +
    '<link rel="stylesheet" crossorigin href="/assets/index-c3.css">' +
    '</head><body><div id="root"><div aria-hidden="true" inert class="static-shell">' +
    '<div class="static-shell-page mx-auto max-w-lg"><!--shell:page--></div></div></div></body></html>',
);
writeFileSync(path.join(dist, 'assets', 'index-c3.css'), CSS);
writeFileSync(path.join(dist, 'assets', 'index-e1.js'), 'console.log(1)');

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const styleSrc = (csp: string) => csp.split(';').find((d) => d.trim().startsWith('style-src')) ?? '';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { WEB_DIST: dist } });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe("the web app's pages allow no inline style but their own (issue 42)", () => {
  it("send a policy without 'unsafe-inline' for styles, the inlined stylesheet allowed by its hash", async () => {
    for (const url of ['/', '/flight/search/', '/profile/tickets/']) {
      const res = await t.app.inject({ url, headers: { 'accept-language': 'en' } });
      expect(res.statusCode, url).toBe(200);
      const csp = String(res.headers['content-security-policy']);
      expect(styleSrc(csp), url).not.toContain('unsafe-inline');
      expect(styleSrc(csp), url).toContain("'self'");
      expect(styleSrc(csp), url).toContain(hash(CSS));
      // The rest of the page set's policy is kept.
      expect(csp, url).toContain("script-src 'self'");
      expect(csp, url).toContain("frame-ancestors 'self'");
    }
    // A drawn page's stylesheet is exactly the text whose hash is allowed; the shell has no style of its own.
    const home = (await t.app.inject({ url: '/', headers: { 'accept-language': 'en' } })).body;
    expect(home).toContain(`<style>${CSS}</style>`);
    expect(home.match(/<style>/g)).toHaveLength(1);
    expect(home).not.toMatch(/\sstyle="/);
  });

  it("allows react-aria's own runtime rules, which are the texts it puts in the page", async () => {
    const csp = String((await t.app.inject({ url: '/' })).headers['content-security-policy']);
    for (const text of RUNTIME_STYLES) expect(styleSrc(csp)).toContain(hash(text));
    const source = (file: string) =>
      readFileSync(new URL(`../../../node_modules/react-aria/dist/private/${file}`, import.meta.url), 'utf8');
    // As react-aria writes them (a template, trimmed): a new version that changes them fails here.
    const press = source('interactions/usePress.mjs');
    expect(press).toContain("PRESSABLE_ATTRIBUTE = 'data-react-aria-pressable'");
    expect(press).toContain('touch-action: pan-x pan-y pinch-zoom;');
    expect(RUNTIME_STYLES[0]).toBe(
      '@layer {\n  [data-react-aria-pressable] {\n    touch-action: pan-x pan-y pinch-zoom;\n  }\n}',
    );
    expect(source('overlays/usePreventScroll.mjs')).toContain(`style.textContent = \`\n${RUNTIME_STYLES[1]}\`.trim();`);
  });

  it("keeps the page set's policy for the bank's pages, whose styles are their own", async () => {
    const res = await t.app.inject({ url: '/payment/no-such-payment/' });
    expect(styleSrc(String(res.headers['content-security-policy']))).toContain("'unsafe-inline'");
  });
});
