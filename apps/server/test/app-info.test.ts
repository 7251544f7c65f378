import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appInfoSchema, countryListSchema } from '@yolcu/contract';
import { createTestApp, type TestApp } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/mobile/info/', () => {
  it('answers the app info of 01 §3 with passenger types and locale versions', async () => {
    const res = await t.app.inject({ url: '/api/mobile/info/', headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(200);
    const info = appInfoSchema.parse(res.json());
    expect(info.version).toBe('1.1.4');
    expect(info.constants.flight_api_constants.passenger_types.map((p) => p.input_name)).toEqual([
      'adult',
      'child',
      'infant',
      'senior',
    ]);
    expect(info.constants.gender_types).toEqual({ F: 'Female', M: 'Male' });
    expect(Object.keys(info.locale_versions)).toEqual(['tr', 'en']);
    expect(info.currency_codes).toMatchObject({ TRY: '₺', EUR: '€' });
  });

  it('speaks the request language', async () => {
    const res = await t.app.inject({ url: '/api/mobile/info/', headers: { 'accept-language': 'tr-TR,tr;q=0.9' } });
    expect(res.json().constants.gender_types).toEqual({ F: 'Kadın', M: 'Erkek' });
  });

  it('tells an old native shell it must update', async () => {
    const res = await t.app.inject({ url: '/api/mobile/info/', headers: { 'x-app-version': '0.9.0' } });
    expect(res.json()).toMatchObject({ is_usable: false, is_suported: false });
    const ok = await t.app.inject({ url: '/api/mobile/info/', headers: { 'x-app-version': '1.0.5' } });
    expect(ok.json()).toMatchObject({ is_usable: true, is_suported: false });
  });
});

describe('GET /api/countries/', () => {
  it('lists every country with its calling code, Turkish names in Turkish order', async () => {
    const res = await t.app.inject({ url: '/api/countries/?page_size=1000', headers: { 'accept-language': 'tr' } });
    expect(res.statusCode).toBe(200);
    const { results } = countryListSchema.parse(res.json());
    expect(results.length).toBeGreaterThan(240);
    expect(results.find((c) => c.code === 'TR')).toMatchObject({ name: 'Türkiye', phone_code: '90' });
    expect(results.find((c) => c.code === 'DE')?.name).toBe('Almanya');
    const names = results.map((c) => c.name);
    // Ç sorts right after C in Turkish, not after Z.
    expect(names.indexOf('Çad')).toBeGreaterThan(names.indexOf('Cezayir'));
    expect(names.indexOf('Çad')).toBeLessThan(names.indexOf('Danimarka'));
  });

  it('rejects a nonsense page size with a field message', async () => {
    const res = await t.app.inject({ url: '/api/countries/?page_size=abc', headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('page_size');
  });
});

describe('social links', () => {
  it('are none unless configured: no placeholder accounts', async () => {
    const res = await t.app.inject({ url: '/api/mobile/info/' });
    expect(res.json().social).toEqual({ facebook: null, instagram: null, twitter: null, linkedin: null });
  });

  it('are the configured accounts only', async () => {
    const configured = await createTestApp({
      env: {
        SOCIAL_LINKS: 'instagram=https://www.instagram.com/yolcu,linkedin=https://www.linkedin.com/company/yolcu',
      },
    });
    try {
      const res = await configured.app.inject({ url: '/api/mobile/info/' });
      expect(res.json().social).toEqual({
        facebook: null,
        instagram: 'https://www.instagram.com/yolcu',
        twitter: null,
        linkedin: 'https://www.linkedin.com/company/yolcu',
      });
    } finally {
      await configured.close();
    }
  });

  it('refuse to start with a malformed value', async () => {
    const { loadConfig } = await import('../src/config.js');
    expect(() => loadConfig({ SOCIAL_LINKS: 'myspace=https://myspace.com/yolcu' })).toThrow(/SOCIAL_LINKS/);
    expect(() => loadConfig({ SOCIAL_LINKS: 'instagram=http://insecure.example' })).toThrow(/SOCIAL_LINKS/);
  });
});

describe('verified app links (issue 12)', () => {
  it('answer 404 until the release signing facts are configured', async () => {
    expect((await t.app.inject({ url: '/.well-known/assetlinks.json' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/.well-known/apple-app-site-association' })).statusCode).toBe(404);
  });

  it('name the app, its signing key and its team, for the booking pages only', async () => {
    const fingerprint = Array.from({ length: 32 }, (_, i) => (i + 16).toString(16).toUpperCase()).join(':');
    const configured = await createTestApp({ env: { ANDROID_CERT_SHA256: fingerprint, APPLE_TEAM_ID: 'ABCDE12345' } });
    try {
      const android = await configured.app.inject({ url: '/.well-known/assetlinks.json' });
      expect(android.headers['content-type']).toMatch(/application\/json/);
      expect(android.json()).toEqual([
        {
          relation: ['delegate_permission/common.handle_all_urls'],
          target: {
            namespace: 'android_app',
            package_name: 'example.yolcu.app',
            sha256_cert_fingerprints: [fingerprint],
          },
        },
      ]);
      const apple = (await configured.app.inject({ url: '/.well-known/apple-app-site-association' })).json();
      expect(apple.applinks.details[0].appIDs).toEqual(['ABCDE12345.example.yolcu.app']);
      expect(apple.applinks.details[0].components).toEqual([
        { '/': '/flight/booking/detail/*' },
        { '/': '/transfer/booking/detail/*' },
      ]);
    } finally {
      await configured.close();
    }
  });

  it('refuse to start with a malformed fingerprint or team id', async () => {
    const { loadConfig } = await import('../src/config.js');
    expect(() => loadConfig({ ANDROID_CERT_SHA256: 'not-a-fingerprint' })).toThrow(/ANDROID_CERT_SHA256/);
    expect(() => loadConfig({ APPLE_TEAM_ID: 'short' })).toThrow(/APPLE_TEAM_ID/);
  });
});
