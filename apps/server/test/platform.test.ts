import { gunzipSync } from 'node:zlib';
import { countryListSchema } from '@yolcu/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, uiLogs } from '../src/db/schema.js';
import { createTestApp, MemoryMailer, type TestApp } from './helpers.js';

const mailer = new MemoryMailer();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ mailer });
});
afterAll(() => t.close());

const event = (over: Record<string, unknown> = {}) => ({
  event_state: 'error',
  event_name: 'payment_failed',
  explanation: 'Payment request failed',
  post_data: { page: 'payment' },
  event_time: '2026-06-15T10:30:00+03:00',
  page_name: '/flight/payment/',
  ...over,
});
const postLog = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/log/',
    headers: { 'accept-language': 'en', ...headers },
    payload: payload as object,
  });

describe('POST /api/log/', () => {
  it('stores a valid batch and answers 204, with sensitive fields dropped again', async () => {
    const res = await postLog(
      [
        event({
          event_name: 'log_test_sensitive',
          explanation: 'Card 4111 1111 1111 1111 was declined',
          post_data: {
            email: 'ayse@example.com',
            card_number: '4111111111111111',
            card_cvc: '123',
            password: 'hunter22',
            Token: 'abc',
            form: { card_number: '5555555555554444', name: 'Ayşe', new_password: 'x' },
          },
        }),
        event({
          event_state: 'info',
          event_name: 'log_test_plain',
          post_data: null,
          explanation: undefined,
          page_name: undefined,
        }),
      ],
      { 'x-device-id': 'log-device-123' },
    );
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');

    const [row] = await t.database.db.select().from(uiLogs).where(eq(uiLogs.eventName, 'log_test_sensitive'));
    expect(row).toBeDefined();
    // Personal data goes with the secrets (issue 36): the e-mail and the name too.
    expect(row?.postData).toEqual({ form: {} });
    expect(row?.explanation).toBe('Card [card] was declined');
    expect(row?.eventState).toBe('error');
    expect(row?.pageName).toBe('/flight/payment/');
    expect(row?.deviceId).toBe('log-device-123');
    expect(row?.eventTime.toISOString()).toBe('2026-06-15T07:30:00.000Z');
    expect(JSON.stringify(row)).not.toMatch(/4111|5555|hunter22|"123"/);

    const [plain] = await t.database.db.select().from(uiLogs).where(eq(uiLogs.eventName, 'log_test_plain'));
    expect(plain).toMatchObject({ eventState: 'info', explanation: '', pageName: '', postData: null });
  });

  it('cuts long child texts in post_data to 150 characters', async () => {
    const res = await postLog([event({ event_name: 'log_test_long', post_data: { response_text: 'x'.repeat(400) } })]);
    expect(res.statusCode).toBe(204);
    const [row] = await t.database.db.select().from(uiLogs).where(eq(uiLogs.eventName, 'log_test_long'));
    expect(row?.postData).toEqual({ response_text: 'x'.repeat(150) });
  });

  it('rejects an empty batch', async () => {
    const res = await postLog([]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toBeTypeOf('object');
  });

  it('rejects an explanation over 500 characters, naming the field', async () => {
    const res = await postLog([event({ event_name: 'log_test_too_long', explanation: 'x'.repeat(501) })]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ '0.explanation': ['Maximum length is 500.'] });
    const rows = await t.database.db.select().from(uiLogs).where(eq(uiLogs.eventName, 'log_test_too_long'));
    expect(rows).toHaveLength(0);
  });

  it('accepts an explanation of exactly 500 characters', async () => {
    const res = await postLog([event({ event_name: 'log_test_500', explanation: 'y'.repeat(500) })]);
    expect(res.statusCode).toBe(204);
  });

  it('rejects more than 75 post_data children, an unknown state and a bad time', async () => {
    const many = Object.fromEntries(Array.from({ length: 76 }, (_, i) => [`k${i}`, i]));
    expect((await postLog([event({ post_data: many })])).statusCode).toBe(400);
    expect((await postLog([event({ event_state: 'fatal' })])).statusCode).toBe(400);
    expect((await postLog([event({ event_time: 'yesterday' })])).statusCode).toBe(400);
    expect((await postLog([event({ event_name: '' })])).statusCode).toBe(400);
    expect((await postLog(event())).statusCode).toBe(400);
  });

  it('rejects more than 50 events in one batch', async () => {
    const res = await postLog(Array.from({ length: 51 }, () => event()));
    expect(res.statusCode).toBe(400);
  });

  it('answers 413 {detail} for a body over its size limit', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/log/',
      headers: { 'accept-language': 'en', 'content-type': 'application/json' },
      payload: JSON.stringify([event({ explanation: 'z'.repeat(300 * 1024) })]),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ detail: 'The request is too large.' });
  });
});

