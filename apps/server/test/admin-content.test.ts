import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, corporatePages } from '../src/db/schema.js';
import { staffClient } from './admin-helpers.js';
import { createTestApp, type TestApp } from './helpers.js';

// Issue 40: FAQ and corporate pages changed from the console, live at once, sanitised, with history.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const s = staffClient(() => t, 193);
const db = () => t.database.db;
const lastAudit = async (action: string) =>
  (await db().select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.id)).limit(1))[0];

let content: { bearer: string; id: number };
let support: string;
let finance: string;
let admin: string;
beforeAll(async () => {
  content = await s.signedIn('content.pages@yolcu.example', 'content');
  support = (await s.signedIn('support.pages@yolcu.example', 'support')).bearer;
  finance = (await s.signedIn('finance.pages@yolcu.example', 'finance')).bearer;
  admin = (await s.signedIn('admin.pages@yolcu.example', 'admin')).bearer;
});

const faq = (answer: string) => ({
  category: { tr: 'Rezervasyon ve Ödeme', en: 'Booking & payment' },
  question: { tr: 'Hangi kartlarla ödeme yapabilirim?', en: 'Which cards can I pay with?' },
  answer: { tr: `<p>TR ${answer}</p>`, en: answer },
});
const faqs = (lang = 'en') =>
  t.app.inject({ method: 'GET', url: '/api/faqs/', headers: { 'accept-language': lang } }).then((r) => r.json());

describe('FAQ', () => {
  it('a change is live on /api/faqs/ at once, its HTML sanitised, audited with before and after', async () => {
    const before = (await faqs()).results; // warms the route's cache
    const first = before.find((f: { question: string }) => f.question === 'Which cards can I pay with?');
    const res = await s.call('PUT', '/api/admin/content/faqs/payment-methods/', {
      bearer: content.bearer,
      payload: faq('<p>Visa and Mastercard.<script>alert(1)</script><img src=x onerror=alert(1)></p>'),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().texts.answer.en).toBe('<p>Visa and Mastercard.</p>');
    const after = (await faqs()).results.find((f: { id: number }) => f.id === first.id);
    expect(after.answer).toBe('<p>Visa and Mastercard.</p>');
    expect((await faqs('tr')).results.find((f: { id: number }) => f.id === first.id).answer).toContain('TR');
    expect(await lastAudit('content.faq')).toMatchObject({
      staffId: content.id,
      targetType: 'faq',
      targetId: 'payment-methods',
      before: { answer: { en: first.answer } },
      after: { answer: { en: '<p>Visa and Mastercard.</p>' }, revision_id: res.json().revision_id },
    });
  });

  it('keeps the history, newest (live) first', async () => {
    const res = await s.call('PUT', '/api/admin/content/faqs/payment-methods/', {
      bearer: admin,
      payload: faq('<p>Visa, Mastercard and Troy.</p>'),
    });
    expect(res.statusCode).toBe(200);
    const history = await s.call('GET', '/api/admin/content/faqs/payment-methods/history/', { bearer: content.bearer });
    expect(history.statusCode).toBe(200);
    const texts = history.json().results.map((r: { texts: { answer: { en: string } } }) => r.texts.answer.en);
    expect(texts).toEqual(['<p>Visa, Mastercard and Troy.</p>', '<p>Visa and Mastercard.</p>']);
    const list = (await s.call('GET', '/api/admin/content/faqs/', { bearer: content.bearer })).json().results;
    expect(list.find((f: { key: string }) => f.key === 'payment-methods').revision_id).toBe(res.json().revision_id);
    expect(
      (await faqs()).results.some((f: { answer: string }) => f.answer === '<p>Visa, Mastercard and Troy.</p>'),
    ).toBe(true);
  });

  it('refuses support and finance, an unknown key and a missing language', async () => {
    for (const bearer of [support, finance]) {
      const res = await s.call('PUT', '/api/admin/content/faqs/payment-methods/', { bearer, payload: faq('x') });
      expect(res.statusCode).toBe(403);
      expect((await s.call('GET', '/api/admin/content/faqs/', { bearer })).statusCode).toBe(403);
    }
    expect(
      (await s.call('PUT', '/api/admin/content/faqs/no-such-faq/', { bearer: content.bearer, payload: faq('x') }))
        .statusCode,
    ).toBe(404);
    const half = { ...faq('x'), answer: { tr: 'x' } };
    const res = await s.call('PUT', '/api/admin/content/faqs/payment-methods/', {
      bearer: content.bearer,
      payload: half,
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('corporate pages', () => {
  it('a page change is live in the list and the page, sanitised', async () => {
    const [page] = await db().select().from(corporatePages).where(eq(corporatePages.key, 'about-us'));
    await t.app.inject({ method: 'GET', url: '/api/content/corporate/', headers: { 'accept-language': 'en' } });
    const res = await s.call('PUT', '/api/admin/content/pages/about-us/', {
      bearer: content.bearer,
      payload: {
        title: { tr: 'Hakkımızda', en: 'About us' },
        content: { tr: '<p>Biz Yolcu.</p>', en: '<p>We are Yolcu.<a href="javascript:alert(1)">x</a></p>' },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const one = await t.app.inject({
      method: 'GET',
      url: `/api/content/corporate/${page!.id}/`,
      headers: { 'accept-language': 'en' },
    });
    expect(one.json()).toMatchObject({ title: 'About us', content: '<p>We are Yolcu.<a>x</a></p>' });
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/content/corporate/',
      headers: { 'accept-language': 'tr' },
    });
    expect(list.json().results.find((p: { id: number }) => p.id === page!.id).content).toBe('<p>Biz Yolcu.</p>');
    expect(await lastAudit('content.page')).toMatchObject({
      targetType: 'page',
      targetId: 'about-us',
      staffId: content.id,
    });
    const history = await s.call('GET', '/api/admin/content/pages/about-us/history/', { bearer: admin });
    expect(history.json().results).toHaveLength(1);
    expect((await s.call('GET', '/api/admin/content/pages/about-us/history/', { bearer: support })).statusCode).toBe(
      403,
    );
  });
});
