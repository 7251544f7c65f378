import { readFileSync } from 'node:fs';
import { branchListSchema, corporatePageListSchema, corporatePageSchema, faqListSchema } from '@yolcu/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../src/db/schema.js';
import { createTestApp, MemoryMailer, type TestApp } from './helpers.js';

interface Localised {
  tr: string;
  en: string;
}
const faqFile: Array<{ question: Localised }> = JSON.parse(
  readFileSync(new URL('../src/data/content/faqs.json', import.meta.url), 'utf8'),
);

const mailer = new MemoryMailer();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ mailer });
});
afterAll(() => t.close());

const get = (url: string, lang = 'en') => t.app.inject({ url, headers: { 'accept-language': lang } });

/** Anything that would run in a browser if the HTML were rendered as is. */
const RUNNABLE = /<script|<iframe|<object|<embed|\son\w+\s*=|javascript:/i;

describe('GET /api/faqs/', () => {
  it('answers the FAQ in English in display order', async () => {
    const res = await get('/api/faqs/', 'en');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const { results } = faqListSchema.parse(res.json());
    expect(results.map((f) => f.question)).toEqual(faqFile.map((f) => f.question.en));
    expect(results.every((f) => f.category && f.question && f.answer)).toBe(true);
  });

  it('answers the same entries in Turkish, in the same order', async () => {
    const [tr, en] = await Promise.all([get('/api/faqs/', 'tr'), get('/api/faqs/', 'en')]);
    const trList = faqListSchema.parse(tr.json()).results;
    const enList = faqListSchema.parse(en.json()).results;
    expect(trList.map((f) => f.question)).toEqual(faqFile.map((f) => f.question.tr));
    expect(trList.map((f) => f.id)).toEqual(enList.map((f) => f.id));
    expect(trList[0]?.question).not.toBe(enList[0]?.question);
  });

  it('defaults to Turkish without Accept-Language', async () => {
    const res = await t.app.inject({ url: '/api/faqs/' });
    expect(faqListSchema.parse(res.json()).results[0]?.question).toBe(faqFile[0]?.question.tr);
  });

  it('serves answers as HTML with nothing that runs', async () => {
    for (const lang of ['tr', 'en']) {
      const { results } = faqListSchema.parse((await get('/api/faqs/', lang)).json());
      for (const f of results) expect(f.answer).not.toMatch(RUNNABLE);
    }
  });
});

describe('GET /api/content/corporate/', () => {
  it('lists the pages, including the three the payment pages show', async () => {
    const res = await get('/api/content/corporate/', 'en');
    expect(res.statusCode).toBe(200);
    const { results } = corporatePageListSchema.parse(res.json());
    const codes = results.map((p) => p.page_type_code);
    expect(codes).toEqual(
      expect.arrayContaining(['TERMS_OF_USE', 'PROTECTION_OF_PERSONAL_DATA', 'DISTANCE_SALES_CONTRACT']),
    );
    expect(new Set(codes).size).toBe(codes.length);
    for (const p of results) {
      expect(p.title.length).toBeGreaterThan(0);
      expect(p.content).toMatch(/<p>|<h2>/);
      expect(p.content).not.toMatch(RUNNABLE);
    }
  });

  it('translates titles and content', async () => {
    const tr = corporatePageListSchema.parse((await get('/api/content/corporate/', 'tr')).json()).results;
    const en = corporatePageListSchema.parse((await get('/api/content/corporate/', 'en')).json()).results;
    expect(tr.map((p) => p.id)).toEqual(en.map((p) => p.id));
    expect(tr.find((p) => p.page_type_code === 'ABOUT_US')?.title).toBe('Hakkımızda');
    expect(en.find((p) => p.page_type_code === 'ABOUT_US')?.title).toBe('About us');
  });
});

