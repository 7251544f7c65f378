import {
  catalogResponseSchema,
  currencyResponseSchema,
  holidaysResponseSchema,
  type HolidayGroup,
} from '@yolcu/contract';
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadReferenceData } from '../src/data/load-reference.js';
import * as schema from '../src/db/schema.js';
import { createTestApp, type TestApp } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, lang = 'en') => t.app.inject({ url, headers: { 'accept-language': lang } });

describe('GET /api/currency/{code}/', () => {
  it('answers TRY at exactly 1', async () => {
    const res = await get('/api/currency/TRY/', 'tr');
    expect(res.statusCode).toBe(200);
    expect(currencyResponseSchema.parse(res.json())).toEqual({ code: 'TRY', icon: '₺', name: 'Türk Lirası', value: 1 });
  });

  it('answers EUR with its selling rate in TRY, as a number', async () => {
    const res = await get('/api/currency/EUR/', 'en');
    expect(res.statusCode).toBe(200);
    const eur = currencyResponseSchema.parse(res.json());
    expect(eur).toMatchObject({ code: 'EUR', icon: '€', name: 'Euro' });
    expect(typeof res.json().value).toBe('number');
    expect(eur.value).toBeGreaterThan(1);
  });

  it('answers every supported currency', async () => {
    for (const code of ['TRY', 'USD', 'EUR', 'GBP']) {
      const res = await get(`/api/currency/${code}/`);
      expect(res.statusCode, code).toBe(200);
      expect(res.json().code).toBe(code);
    }
  });

  it('answers 404 for a currency it does not offer, and 400 for something that is no currency code', async () => {
    const unknown = await get('/api/currency/XYZ/', 'en');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: expect.any(String) });
    const bad = await get('/api/currency/EURO/', 'en');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ code: ['Invalid value.'] });
  });
});

describe('GET /api/i18n/catalog/f7/{language}/', () => {
  it('answers tr and en with a version and the same set of keys', async () => {
    const tr = catalogResponseSchema.parse((await get('/api/i18n/catalog/f7/tr/')).json());
    const en = catalogResponseSchema.parse((await get('/api/i18n/catalog/f7/en/')).json());
    expect(tr.language).toBe('tr');
    expect(en.language).toBe('en');
    expect(tr.locale_version).toMatch(/\S/);
    expect(en.locale_version).toMatch(/\S/);
    expect(tr.locale_version).not.toBe(en.locale_version);
    expect(Object.keys(tr.catalog).sort()).toEqual(Object.keys(en.catalog).sort());
    expect(Object.keys(en.catalog).length).toBeGreaterThan(10);
    expect(tr.catalog['v.required']).toBe('Bu alan zorunludur.');
    expect(en.catalog['v.required']).toBe('This field is required.');
    for (const [key, text] of Object.entries(tr.catalog)) expect(text, key).toMatch(/\S/);
  });

  it('carries the versions that the app info announces', async () => {
    const info = (await get('/api/mobile/info/')).json();
    const tr = (await get('/api/i18n/catalog/f7/tr/')).json();
    const en = (await get('/api/i18n/catalog/f7/en/')).json();
    expect(info.locale_versions).toEqual({ tr: tr.locale_version, en: en.locale_version });
  });

  it('falls back to en for any other language', async () => {
    const en = (await get('/api/i18n/catalog/f7/en/')).json();
    const de = await get('/api/i18n/catalog/f7/de/');
    expect(de.statusCode).toBe(200);
    const body = catalogResponseSchema.parse(de.json());
    expect(body.language).toBe('en');
    expect(body.locale_version).toBe(en.locale_version);
    expect(body.catalog).toEqual(en.catalog);
  });

  it('does not depend on the request language', async () => {
    const res = await get('/api/i18n/catalog/f7/tr/', 'en');
    expect(res.json().catalog['v.required']).toBe('Bu alan zorunludur.');
  });
});

