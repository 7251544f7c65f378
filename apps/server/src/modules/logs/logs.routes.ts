import { noContentSchema, sanitizeForLog, sanitizeText, uiLogRequestSchema } from '@yolcu/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { uiLogs } from '../../db/schema.js';

export const logRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/log/',
    {
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      bodyLimit: 256 * 1024,
      schema: {
        tags: ['app'],
        summary: 'UI event log (sensitive fields dropped again here)',
        body: uiLogRequestSchema,
        response: { 204: noContentSchema },
      },
    },
    async (req, reply) => {
      await app.database.db.insert(uiLogs).values(
        req.body.map((e) => ({
          eventState: e.event_state,
          eventName: sanitizeText(e.event_name, 100),
          explanation: sanitizeText(e.explanation),
          postData: e.post_data ? sanitizeForLog(e.post_data) : null,
          eventTime: new Date(e.event_time),
          pageName: sanitizeText(e.page_name, 200),
          deviceId: req.deviceId,
        })),
      );
      return reply.code(204).send(null);
    },
  );
};
