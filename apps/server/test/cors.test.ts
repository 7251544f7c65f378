import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.js';

// The Capacitor shell calls the API from its own origins (issue 12); no other origin may.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const APP_HEADERS =
  'accept-language,authorization,content-type,x-app-version,x-device-id,x-is-android,x-is-app,x-user-info';

describe('CORS for the native shell', () => {
  for (const origin of ['https://localhost', 'capacitor://localhost']) {
    it(`lets ${origin} read an API answer`, async () => {
      const res = await t.app.inject({
        url: '/api/mobile/info/',
        headers: { origin, 'x-is-app': '1', 'x-is-android': origin.startsWith('https') ? '1' : '0' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['access-control-allow-origin']).toBe(origin);
      expect(res.headers['access-control-allow-credentials']).toBeUndefined();
      expect(String(res.headers.vary)).toMatch(/\bOrigin\b/i);
      expect(res.json().version).toBe('1.1.4');
    });

    it(`answers ${origin}'s preflight with the methods and headers the app sends`, async () => {
      const res = await t.app.inject({
        method: 'OPTIONS',
        url: '/api/user/bill/12/',
        headers: { origin, 'access-control-request-method': 'PUT', 'access-control-request-headers': APP_HEADERS },
      });
      expect(res.statusCode).toBe(204);
      expect(res.headers['access-control-allow-origin']).toBe(origin);
      const methods = String(res.headers['access-control-allow-methods']).split(/,\s*/);
      expect(methods).toEqual(expect.arrayContaining(['GET', 'POST', 'PUT', 'DELETE']));
      const allowed = String(res.headers['access-control-allow-headers']).toLowerCase().split(/,\s*/);
      expect(allowed).toEqual(expect.arrayContaining(APP_HEADERS.split(',')));
      expect(Number(res.headers['access-control-max-age'])).toBeGreaterThan(0);
    });
  }

  it('carries the CORS header on an error answer too, so the app can read the message', async () => {
    const res = await t.app.inject({
      url: '/api/user/',
      headers: { origin: 'https://localhost', authorization: 'Token nope' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.headers['access-control-allow-origin']).toBe('https://localhost');
    expect(res.json().detail).toBeTruthy();
  });

  for (const origin of ['https://evil.example', 'http://localhost', 'capacitor://evil', 'null']) {
    it(`gives ${origin} no CORS headers`, async () => {
      const res = await t.app.inject({ url: '/api/mobile/info/', headers: { origin } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
      const pre = await t.app.inject({
        method: 'OPTIONS',
        url: '/api/mobile/info/',
        headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'x-is-app' },
      });
      expect(pre.statusCode).not.toBe(204);
      expect(pre.headers['access-control-allow-origin']).toBeUndefined();
      expect(pre.headers['access-control-allow-methods']).toBeUndefined();
      expect(pre.headers['access-control-allow-headers']).toBeUndefined();
    });
  }

  it("lets the shell read the 404 and 405 of the API's paths", async () => {
    const origin = 'capacitor://localhost';
    const missing = await t.app.inject({ url: '/api/no-such-thing/', headers: { origin } });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['access-control-allow-origin']).toBe(origin);
    expect(missing.json().detail).toBeTruthy();
    const wrongMethod = await t.app.inject({ method: 'DELETE', url: '/api/mobile/info/', headers: { origin } });
    expect(wrongMethod.statusCode).toBe(405);
    expect(wrongMethod.headers.allow).toBe('GET, HEAD');
    expect(wrongMethod.headers['access-control-allow-origin']).toBe(origin);
  });

  it('keeps pages and files outside the API same-origin, even for the shell', async () => {
    for (const url of ['/healthz', '/no-such-page', '/api/openapi.json']) {
      const res = await t.app.inject({ url, headers: { origin: 'https://localhost' } });
      expect(res.headers['access-control-allow-origin'], url).toBeUndefined();
    }
    const pre = await t.app.inject({
      method: 'OPTIONS',
      url: '/healthz',
      headers: { origin: 'https://localhost', 'access-control-request-method': 'GET' },
    });
    expect(pre.statusCode).not.toBe(204);
    expect(pre.headers['access-control-allow-methods']).toBeUndefined();
  });

  it('leaves same-origin requests of the web app as they were', async () => {
    const res = await t.app.inject({ url: '/api/mobile/info/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it("lets the shell's pages show airline logos and vehicle pictures, while pages stay same-origin", async () => {
    for (const url of ['/api/flight/airline/PC/logo.svg', '/api/transfer/vehicle/sedan.svg']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cross-origin-resource-policy'], url).toBe('cross-origin');
    }
    const api = await t.app.inject({ url: '/api/mobile/info/' });
    expect(api.headers['cross-origin-resource-policy']).toBe('same-origin');
  });
});
