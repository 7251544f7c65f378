import { APP_VERSION, appInfoSchema } from '@yolcu/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { JsonCache, sendJson } from '../../lib/json-cache.js';
import { buildAppInfo } from './app-info.service.js';

export const appInfoRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = new JsonCache();
  app.get(
    '/mobile/info/',
    { schema: { tags: ['app'], summary: 'App info, constants and locale versions', response: { 200: appInfoSchema } } },
    async (req, reply) => {
      const header = String(req.headers['x-app-version'] ?? '');
      const version = /^\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(header) ? header : APP_VERSION;
      const body = await cache.get(`${req.lang}:${version}`, () =>
        buildAppInfo(app.database.db, req.lang, version, app.config.publicUrl, app.config.socialLinks),
      );
      return sendJson(req, reply, body);
    },
  );
};
