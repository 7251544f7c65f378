import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { bookingPassengers, bookings, tickets } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { handOver } from '../../mail/mailer.js';
import { queueMail } from '../../mail/outbox-sender.js';
import { audited } from './audit.js';
import type { StaffMember } from './staff-guard.js';

/**
 * The confirmation mail again (issue 40): drawn by the product's own fulfilment, as the settlement
 * drew it (PDF and `.ics` attached), queued in the outbox with the audit entry in one transaction,
 * then handed to the sender. Only a completed booking has a confirmation to send.
 */
export async function resendConfirmation(app: FastifyInstance, member: StaffMember, code: string) {
  const { db } = app.database;
  const [booking] = await db.select().from(bookings).where(eq(bookings.uniqueCode, code));
  if (!booking) throw AppError.notFound();
  if (booking.status !== 'completed') throw AppError.conflict('admin.not_completed');
  const fulfilment = app.products[booking.product as keyof typeof app.products]?.fulfilment;
  if (!fulfilment) throw AppError.notFound();
  const [passengers, issued] = await Promise.all([
    db
      .select()
      .from(bookingPassengers)
      .where(eq(bookingPassengers.bookingId, booking.id))
      .orderBy(bookingPassengers.position),
    db.select().from(tickets).where(eq(tickets.bookingId, booking.id)),
  ]);
  const message = await fulfilment.confirmationMail(db, booking, passengers, issued);
  const outboxId = await db.transaction(async (tx) => {
    const id = await queueMail(tx, message, app.mailer);
    await audited(
      tx,
      member,
      'booking.resend_confirmation',
      { type: 'booking', id: booking.id },
      { status: booking.status, pnr: booking.pnr },
      { status: booking.status, pnr: booking.pnr, mail_to: message.to, outbox_id: id },
    );
    return id;
  });
  await handOver(app.mailer, outboxId, message);
  return { detail: 'admin.confirmation_resent', to: message.to };
}
