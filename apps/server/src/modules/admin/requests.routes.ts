import {
  adminReplySchema,
  adminRequestListSchema,
  adminRequestSchema,
  adminRequestStatusSchema,
  adminRequestsQuery,
  detailErrorSchema,
  idParams,
} from '@yolcu/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listRequests, getRequest, REQUESTS_PAGE, replyToRequest, setRequestStatus } from './requests.js';
import { pageLinks, staffRefusals, staffSecurity, tags } from './responses.js';
import { staffOf, staffOnly } from './staff-guard.js';

/** The requests inbox: contact messages, answered by mail (support, 03 §20). */
export const adminRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const guard = staffOnly('support');

  app.get(
    '/requests/',
    {
      preValidation: guard,
      schema: {
        tags,
        summary: 'Contact messages, newest first, by status',
        security: staffSecurity,
        querystring: adminRequestsQuery,
        response: { 200: adminRequestListSchema, ...staffRefusals },
      },
    },
    async (req) => {
      const { status, page } = req.query;
      const list = await listRequests(db, status, page);
      const base = `${app.config.publicUrl}/api/admin/requests/`;
      return { ...list, ...pageLinks(base, page, REQUESTS_PAGE, list.count, { status }) };
    },
  );
  app.get(
    '/requests/:id/',
    {
      preValidation: guard,
      schema: {
        tags,
        summary: 'A contact message with the bookings of its address',
        security: staffSecurity,
        params: idParams,
        response: { 200: adminRequestSchema, ...staffRefusals },
      },
    },
    async (req) => getRequest(db, req.params.id),
  );
  app.post(
    '/requests/:id/reply/',
    {
      preValidation: guard,
      schema: {
        tags,
        summary: 'Answer by mail; the message becomes answered (audited)',
        security: staffSecurity,
        params: idParams,
        body: adminReplySchema,
        response: { 200: adminRequestSchema, 409: detailErrorSchema, ...staffRefusals },
      },
    },
    async (req) => replyToRequest(app, staffOf(req), req.params.id, req.body.message),
  );
  app.put(
    '/requests/:id/',
    {
      preValidation: guard,
      schema: {
        tags,
        summary: 'Close or reopen a message (audited)',
        security: staffSecurity,
        params: idParams,
        body: adminRequestStatusSchema,
        response: { 200: adminRequestSchema, ...staffRefusals },
      },
    },
    async (req) => setRequestStatus(db, staffOf(req), req.params.id, req.body.status),
  );
};
