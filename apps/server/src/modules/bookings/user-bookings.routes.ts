import { pagedListOf, pageQuery, userTransferBookingSchema } from '@yolcu/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../auth/auth.plugin.js';
import { userBookings } from './bookings.service.js';

/** Transfer bookings keep these in their snapshot (the transfer booking issue writes them). */
interface TransferListSnapshot {
  departure_datetime?: string;
  departure_location?: { name: string };
  arrival_location?: { name: string };
}

/** GET /api/user/transfer/bookings/: the signed-in user's transfer bookings, newest first (02 §3). */
export const userTransferBookingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user/transfer/bookings/',
    {
      schema: {
        tags: ['transfer booking'],
        summary: "The signed-in user's transfer bookings, newest first",
        querystring: pageQuery,
        response: { 200: pagedListOf(userTransferBookingSchema) },
      },
    },
    async (req) => {
      const userId = requireUser(req);
      const { page, per_page } = req.query;
      const { count, rows } = await userBookings(app.database.db, userId, 'transfer', page, per_page);
      const link = (p: number) => `${app.config.publicUrl}/api/user/transfer/bookings/?page=${p}&per_page=${per_page}`;
      return {
        count,
        next: page * per_page < count ? link(page + 1) : null,
        previous: page > 1 ? link(page - 1) : null,
        results: rows.map((b) => {
          const s = b.snapshot as TransferListSnapshot;
          return {
            info: {
              unique_code: b.uniqueCode,
              pnr_code: b.pnr,
              departure_datetime: s.departure_datetime ?? '',
              status: b.status as 'completed' | 'cancelled',
            },
            departure_location: { name: s.departure_location?.name ?? '' },
            arrival_location: { name: s.arrival_location?.name ?? '' },
            price: { total: b.total },
          };
        }),
      };
    },
  );
};
