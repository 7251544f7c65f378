import {
  branchListSchema,
  contactRequestSchema,
  contactResponseSchema,
  corporatePageListSchema,
  corporatePageSchema,
  faqListSchema,
  idParams,
} from '@yolcu/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { JsonCache, sendJson } from '../../lib/json-cache.js';
import { SUPPORT_EMAIL } from '../app-info/app-info.service.js';
import {
  contentVersion,
  getCorporatePage,
  listBranches,
  listCorporatePages,
  listFaqs,
  submitContact,
} from './content.service.js';

export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  // FAQ and pages change from the console (issue 40): their keys carry the newest revision's id,
  // read per request (one index lookup), so a change shows at once on every instance.
  const cache = new JsonCache();
  const tags = ['content'];

  app.get(
    '/faqs/',
    { schema: { tags, summary: 'FAQ, ordered for display', response: { 200: faqListSchema } } },
    async (req, reply) =>
      sendJson(
        req,
        reply,
        await cache.get(`faqs:${req.lang}:${await contentVersion(db)}`, async () => ({
          results: await listFaqs(db, req.lang),
        })),
      ),
  );

  app.get(
    '/content/corporate/',
    { schema: { tags, summary: 'Corporate pages', response: { 200: corporatePageListSchema } } },
    async (req, reply) =>
      sendJson(
        req,
        reply,
        await cache.get(`pages:${req.lang}:${await contentVersion(db)}`, async () => ({
          results: await listCorporatePages(db, req.lang),
        })),
      ),
  );

  app.get(
    '/content/corporate/:id/',
    { schema: { tags, summary: 'One corporate page', params: idParams, response: { 200: corporatePageSchema } } },
    async (req) => getCorporatePage(db, req.lang, req.params.id),
  );

  app.get(
    '/branches/',
    { schema: { tags, summary: 'Branches', response: { 200: branchListSchema } } },
    async (req, reply) =>
      sendJson(
        req,
        reply,
        await cache.get(`branches:${req.lang}`, async () => ({ results: await listBranches(db, req.lang) })),
      ),
  );

  app.post(
    '/contact/',
    {
      config: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
      schema: {
        tags,
        summary: 'Send a contact message',
        body: contactRequestSchema,
        response: { 201: contactResponseSchema },
      },
    },
    async (req, reply) => reply.code(201).send(await submitContact(db, app.mailer, req.lang, req.body, SUPPORT_EMAIL)),
  );
};
