import { sessionParams } from '@yolcu/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../errors.js';
import { bookingBySession } from './bookings.service.js';

/**
 * "Add to calendar" on a booking detail: the same `.ics` the confirmation mail attaches. Reached
 * like the detail itself, by the booking's session_unique (the guest's capability, 03 §6); only a
 * completed booking has times to keep, so any other answers 404 as an unknown one does.
 */
export function bookingCalendarRoute(app: FastifyInstance, product: 'flight' | 'transfer') {
  const { db } = app.database;
  app.withTypeProvider<ZodTypeProvider>().get(
    `/${product}/booking/:session_unique/calendar/`,
    {
      schema: {
        tags: [`${product} booking`],
        summary: `The calendar file (text/calendar) of a completed ${product} booking`,
        description: 'One event per flight leg, or the pick-up of a transfer, as attached to the confirmation mail.',
        params: sessionParams,
      },
    },
    async (req, reply) => {
      const booking = await bookingBySession(db, req.params.session_unique, product);
      const fulfilment = app.products[product]?.fulfilment;
      if (booking?.status !== 'completed' || !booking.pnr || !fulfilment) throw AppError.notFound();
      const ics = await fulfilment.ics(db, booking, req.lang);
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="yolcu-${booking.pnr}.ics"`)
        .header('cache-control', 'private, no-store')
        .send(ics);
    },
  );
}