describe('GET /api/content/corporate/{id}/', () => {
  it('answers one page, the same as in the list', async () => {
    const list = corporatePageListSchema.parse((await get('/api/content/corporate/', 'en')).json()).results;
    const terms = list.find((p) => p.page_type_code === 'TERMS_OF_USE');
    expect(terms).toBeDefined();
    const res = await get(`/api/content/corporate/${terms?.id}/`, 'en');
    expect(res.statusCode).toBe(200);
    expect(corporatePageSchema.parse(res.json())).toEqual(terms);
  });

  it('answers 404 with a translated detail for an unknown id', async () => {
    const en = await get('/api/content/corporate/999999/', 'en');
    expect(en.statusCode).toBe(404);
    expect(en.json()).toEqual({ detail: 'Not found.' });
    const tr = await get('/api/content/corporate/999999/', 'tr');
    expect(tr.statusCode).toBe(404);
    expect(tr.json()).toEqual({ detail: 'Bulunamadı.' });
  });

  it('answers 400 with a field message for an id that is not a positive number', async () => {
    const abc = await get('/api/content/corporate/abc/', 'en');
    expect(abc.statusCode).toBe(400);
    expect(abc.json()).toEqual({ id: ['Value must be a number.'] });
    for (const id of ['0', '-1', '1.5']) {
      const res = await get(`/api/content/corporate/${id}/`, 'en');
      expect(res.statusCode, id).toBe(400);
      expect(res.json(), id).toHaveProperty('id');
    }
  });

  it('answers 400, not 500, for an id beyond the database integer range', async () => {
    const res = await get('/api/content/corporate/99999999999/', 'en');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ id: ['Invalid value.'] });
  });
});

describe('GET /api/branches/', () => {
  it('lists the branches with name, address, phone and e-mail', async () => {
    const res = await get('/api/branches/', 'en');
    expect(res.statusCode).toBe(200);
    const { results } = branchListSchema.parse(res.json());
    expect(results.length).toBeGreaterThanOrEqual(1);
    expect(results[0]).toMatchObject({ name: 'Istanbul Headquarters' });
    for (const b of results) {
      expect(b.address).not.toBe('');
      expect(b.phone).toMatch(/^\+90[\d ]+$/);
      expect(b.email).toMatch(/^[^@\s]+@[^@\s]+$/);
    }
    const tr = branchListSchema.parse((await get('/api/branches/', 'tr')).json()).results;
    expect(tr[0]?.name).toBe('İstanbul Genel Merkez');
  });
});

