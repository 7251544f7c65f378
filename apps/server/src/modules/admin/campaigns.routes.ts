import {
  adminBroadcastAnswerSchema,
  adminBroadcastSchema,
  adminCampaignAnswerSchema,
  adminCampaignSchema,
} from '@yolcu/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { broadcast } from './broadcasts.js';
import { createCampaign } from './campaigns.js';
import { staffRefusals, staffSecurity, tags } from './responses.js';
import { staffOf, staffOnly } from './staff-guard.js';

/** Coupon campaigns and broadcast notifications (issue 40): content and admin. */
export const adminCampaignRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  app.post(
    '/campaigns/',
    {
      preValidation: staffOnly('content'),
      schema: {
        tags,
        summary:
          'A coupon campaign: a code for everyone (value, expiry, usage limit) or coupons for chosen accounts (audited)',
        security: staffSecurity,
        body: adminCampaignSchema,
        response: { 201: adminCampaignAnswerSchema, ...staffRefusals },
      },
    },
    async (req, reply) => reply.code(201).send(await createCampaign(db, staffOf(req), req.body)),
  );
  app.post(
    '/broadcasts/',
    {
      preValidation: staffOnly('content'),
      schema: {
        tags,
        summary: 'A notification every user sees, guests included (audited)',
        security: staffSecurity,
        body: adminBroadcastSchema,
        response: { 201: adminBroadcastAnswerSchema, ...staffRefusals },
      },
    },
    async (req, reply) => reply.code(201).send(await broadcast(db, staffOf(req), req.body)),
  );
};