describe('GET /api/holidays/', () => {
  const groups = async (year: number | string, lang = 'en') => {
    const res = await get(`/api/holidays/?year=${year}`, lang);
    expect(res.statusCode).toBe(200);
    const { results } = holidaysResponseSchema.parse(res.json());
    return Object.fromEntries(results.map((g) => [g.code, g])) as Record<HolidayGroup['code'], HolidayGroup>;
  };

  it('answers 2026 in three groups with the right days', async () => {
    const res = await get('/api/holidays/?year=2026', 'en');
    const { results } = holidaysResponseSchema.parse(res.json());
    expect(results.map((g) => g.code)).toEqual(['official', 'semester_break', 'religious']);
    const g = await groups(2026);
    expect(g.official.name).toBe('Official holidays');
    expect(g.official.dates).toEqual(expect.arrayContaining(['2026-01-01', '2026-04-23', '2026-05-19', '2026-10-29']));
    expect(g.semester_break.dates[0]).toBe('2026-01-19');
    expect(g.semester_break.dates.at(-1)).toBe('2026-01-30');
    // Ramazan Bayramı 20-22 March, Kurban Bayramı 27-30 May 2026; the Monday after is a working day.
    expect(g.religious.dates).toEqual([
      '2026-03-20',
      '2026-03-21',
      '2026-03-22',
      '2026-05-27',
      '2026-05-28',
      '2026-05-29',
      '2026-05-30',
    ]);
  });

  it('keeps each group sorted, without duplicates, within the year', async () => {
    const g = await groups(2026);
    for (const group of Object.values(g)) {
      expect([...group.dates].sort()).toEqual(group.dates);
      expect(new Set(group.dates).size).toBe(group.dates.length);
      expect(group.dates.every((d) => d.startsWith('2026-'))).toBe(true);
      expect(group.color).toMatch(/^#[0-9a-f]{6}$/i);
    }
    const official = new Set(g.official.dates);
    expect(g.religious.dates.filter((d) => official.has(d))).toEqual([]);
  });

  it('names the groups in Turkish', async () => {
    const g = await groups(2026, 'tr');
    expect(g.official.name).toBe('Resmî tatiller');
    expect(g.religious.name).toBe('Dinî bayramlar');
  });

  it('works for a later year too', async () => {
    const g = await groups(2031);
    expect(g.official.dates).toEqual(expect.arrayContaining(['2031-01-01', '2031-10-29']));
    expect(g.semester_break.dates.length).toBeGreaterThan(0);
    expect(new Date(`${g.semester_break.dates[0]}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(g.religious.dates.length).toBeGreaterThanOrEqual(7);
    expect(g.religious.dates.every((d) => d.startsWith('2031-'))).toBe(true);
  });

  it('rejects a year that is not a number or out of range', async () => {
    const abc = await get('/api/holidays/?year=abc', 'en');
    expect(abc.statusCode).toBe(400);
    expect(abc.json()).toEqual({ year: ['Value must be a number.'] });
    const old = await get('/api/holidays/?year=1800', 'en');
    expect(old.statusCode).toBe(400);
    expect(old.json()).toEqual({ year: ['Value must be between 1970 and 2100.'] });
    const missing = await get('/api/holidays/', 'en');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toHaveProperty('year');
  });
});

describe('GET /api/geo/', () => {
  it('answers 404 {detail} for a loopback caller', async () => {
    const res = await get('/api/geo/', 'en');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Your location could not be determined.' });
  });

  it('answers 404 for a private address too, in Turkish', async () => {
    const res = await t.app.inject({
      url: '/api/geo/',
      headers: { 'accept-language': 'tr' },
      remoteAddress: '192.168.1.20',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Konumunuz belirlenemedi.' });
  });
});

describe('reference data', () => {
  const { airports } = schema;

  it('has the airports, with Istanbul corrected', async () => {
    const db = t.database.db;
    const [ist] = await db.select().from(airports).where(eq(airports.code, 'IST'));
    expect(ist).toMatchObject({ name: 'İstanbul Havalimanı', countryCode: 'TR', cityTr: 'İstanbul' });
    const rows = await db
      .select()
      .from(airports)
      .where(inArray(airports.code, ['SAW', 'ISL', 'AYT', 'LHR']));
    expect(rows.map((r) => r.code).sort()).toEqual(['AYT', 'ISL', 'LHR', 'SAW']);
    expect(rows.find((r) => r.code === 'SAW')).toMatchObject({
      countryCode: 'TR',
      name: 'İstanbul Sabiha Gökçen Havalimanı',
    });
    expect(rows.find((r) => r.code === 'LHR')).toMatchObject({ countryCode: 'GB' });
    const [{ n }] = (await db.select({ n: count() }).from(airports)) as [{ n: number }];
    expect(n).toBeGreaterThan(4000);
  });

  it('loads idempotently: forcing a reload twice changes no counts or ids', async () => {
    const db = t.database.db;
    const tables = {
      countries: schema.countries,
      airports: schema.airports,
      airlines: schema.airlines,
      currencies: schema.currencies,
      faqs: schema.faqs,
      corporatePages: schema.corporatePages,
      branches: schema.branches,
      notifications: schema.notifications,
      i18nCatalogs: schema.i18nCatalogs,
    };
    const counts = async () => {
      const out: Record<string, number> = {};
      for (const [name, table] of Object.entries(tables)) {
        const [row] = await db.select({ n: count() }).from(table);
        out[name] = row?.n ?? -1;
      }
      return out;
    };
    const ids = async () => ({
      faqs: (await db.select({ id: schema.faqs.id }).from(schema.faqs).orderBy(schema.faqs.position)).map((r) => r.id),
      notifications: await db
        .select({ id: schema.notifications.id, createdAt: schema.notifications.createdAt })
        .from(schema.notifications)
        .orderBy(schema.notifications.id),
    });

    const before = await counts();
    const idsBefore = await ids();
    expect(before.airports).toBeGreaterThan(4000);
    expect(before.faqs).toBeGreaterThan(0);

    const first = await loadReferenceData(db, { force: true });
    const second = await loadReferenceData(db, { force: true });
    expect(first.loaded).toBe(true);
    expect(second.version).toBe(first.version);
    expect(await counts()).toEqual(before);
    expect(await ids()).toEqual(idsBefore);

    // Without force, an unchanged version loads nothing.
    expect(await loadReferenceData(db)).toEqual({ loaded: false, version: first.version });
  }, 60_000);
});
