import {
  adminSetupLinkSchema,
  adminStaffInviteSchema,
  adminStaffListSchema,
  adminStaffMemberSchema,
  adminStaffUpdateSchema,
  detailErrorSchema,
  idParams,
} from '@yolcu/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffRefusals, staffSecurity, tags } from './responses.js';
import { createStaff } from './staff-accounts.js';
import { staffOf, staffOnly } from './staff-guard.js';
import { listStaff, newSetupLink, updateStaff } from './staff-management.js';

/** Staff management, for admins only (03 §20: "admin (all, and staff)"); every change audited. */
export const adminStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const guard = staffOnly('admin');
  const actor = (req: Parameters<typeof staffOf>[0]) => {
    const me = staffOf(req);
    return { id: me.id, email: me.email };
  };

  app.get(
    '/staff/',
    {
      preValidation: guard,
      schema: {
        tags,
        summary: 'Every member of staff with their role and state',
        security: staffSecurity,
        response: { 200: adminStaffListSchema, ...staffRefusals },
      },
    },
    async () => ({ results: await listStaff(db) }),
  );
  app.post(
    '/staff/',
    {
      preValidation: guard,
      schema: {
        tags,
        summary: 'Invite a member of staff: their one-time set-up link, shown once (audited)',
        security: staffSecurity,
        body: adminStaffInviteSchema,
        response: { 201: adminSetupLinkSchema, 409: detailErrorSchema, ...staffRefusals },
      },
    },
    async (req, reply) => {
      const made = await createStaff(db, req.body.email, req.body.role, app.config.publicUrl, actor(req));
      return reply.code(201).send({ id: made.id, link: made.link, expires_at: made.expiresAt.toISOString() });
    },
  );
  app.put(
    '/staff/:id/',
    {
      preValidation: guard,
      schema: {
        tags,
        summary: "Change a member's role, or disable or enable their account; not one's own (audited)",
        security: staffSecurity,
        params: idParams,
        body: adminStaffUpdateSchema,
        response: { 200: adminStaffMemberSchema, 404: detailErrorSchema, ...staffRefusals },
      },
    },
    async (req) => updateStaff(db, actor(req), req.params.id, req.body),
  );
  app.post(
    '/staff/:id/setup-link/',
    {
      preValidation: guard,
      schema: {
        tags,
        summary: 'A new one-time set-up link for a member; their sessions end (audited)',
        security: staffSecurity,
        params: idParams,
        response: { 200: adminSetupLinkSchema, 404: detailErrorSchema, ...staffRefusals },
      },
    },
    async (req) => newSetupLink(db, actor(req), req.params.id, app.config.publicUrl),
  );
};
