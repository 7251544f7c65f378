import { notificationInfoSchema, notificationListSchema } from '@yolcu/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDemoBroadcasts, loadReferenceData } from '../src/data/load-reference.js';
import { notifications } from '../src/db/schema.js';
import { createTestApp, type TestApp } from './helpers.js';

let t: TestApp;
let TOTAL = 0; // the demo's broadcast notifications (src/data/content/demo-notifications.json)
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('a fresh install', () => {
  it('shows a first-time guest no notifications: tips are demo data, not reference data', async () => {
    const res = await t.app.inject({ url: '/api/notification/list/', headers: { 'x-device-id': 'first-time-guest' } });
    expect(notificationListSchema.parse(res.json())).toMatchObject({ count: 0, unread_count: 0, results: [] });
  });

  it('removes the sample tips an earlier version loaded at start', async () => {
    const { db } = t.database;
    await db
      .insert(notifications)
      .values({ key: 'izmir-office-opening', titleTr: 'x', titleEn: 'x', contentTr: 'x', contentEn: 'x' });
    await loadReferenceData(db, { force: true });
    expect(await db.select().from(notifications)).toEqual([]);
  });
});

describe('with the demo broadcasts', () => {
  beforeAll(async () => {
    TOTAL = await loadDemoBroadcasts(t.database.db);
    // Loading twice changes nothing (the demo seed may run again).
    expect(await loadDemoBroadcasts(t.database.db)).toBe(TOTAL);
  });

  /** Each test reads as its own guest device, so read state never leaks between tests. */
  const device = (name: string) => `test-device-${name}`;

  const list = (deviceId: string | null, query = '', lang = 'en') =>
    t.app.inject({
      url: `/api/notification/list/${query}`,
      headers: { 'accept-language': lang, ...(deviceId ? { 'x-device-id': deviceId } : {}) },
    });
  const info = async (deviceId: string) => {
    const res = await t.app.inject({ url: '/api/notification/info/', headers: { 'x-device-id': deviceId } });
    expect(res.statusCode).toBe(200);
    return notificationInfoSchema.parse(res.json()).unread_count;
  };
  const read = (id: number | string, deviceId: string | null, lang = 'en') =>
    t.app.inject({
      method: 'POST',
      url: `/api/notification/${id}/read/`,
      headers: { 'accept-language': lang, ...(deviceId ? { 'x-device-id': deviceId } : {}) },
    });
  const readAll = (deviceId: string | null, lang = 'en') =>
    t.app.inject({
      method: 'POST',
      url: '/api/notification/read-all/',
      headers: { 'accept-language': lang, ...(deviceId ? { 'x-device-id': deviceId } : {}) },
    });
  const firstPage = async (deviceId: string) =>
    notificationListSchema.parse((await list(deviceId, '?page=1&per_page=10')).json());

  describe('GET /api/notification/list/', () => {
    it('answers the first page of 10, newest first, with paging links and the unread count', async () => {
      const res = await list(device('list'), '?page=1&per_page=10');
      expect(res.statusCode).toBe(200);
      const body = notificationListSchema.parse(res.json());
      expect(body.count).toBe(TOTAL);
      expect(body.results).toHaveLength(10);
      expect(body.previous).toBeNull();
      expect(body.next).toBe('http://localhost:8080/api/notification/list/?page=2&per_page=10');
      expect(body.unread_count).toBe(TOTAL);
      const times = body.results.map((n) => Date.parse(n.created_at));
      expect(times.every((x) => !Number.isNaN(x))).toBe(true);
      expect([...times].sort((a, b) => b - a)).toEqual(times);
      expect(body.results.every((n) => n.title && n.content)).toBe(true);
    });

    it('answers page 2 with the rest and a link back', async () => {
      const res = await list(device('list'), '?page=2&per_page=10');
      expect(res.statusCode).toBe(200);
      const body = notificationListSchema.parse(res.json());
      expect(body.count).toBe(TOTAL);
      expect(body.results).toHaveLength(TOTAL - 10);
      expect(body.next).toBeNull();
      expect(body.previous).toBe('http://localhost:8080/api/notification/list/?page=1&per_page=10');
      const page1 = await firstPage(device('list'));
      const ids = [...page1.results, ...body.results].map((n) => n.id);
      expect(new Set(ids).size).toBe(TOTAL);
    });

    it('defaults to page 1 of 10 and lets the page grow as the web scrolls', async () => {
      const plain = notificationListSchema.parse((await list(device('list'))).json());
      expect(plain.results).toHaveLength(10);
      const grown = notificationListSchema.parse((await list(device('list'), '?page=1&per_page=20')).json());
      expect(grown.results).toHaveLength(TOTAL);
      expect(grown.next).toBeNull();
    });

    it('shows every notification unread at first, for a device and for an unknown guest', async () => {
      const body = await firstPage(device('fresh'));
      expect(body.results.every((n) => n.readed === false)).toBe(true);
      const guest = notificationListSchema.parse((await list(null)).json());
      expect(guest.unread_count).toBe(TOTAL);
      expect(guest.results.every((n) => n.readed === false)).toBe(true);
    });

    it('speaks the request language', async () => {
      const en = notificationListSchema.parse((await list(device('lang'), '', 'en')).json());
      const tr = notificationListSchema.parse((await list(device('lang'), '', 'tr')).json());
      expect(tr.results.map((n) => n.id)).toEqual(en.results.map((n) => n.id));
      expect(tr.results.map((n) => n.title)).not.toEqual(en.results.map((n) => n.title));
    });

    it('rejects a bad page or page size with a translated field message', async () => {
      const abc = await list(device('list'), '?page=abc', 'en');
      expect(abc.statusCode).toBe(400);
      expect(abc.json()).toEqual({ page: ['Value must be a number.'] });
      const zero = await list(device('list'), '?page=0', 'tr');
      expect(zero.statusCode).toBe(400);
      expect(zero.json()).toEqual({ page: ['Değer 1 ile 100000 arasında olmalıdır.'] });
      for (const q of ['?page=1.5', '?page=-1', '?per_page=0', '?per_page=1000', '?per_page=x']) {
        const res = await list(device('list'), q);
        expect(res.statusCode, q).toBe(400);
      }
    });
  });

  describe('POST /api/notification/{id}/read/', () => {
    it('marks one notification read for that device only', async () => {
      const a = device('reader-a');
      const b = device('reader-b');
      const target = (await firstPage(a)).results[2]!;

      const res = await read(target.id, a);
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');

      const afterA = await firstPage(a);
      expect(afterA.results.find((n) => n.id === target.id)?.readed).toBe(true);
      expect(afterA.results.filter((n) => n.readed)).toHaveLength(1);
      expect(afterA.unread_count).toBe(TOTAL - 1);
      expect(await info(a)).toBe(TOTAL - 1);

      const afterB = await firstPage(b);
      expect(afterB.results.find((n) => n.id === target.id)?.readed).toBe(false);
      expect(afterB.unread_count).toBe(TOTAL);
      expect(await info(b)).toBe(TOTAL);
    });

    it('is idempotent: reading twice counts once', async () => {
      const d = device('twice');
      const id = (await firstPage(d)).results[0]!.id;
      expect((await read(id, d)).statusCode).toBe(204);
      expect((await read(id, d)).statusCode).toBe(204);
      expect(await info(d)).toBe(TOTAL - 1);
    });

    it('answers 404 {detail} for an unknown id', async () => {
      const res = await read(999999, device('unknown'), 'en');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'Not found.' });
      expect(await info(device('unknown'))).toBe(TOTAL);
    });

    it('answers 400 for an id that is not a number', async () => {
      const res = await read('abc', device('unknown'), 'en');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ id: ['Value must be a number.'] });
    });

    it('answers 400 {detail} when the guest sends no usable device id', async () => {
      const id = (await firstPage(device('x'))).results[0]!.id;
      const none = await read(id, null, 'en');
      expect(none.statusCode).toBe(400);
      expect(none.json()).toEqual({ detail: 'This device could not be identified. Please reload the page.' });
      // Too short and with characters outside [A-Za-z0-9_-]: treated as no device.
      for (const bad of ['short', 'has spaces in it', 'x'.repeat(65)]) {
        const res = await read(id, bad, 'en');
        expect(res.statusCode, bad).toBe(400);
        expect(res.json(), bad).toHaveProperty('detail');
      }
    });
  });

  describe('POST /api/notification/read-all/', () => {
    it('marks everything read for that device and leaves other devices alone', async () => {
      const c = device('all-c');
      const other = device('all-other');
      const res = await readAll(c);
      expect(res.statusCode).toBe(204);

      expect(await info(c)).toBe(0);
      const page1 = await firstPage(c);
      expect(page1.unread_count).toBe(0);
      expect(page1.results.every((n) => n.readed)).toBe(true);
      const page2 = notificationListSchema.parse((await list(c, '?page=2&per_page=10')).json());
      expect(page2.results.every((n) => n.readed)).toBe(true);

      expect(await info(other)).toBe(TOTAL);

      // Again: still 204, still nothing unread.
      expect((await readAll(c)).statusCode).toBe(204);
      expect(await info(c)).toBe(0);
    });

    it('answers 400 {detail} without a device id', async () => {
      const res = await readAll(null, 'tr');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ detail: 'Bu cihaz tanınamadı. Lütfen sayfayı yenileyin.' });
    });
  });

  describe('GET /api/notification/info/', () => {
    it('answers only the unread count', async () => {
      const res = await t.app.inject({ url: '/api/notification/info/', headers: { 'x-device-id': device('info') } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ unread_count: TOTAL });
    });
  });
});
