import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.js';

// A web build in miniature: the shell, the service worker with its Workbox runtime, the manifest and an icon.
const dist = mkdtempSync(path.join(os.tmpdir(), 'yolcu-web-'));
mkdirSync(path.join(dist, 'assets'));
mkdirSync(path.join(dist, 'icons'));
writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Yolcu</title>');
writeFileSync(path.join(dist, 'sw.js'), 'importScripts("/workbox-1a2b3c4d.js");');
writeFileSync(path.join(dist, 'workbox-1a2b3c4d.js'), 'self.workbox = {};');
writeFileSync(path.join(dist, 'manifest.webmanifest'), '{"name":"Yolcu"}');
writeFileSync(path.join(dist, 'icons', 'icon-192.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
// The web app's own robots.txt, as its build copies it.
copyFileSync(new URL('../../web/public/robots.txt', import.meta.url), path.join(dist, 'robots.txt'));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { WEB_DIST: dist } });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('robots.txt (issue 41)', () => {
  it('is text, and keeps crawlers off bookings, payments and the API, whose addresses carry their codes', async () => {
    const res = await t.app.inject({ url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    for (const path of ['/api/', '/payment/', '/flight/booking/', '/transfer/booking/'])
      expect(res.body).toContain(`Disallow: ${path}`);
  });
});

describe('the installable web app (issue 12)', () => {
  it('serves the service worker as a script that is checked for updates on every visit', async () => {
    const res = await t.app.inject({ url: '/sw.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves the manifest as a web app manifest, never cached stale', async () => {
    const res = await t.app.inject({ url: '/manifest.webmanifest' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('keeps the content-hashed Workbox runtime and assets for a year', async () => {
    for (const url of ['/workbox-1a2b3c4d.js', '/assets/index-abc123.js']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/javascript/);
      expect(res.headers['cache-control'], url).toBe('public, max-age=31536000, immutable');
    }
    const icon = await t.app.inject({ url: '/icons/icon-192.png' });
    expect(icon.headers['content-type']).toBe('image/png');
  });

  it('lets the page register its own worker and read its own manifest, and nothing else', async () => {
    const csp = String((await t.app.inject({ url: '/' })).headers['content-security-policy']);
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });

  it('still answers deep links with the shell and unknown API paths with JSON', async () => {
    const page = await t.app.inject({ url: '/profile/tickets/' });
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<title>Yolcu</title>');
    const api = await t.app.inject({ url: '/api/nope/' });
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toMatch(/^application\/json/);
  });
});
