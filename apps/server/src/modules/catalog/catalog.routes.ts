import {
  CURRENCIES,
  catalogParams,
  catalogResponseSchema,
  countryListSchema,
  currencyParams,
  currencyResponseSchema,
  holidaysQuery,
  holidaysResponseSchema,
  type Language,
} from '@yolcu/contract';
import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { countries, currencies } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { catalogs, resolveLanguage } from '../../lib/i18n.js';
import { JsonCache, sendJson } from '../../lib/json-cache.js';
import { holidaysOf } from './holidays.js';

const countryQuery = z.object({ page_size: z.coerce.number().int().min(1).max(1000).optional() });

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const cache = new JsonCache();

  app.get(
    '/countries/',
    {
      schema: {
        tags: ['reference'],
        summary: 'All countries with calling codes, names in the request language',
        // page_size is accepted for the 01 §7 client (1000); the whole list always fits one page.
        querystring: countryQuery,
        response: { 200: countryListSchema },
      },
    },
    async (req, reply) => {
      const body = await cache.get(`countries:${req.lang}`, async () => {
        const nameCol = req.lang === 'tr' ? countries.nameTr : countries.nameEn;
        const rows = await db
          .select({ id: countries.id, code: countries.code, name: nameCol, phone_code: countries.phoneCode })
          .from(countries)
          .orderBy(asc(nameCol));
        return { results: sortByLocale(rows, req.lang) };
      });
      return sendJson(req, reply, body);
    },
  );

  app.get(
    '/currency/:code/',
    {
      schema: {
        tags: ['reference'],
        summary: 'A currency with its selling rate in TRY',
        params: currencyParams,
        response: { 200: currencyResponseSchema },
      },
    },
    async (req) => {
      const code = CURRENCIES.find((c) => c === req.params.code);
      const [row] = code ? await db.select().from(currencies).where(eq(currencies.code, code)) : [];
      if (!code || !row) throw AppError.notFound();
      return { code, icon: row.icon, name: req.lang === 'tr' ? row.nameTr : row.nameEn, value: row.value };
    },
  );

  app.get(
    '/i18n/catalog/f7/:language/',
    {
      schema: {
        tags: ['reference'],
        summary: 'Translation catalogue; unknown languages fall back to en',
        params: catalogParams,
        response: { 200: catalogResponseSchema },
      },
    },
    async (req, reply) => {
      const language = resolveLanguage(req.params.language);
      const body = await cache.get(`catalog:${language}`, async () => {
        const c = catalogs[language];
        return { language, locale_version: c.version, catalog: c.catalog };
      });
      return sendJson(req, reply, body);
    },
  );

  app.get(
    '/holidays/',
    {
      schema: {
        tags: ['reference'],
        summary: "Turkey's holidays of a year in three groups",
        querystring: holidaysQuery,
        response: { 200: holidaysResponseSchema },
      },
    },
    async (req) => ({ results: holidaysOf(req.query.year, req.lang) }),
  );
};

const collators: Record<Language, Intl.Collator> = { tr: new Intl.Collator('tr'), en: new Intl.Collator('en') };
/** Turkish order puts Ç after C and İ after I, which SQL's default collation does not. */
function sortByLocale<T extends { name: string }>(rows: T[], lang: Language): T[] {
  return rows.sort((a, b) => collators[lang].compare(a.name, b.name));
}