describe('platform routes', () => {
  it('GET /healthz says the process is alive; GET /readyz that it can serve, with its database', async () => {
    const res = await t.app.inject({ url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: t.database.kind });
  });

  it('GET /api/openapi.json is an OpenAPI document listing the routes', async () => {
    const res = await t.app.inject({ url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const doc = JSON.parse(res.body);
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/faqs/',
        '/api/contact/',
        '/api/notification/list/',
        '/api/log/',
        '/api/currency/{code}/',
      ]),
    );
    expect(doc.paths['/api/contact/'].post.requestBody).toBeDefined();
    // Internal routes stay out of the public document.
    expect(Object.keys(doc.paths)).not.toContain('/healthz');
  });

  it('answers 404 {detail} for an unknown API path, in the request language', async () => {
    const en = await t.app.inject({ url: '/api/nope/', headers: { 'accept-language': 'en' } });
    expect(en.statusCode).toBe(404);
    expect(en.headers['content-type']).toMatch(/^application\/json/);
    expect(en.json()).toEqual({ detail: 'Not found.' });
    const tr = await t.app.inject({
      method: 'POST',
      url: '/api/nope/',
      headers: { 'accept-language': 'tr' },
      payload: {},
    });
    expect(tr.statusCode).toBe(404);
    expect(tr.json()).toEqual({ detail: 'Bulunamadı.' });
  });

  it("sends the API's security headers on its answers, errors included", async () => {
    for (const url of ['/api/faqs/', '/api/no-such-thing/']) {
      const res = await t.app.inject({ url });
      expect(res.headers['content-security-policy'], url).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      expect(res.headers['referrer-policy'], url).toBe('no-referrer');
      expect(res.headers['x-powered-by'], url).toBeUndefined();
    }
  });

  it("sends a page's security headers on pages, the bank's and Swagger UI's too", async () => {
    for (const url of ['/', '/payment/no-such-payment/', '/api/docs/']) {
      const res = await t.app.inject({ url });
      const csp = String(res.headers['content-security-policy']);
      expect(csp, url).toContain("default-src 'self'");
      expect(csp, url).toContain("script-src 'self'");
      expect(csp, url).toContain("object-src 'none'");
      expect(csp, url).toContain("frame-ancestors 'self'");
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(res.headers['x-powered-by'], url).toBeUndefined();
    }
  });

  it('compresses a large body when the client accepts gzip, and the body is intact', async () => {
    const url = '/api/countries/?page_size=1000';
    const plain = await t.app.inject({ url, headers: { 'accept-language': 'en' } });
    const zipped = await t.app.inject({ url, headers: { 'accept-language': 'en', 'accept-encoding': 'gzip' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(zipped.statusCode).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    const body = JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'));
    expect(countryListSchema.parse(body)).toEqual(plain.json());
  });

  it('sends answers under 4 KB as they are: they reach a phone in one round trip either way', async () => {
    const url = '/api/flight/airport/?keyword=IST';
    const plain = await t.app.inject({ url, headers: { 'accept-language': 'en' } });
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(plain.rawPayload.length).toBeLessThan(4096);
    const res = await t.app.inject({ url, headers: { 'accept-language': 'en', 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.equals(plain.rawPayload)).toBe(true);
  });

  it('leaves a small body uncompressed', async () => {
    const res = await t.app.inject({ url: '/api/currency/TRY/', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json().value).toBe(1);
  });
});

describe('rate limit on POST /api/contact/', () => {
  const contact = (ip: string, lang: string, payload: object = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/contact/',
      headers: { 'accept-language': lang },
      remoteAddress: ip,
      payload,
    });

  it('answers 429 with a translated detail after 10 requests from one address', async () => {
    const ip = '203.0.113.7';
    for (let i = 0; i < 10; i++) {
      const res = await contact(ip, 'en');
      expect(res.statusCode, `request ${i + 1}`).toBe(400);
    }
    const good = {
      name: 'Ali Veli',
      email: 'ali.ratelimit@example.com',
      phone: '5321234567',
      message: 'Bu mesaj sınırın ötesinde gönderildi.',
    };
    const en = await contact(ip, 'en', good);
    expect(en.statusCode).toBe(429);
    expect(en.json()).toEqual({ detail: 'Too many attempts. Please wait a few minutes and try again.' });
    expect(en.headers['retry-after']).toBeDefined();

    const tr = await contact(ip, 'tr', good);
    expect(tr.statusCode).toBe(429);
    expect(tr.json()).toEqual({ detail: 'Çok fazla deneme yapıldı. Lütfen birkaç dakika bekleyip tekrar deneyin.' });

    // Refused means refused: nothing stored, nothing mailed.
    const rows = await t.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, 'ali.ratelimit@example.com'));
    expect(rows).toHaveLength(0);
    expect(mailer.sent).toHaveLength(0);

    // Another address is not affected.
    const other = await contact('203.0.113.8', 'en', good);
    expect(other.statusCode).toBe(201);
  });
});
