import { idParams, notificationInfoSchema, notificationListSchema, pageQuery, noContentSchema } from '@yolcu/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listNotifications, markAllRead, markRead, unreadCount } from './notifications.service.js';

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const tags = ['notifications'];
  const readerOf = (req: { userId: number | null; deviceId: string | null }) => ({
    userId: req.userId,
    deviceId: req.deviceId,
  });

  app.get(
    '/notification/list/',
    {
      schema: {
        tags,
        summary: 'Broadcast and personal notifications, newest first',
        querystring: pageQuery,
        response: { 200: notificationListSchema },
      },
    },
    async (req) => {
      const { page, per_page } = req.query;
      const data = await listNotifications(db, req.lang, readerOf(req), page, per_page);
      const link = (p: number) => `${app.config.publicUrl}/api/notification/list/?page=${p}&per_page=${per_page}`;
      return {
        ...data,
        next: page * per_page < data.count ? link(page + 1) : null,
        previous: page > 1 ? link(page - 1) : null,
      };
    },
  );

  app.get(
    '/notification/info/',
    { schema: { tags, summary: 'Unread count', response: { 200: notificationInfoSchema } } },
    async (req) => ({
      unread_count: await unreadCount(db, readerOf(req)),
    }),
  );

  app.post(
    '/notification/:id/read/',
    { schema: { tags, summary: 'Mark one as read', params: idParams, response: { 204: noContentSchema } } },
    async (req, reply) => {
      await markRead(db, readerOf(req), req.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/notification/read-all/',
    { schema: { tags, summary: 'Mark all as read', response: { 204: noContentSchema } } },
    async (req, reply) => {
      await markAllRead(db, readerOf(req));
      return reply.code(204).send(null);
    },
  );
};
