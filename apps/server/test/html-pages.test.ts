import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openPostgres } from '../src/db/client.js';
import { createTestApp, freshDatabase, type TestApp } from './helpers.js';

/**
 * Issue 36, item 7: the pages a person opens (the test bank's under /payment/, a price-alert mail's
 * links under /price-alert/) answer every error as a page in the visitor's language, never kept
 * by a cache: a bad link, a wrong method, a body they do not take, a database that does not answer.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const CODE = 'AbCdEfGhIjKlMnOpQrStUv12';
const TEXT = {
  bank: { en: 'Payment page error', tr: 'Ödeme sayfası hatası' },
  bankMissing: { en: 'This payment page could not be found.', tr: 'Bu ödeme sayfası bulunamadı.' },
  alert: { en: 'This page could not be opened', tr: 'Bu sayfa açılamadı' },
};

async function page(opts: InjectOptions, lang: 'en' | 'tr' = 'en', app: FastifyInstance = t.app) {
  const res = await app.inject({ ...opts, headers: { 'accept-language': lang, ...opts.headers } });
  expect(res.headers['content-type'], `${opts.method} ${opts.url}: ${res.body}`).toMatch(/^text\/html/);
  expect(res.headers['cache-control']).toBe('no-store');
  expect(res.body).toContain(`<html lang="${lang}">`);
  expect(res.headers['content-security-policy']).toContain("form-action 'self'");
  return res;
}

describe('the bank pages (/payment/)', () => {
  it.each(['en', 'tr'] as const)('a path that does not percent-decode: 400, a page in %s', async (lang) => {
    const res = await page({ method: 'GET', url: '/payment/%E0%A4%A/' }, lang);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(TEXT.bank[lang]);
  });

  it.each(['DELETE', 'PUT', 'PATCH'] as const)('%s: 405 with Allow, as a page', async (method) => {
    const res = await page({ method, url: `/payment/${CODE}/` });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD, POST');
    expect(res.body).toContain(TEXT.bank.en);
  });

  it('a query that does not decode, a body it does not take, an unknown page: pages too', async () => {
    expect((await page({ method: 'GET', url: `/payment/${CODE}/?x=%E0%A4%A` })).statusCode).toBe(400);
    expect((await page({ method: 'GET', url: `/payment/${CODE}/more/?x=%E0%A4%A` })).statusCode).toBe(400);
    const xml = await page({
      method: 'POST',
      url: `/payment/${CODE}/`,
      headers: { 'content-type': 'application/xml' },
      payload: '<code/>',
    });
    expect(xml.statusCode).toBe(415);
    const missing = await page({ method: 'GET', url: `/payment/${CODE}/more/` }, 'tr');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain(TEXT.bankMissing.tr);
  });
});

describe("a price-alert mail's pages (/price-alert/)", () => {
  it.each(['stop', 'confirm'])(
    '%s: a link that does not decode or is cut short answers 400 as a page',
    async (kind) => {
      const bad = await page({ method: 'GET', url: `/price-alert/${kind}/%E0%A4%A` }, 'tr');
      expect(bad.statusCode).toBe(400);
      expect(bad.body).toContain(TEXT.alert.tr);
      expect((await page({ method: 'GET', url: `/price-alert/${kind}/short` })).statusCode).toBe(400);
      expect((await page({ method: 'GET', url: `/price-alert/${kind}/${CODE}?x=%E0%A4%A` })).statusCode).toBe(400);
    },
  );

  it.each(['stop', 'confirm'])('%s: another method is 405 with Allow, as a page', async (kind) => {
    for (const method of ['DELETE', 'PUT'] as const) {
      const res = await page({ method, url: `/price-alert/${kind}/${CODE}` });
      expect(res.statusCode).toBe(405);
      expect(res.headers.allow).toBe('GET, HEAD, POST');
      expect(res.body).toContain(TEXT.alert.en);
    }
  });

  it('a body they do not take is 415, one too large 413, an unknown alert 404: all pages', async () => {
    const xml = await page({
      method: 'POST',
      url: `/price-alert/stop/${CODE}`,
      headers: { 'content-type': 'application/xml' },
      payload: '<stop/>',
    });
    expect(xml.statusCode).toBe(415);
    const big = await page({
      method: 'POST',
      url: `/price-alert/stop/${CODE}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `List-Unsubscribe=One-Click&x=${'a'.repeat(5000)}`,
    });
    expect(big.statusCode).toBe(413);
    const multipart = await page({
      method: 'POST',
      url: `/price-alert/confirm/${CODE}`,
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x--\r\n',
    });
    expect(multipart.statusCode).toBe(415);
    expect((await page({ method: 'GET', url: `/price-alert/stop/${CODE}` })).statusCode).toBe(404);
    expect((await page({ method: 'POST', url: `/price-alert/confirm/${CODE}` })).statusCode).toBe(404);
    const elsewhere = await page({ method: 'GET', url: '/price-alert/elsewhere/' });
    expect(elsewhere.statusCode).toBe(404);
  });
});

describe('the API keeps its JSON', () => {
  it('for the same faults on its own paths', async () => {
    const bad = await t.app.inject({ method: 'GET', url: '/api/%E0%A4%A/' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('detail');
    const method = await t.app.inject({ method: 'DELETE', url: '/api/countries/' });
    expect(method.statusCode).toBe(405);
    expect(method.json()).toHaveProperty('detail');
  });
});

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
describe.skipIf(!onPostgres)('a table locked by another session (PostgreSQL only)', () => {
  it('the bank page and the stop page answer 503 pages within the statement time-out, then serve again', async () => {
    const real = await freshDatabase();
    // Short time-outs, so that a statement waiting on the lock is cancelled in under a second.
    const database = openPostgres(real.url!, { timeouts: { connectMs: 1_500, queryMs: 2_000, statementMs: 700 } });
    const config = loadConfig({
      PUBLIC_URL: 'http://localhost:8080',
      WEB_DIST: '/nonexistent',
      MAX_EVENT_LOOP_DELAY_MS: '0',
    });
    const app = await buildApp({ config, database, logger: false });
    await app.ready();
    const locker = new pg.Client({ connectionString: real.url });
    await locker.connect();
    try {
      await locker.query('begin');
      await locker.query('lock table payments, price_alerts in access exclusive mode');
      const started = Date.now();
      const [bank, stop] = await Promise.all([
        page({ method: 'GET', url: `/payment/${CODE}/` }, 'en', app),
        page({ method: 'GET', url: `/price-alert/stop/${CODE}` }, 'tr', app),
      ]);
      expect(Date.now() - started).toBeLessThan(2_500);
      expect(bank.statusCode).toBe(503);
      expect(bank.headers['retry-after']).toBe('5');
      expect(bank.body).toContain(TEXT.bank.en);
      expect(stop.statusCode).toBe(503);
      expect(stop.headers['retry-after']).toBe('5');
      expect(stop.body).toContain('Sistemlerimiz bir an yanıt vermedi');
      await locker.query('rollback');
      expect((await page({ method: 'GET', url: `/payment/${CODE}/` }, 'en', app)).statusCode).toBe(404);
    } finally {
      await locker.end();
      await app.close();
      await database.close();
      await real.close();
    }
  });
});
