import { adminAuditListSchema, adminAuditQuery } from '@yolcu/contract';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUDIT_PAGE, auditCsv, listAudit } from './audit.js';
import { pageLinks, staffRefusals, staffSecurity, tags } from './responses.js';
import { staffOf, staffOnly } from './staff-guard.js';

/** The audit log, read and exported by admins only (03 §20). */
export const adminAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const guard = staffOnly('admin');

  app.get(
    '/audit/',
    {
      preValidation: guard,
      schema: {
        tags,
        summary: 'Audit entries, newest first',
        security: staffSecurity,
        querystring: adminAuditQuery,
        response: { 200: adminAuditListSchema, ...staffRefusals },
      },
    },
    async (req) => {
      const { page, action, staff_id } = req.query;
      const list = await listAudit(db, { action, staffId: staff_id }, page);
      const base = `${app.config.publicUrl}/api/admin/audit/`;
      return { ...list, ...pageLinks(base, page, AUDIT_PAGE, list.count, { action, staff_id }) };
    },
  );
  app.get(
    '/audit/export/',
    {
      preValidation: guard,
      schema: {
        tags,
        summary: 'The audit log as CSV (oldest first)',
        security: staffSecurity,
        querystring: adminAuditQuery.omit({ page: true }),
        produces: ['text/csv'],
        response: { 200: z.string().describe('CSV (RFC 4180)'), ...staffRefusals },
      },
    },
    async (req, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="audit-log.csv"')
        .header('cache-control', 'no-store')
        .send(await auditCsv(db, staffOf(req), { action: req.query.action, staffId: req.query.staff_id })),
  );
};
