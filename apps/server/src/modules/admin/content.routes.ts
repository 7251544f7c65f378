import {
  adminContentHistorySchema,
  adminContentItemSchema,
  adminContentListSchema,
  adminFaqWriteSchema,
  adminPageWriteSchema,
  contentKeyParams,
  detailErrorSchema,
} from '@yolcu/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ContentKind } from '../content/content.service.js';
import { contentHistory, listContent, writeContent } from './content.js';
import { staffRefusals, staffSecurity, tags } from './responses.js';
import { staffOf, staffOnly } from './staff-guard.js';

/** FAQ and corporate pages changed live, with their history (issue 40): content and admin. */
export const adminContentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const kinds = [
    { kind: 'faq' as ContentKind, path: 'faqs', name: 'FAQ', body: adminFaqWriteSchema },
    { kind: 'page' as ContentKind, path: 'pages', name: 'corporate page', body: adminPageWriteSchema },
  ];
  for (const { kind, path, name, body } of kinds) {
    app.get(
      `/content/${path}/`,
      {
        preValidation: staffOnly('content'),
        schema: {
          tags,
          summary: `Every ${name} as live now, with the revision that wrote it`,
          security: staffSecurity,
          response: { 200: adminContentListSchema, ...staffRefusals },
        },
      },
      async () => ({ results: await listContent(db, kind) }),
    );
    app.put(
      `/content/${path}/:key/`,
      {
        preValidation: staffOnly('content'),
        schema: {
          tags,
          summary: `A new revision of a ${name}, live at once (HTML sanitised; audited)`,
          security: staffSecurity,
          params: contentKeyParams,
          body,
          response: {
            200: adminContentItemSchema,
            404: detailErrorSchema,
            ...staffRefusals,
          },
        },
      },
      async (req) => writeContent(db, staffOf(req), kind, req.params.key, req.body),
    );
    app.get(
      `/content/${path}/:key/history/`,
      {
        preValidation: staffOnly('content'),
        schema: {
          tags,
          summary: `A ${name}'s revisions, newest (live) first`,
          security: staffSecurity,
          params: contentKeyParams,
          response: { 200: adminContentHistorySchema, 404: detailErrorSchema, ...staffRefusals },
        },
      },
      async (req) => contentHistory(db, kind, req.params.key),
    );
  }
};