describe('POST /api/contact/', () => {
  // The route allows 10 requests per address per 10 minutes; each test writes from its own address.
  let address = 0;
  const post = (payload: unknown, lang = 'en') =>
    t.app.inject({
      method: 'POST',
      url: '/api/contact/',
      headers: { 'accept-language': lang },
      remoteAddress: `10.1.0.${++address}`,
      payload: payload as object,
    });
  const good = {
    name: 'Ayşe Yılmaz',
    email: 'ayse@example.com',
    phone: '0532 123 45 67',
    message: 'Rezervasyonum hakkında bilgi almak istiyorum.',
  };

  it('answers 400 with each of the four fields required, in English', async () => {
    const res = await post({}, 'en');
    expect(res.statusCode).toBe(400);
    const required = ['This field is required.'];
    expect(res.json()).toEqual({ name: required, email: required, phone: required, message: required });
  });

  it('answers 400 with each of the four fields required, in Turkish', async () => {
    const res = await post({}, 'tr');
    expect(res.statusCode).toBe(400);
    const required = ['Bu alan zorunludur.'];
    expect(res.json()).toEqual({ name: required, email: required, phone: required, message: required });
  });

  it('treats blank fields as missing', async () => {
    const res = await post({ name: '   ', email: ' ', phone: '', message: '\n' }, 'en');
    expect(res.statusCode).toBe(400);
    const required = ['This field is required.'];
    // Only "required": not also the minimum length or format of a field that is not there.
    expect(res.json()).toEqual({ name: required, email: required, phone: required, message: required });
  });

  it('rejects a bad e-mail address only on the email field', async () => {
    const en = await post({ ...good, email: 'not-an-email' }, 'en');
    expect(en.statusCode).toBe(400);
    expect(en.json()).toEqual({ email: ['Please enter a valid email.'] });
    const tr = await post({ ...good, email: 'ayse@' }, 'tr');
    expect(tr.json()).toEqual({ email: ['Lütfen geçerli bir e-posta adresi giriniz.'] });
  });

  it('rejects a message that is too short, with its minimum', async () => {
    const en = await post({ ...good, message: 'Hi' }, 'en');
    expect(en.statusCode).toBe(400);
    expect(en.json()).toEqual({ message: ['Minimum length is 10.'] });
    const tr = await post({ ...good, message: 'Merhaba' }, 'tr');
    expect(tr.json()).toEqual({ message: ['En az 10 karakter olmalıdır.'] });
  });

  it('rejects a phone number that is not one', async () => {
    const res = await post({ ...good, phone: '12ab' }, 'en');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ phone: ['Please enter a valid phone number.'] });
  });

  it('rejects a message over 3000 characters', async () => {
    const res = await post({ ...good, message: 'x'.repeat(3001) }, 'en');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: ['Maximum length is 3000.'] });
  });

  it('rejects wrong field types without a 500', async () => {
    const res = await post({ name: 5, email: ['a@b.c'], phone: null, message: { text: 'x' } }, 'en');
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json()).sort()).toEqual(['email', 'message', 'name', 'phone']);
  });

  it('stores nothing and sends no mail for a rejected form', async () => {
    const before = mailer.sent.length;
    await post({ ...good, email: 'rejected@', message: 'Bu kaydedilmemeli, e-posta geçersiz.' });
    const rows = await t.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.message, 'Bu kaydedilmemeli, e-posta geçersiz.'));
    expect(rows).toHaveLength(0);
    expect(mailer.sent.length).toBe(before);
  });

  it('accepts a good form: 201 with a translated detail, kept in the database and mailed', async () => {
    const message = 'PNR ABC123 için <b>transfer</b> saatini değiştirmek istiyorum.\nTeşekkürler.';
    const res = await post({ ...good, email: 'ayse.contact@example.com', message }, 'en');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      detail: "Thank you, your message has been sent. We'll reply as soon as we can.",
    });

    const rows = await t.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, 'ayse.contact@example.com'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'Ayşe Yılmaz', phone: '0532 123 45 67', message, language: 'en' });

    const mail = mailer.sent.at(-1);
    expect(mail?.to).toBe('destek@yolcu.example');
    expect(mail?.subject).toContain('Ayşe Yılmaz');
    expect(mail?.text).toContain(message);
    expect(mail?.text).toContain('ayse.contact@example.com');
    // Whatever the visitor typed is escaped in the HTML part.
    expect(mail?.html).toContain('&lt;b&gt;transfer&lt;/b&gt;');
    expect(mail?.html).not.toContain('<b>transfer</b>');
  });

  it('answers in Turkish and trims the fields it stores', async () => {
    const res = await post({ ...good, name: '  Mehmet Öz  ', email: ' mehmet@example.com ' }, 'tr');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      detail: 'İletişim formunuz başarıyla gönderildi. En kısa sürede size dönüş yapılacaktır.',
    });
    const rows = await t.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, 'mehmet@example.com'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'Mehmet Öz', language: 'tr' });
  });

  it('answers 400 {detail} for a malformed JSON body, never 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact/',
      headers: { 'accept-language': 'en', 'content-type': 'application/json' },
      remoteAddress: '10.1.1.1',
      payload: '{"name": "Ali", ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: 'The request could not be read.' });
  });

  it('answers 400 {detail} for an empty JSON body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact/',
      headers: { 'accept-language': 'tr', 'content-type': 'application/json' },
      remoteAddress: '10.1.1.2',
      payload: '',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: 'İstek okunamadı.' });
  });

  it('answers 400, not 500, for JSON that is not an object', async () => {
    for (const [i, payload] of ['null', '[]', '"text"', '42'].entries()) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/contact/',
        headers: { 'accept-language': 'en', 'content-type': 'application/json' },
        remoteAddress: `10.1.2.${i + 1}`,
        payload,
      });
      expect(res.statusCode, payload).toBe(400);
      expect(res.json(), payload).toBeTypeOf('object');
    }
  });

  it('answers 415 {detail} for a form-encoded body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact/',
      headers: { 'accept-language': 'en', 'content-type': 'application/x-www-form-urlencoded' },
      remoteAddress: '10.1.1.3',
      payload: 'name=Ali',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ detail: 'Please send JSON.' });
  });
});
