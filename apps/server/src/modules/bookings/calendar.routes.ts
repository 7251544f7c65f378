import { bookingCodeParams } from '@yolcu/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../errors.js';
import { bookingByCode } from './bookings.service.js';
import { CALENDAR_FILENAME, calendarContentType } from './calendar-file.js';

/**
 * "Add to calendar" on a booking detail: the same `.ics` the confirmation mail attaches. Reached
 * like the detail itself, by the booking's own code (03 §12). A completed booking's events are
 * published; a cancelled one's are cancelled (03 §13); any other answers 404 as an unknown one does.
 */
export function bookingCalendarRoute(app: FastifyInstance, product: 'flight' | 'transfer') {
  const { db } = app.database;
  app.withTypeProvider<ZodTypeProvider>().get(
    `/${product}/booking/:unique_code/calendar/`,
    {
      schema: {
        tags: [`${product} booking`],
        summary: `The calendar file (text/calendar) of a completed ${product} booking; of a cancelled one, METHOD:CANCEL`,
        description: 'One event per flight leg, or the pick-up of a transfer, as attached to the confirmation mail.',
        params: bookingCodeParams,
      },
    },
    async (req, reply) => {
      const booking = await bookingByCode(db, req.params.unique_code, product);
      const fulfilment = app.products[product]?.fulfilment;
      const kept = booking?.status === 'completed' || booking?.status === 'cancelled';
      if (!kept || !booking.pnr || !fulfilment) throw AppError.notFound();
      const ics = await fulfilment.ics(db, booking, req.lang);
      return reply
        .header('content-type', calendarContentType(booking.status === 'cancelled'))
        .header('content-disposition', `attachment; filename="${CALENDAR_FILENAME}"`)
        .header('cache-control', 'private, no-store')
        .send(ics);
    },
  );
}
