import { bookingCodeParams, detailErrorSchema } from '@yolcu/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../errors.js';
import { bookingByCode } from './bookings.service.js';
import { documentFilename } from './pdf-document.js';

/**
 * "Download e-ticket" (03 §14): the booking's PDF, the one its confirmation mail attaches, in the
 * booking's language. Reached like the detail, by the booking's own code; a booking without
 * tickets (pending, failed) answers 404 as an unknown one does. A cancelled one says so on top.
 */
export function bookingDocumentRoute(app: FastifyInstance, product: 'flight' | 'transfer') {
  const { db } = app.database;
  app.withTypeProvider<ZodTypeProvider>().get(
    `/${product}/booking/:unique_code/document/`,
    {
      schema: {
        tags: [`${product} booking`],
        summary: product === 'flight' ? 'The e-ticket as a PDF' : 'The transfer voucher as a PDF',
        description: 'application/pdf, in the booking language, as attached to the confirmation mail.',
        params: bookingCodeParams,
        response: { 404: detailErrorSchema },
      },
    },
    async (req, reply) => {
      const booking = await bookingByCode(db, req.params.unique_code, product);
      const fulfilment = app.products[product]?.fulfilment;
      const issued = booking?.status === 'completed' || booking?.status === 'cancelled';
      if (!issued || !booking.pnr || !fulfilment) throw AppError.notFound();
      const pdf = await fulfilment.document(db, booking);
      const name = documentFilename(booking.pnr, product, booking.language === 'en' ? 'en' : 'tr');
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf as never);
    },
  );
}
