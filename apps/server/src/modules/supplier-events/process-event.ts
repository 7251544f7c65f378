import { and, asc, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { bookings, notifications, supplierEvents } from '../../db/schema.js';
import { transaction } from '../../db/transaction.js';
import type { SupplierEvent } from '../../integrations/orders.js';
import { handOver, type Mailer, type MailMessage } from '../../mail/mailer.js';
import { queueMail } from '../../mail/outbox-sender.js';
import { supplierNoticeMail } from '../../mail/supplier-notice-mail.js';
import { passengersOf } from '../bookings/bookings.service.js';
import type { BookingRow } from '../bookings/fulfilment.js';
import { snapshotOf } from '../flights/flight-fulfilment.js';
import { isOvertaken, noticeOf, type StoredNotice } from './notice.js';
import { noticeMailContent, noticeNotification } from './notice-text.js';
import { type MovedLeg, withScheduleChange } from './schedule-change.js';

export interface SupplierEventContext {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  log: FastifyBaseLogger;
}

/**
 * The booking is not ready for the event yet: its order's answer has not been written (the event
 * outran it), or it is still being confirmed (its confirmation mail must come first). The
 * transaction rolls back, the event stays unprocessed, and its job tries again later.
 */
export class EventNotReady extends Error {}

/** What processing an event did: nothing new, kept without a change, or written to the booking. */
export type EventOutcome = 'already_processed' | 'not_applied' | 'applied';

/**
 * 03 §17: one supplier event, in one transaction. The event is claimed with a conditional update
 * (whoever sets `processed_at` does the work: a second run, or a job run twice, finds it done),
 * the booking is locked, and a change newer than the booking's notice is written (a flight's legs
 * take their new times) with the traveller's mail and, for a signed-in owner, a notification. An
 * older event, or one for a booking no longer travelling, is processed without changing anything.
 * The booking's status never changes here: the traveller decides, through the cancellation flow.
 */
export async function processSupplierEvent(ctx: SupplierEventContext, eventId: string): Promise<EventOutcome> {
  type Done = { outcome: EventOutcome; mail?: { outboxId: number; message: MailMessage } };
  const done = await transaction(ctx.db, async (tx): Promise<Done> => {
    const [row] = await tx
      .update(supplierEvents)
      .set({ processedAt: new Date() })
      .where(and(eq(supplierEvents.id, eventId), isNull(supplierEvents.processedAt)))
      .returning();
    if (!row) return { outcome: 'already_processed' };
    const event = row.payload as unknown as SupplierEvent;
    const [booking] = await tx
      .select()
      .from(bookings)
      .where(eq(bookings.supplierOrderRef, row.orderRef))
      .orderBy(asc(bookings.id))
      .limit(1)
      .for('update');
    if (!booking || booking.status === 'confirming') throw new EventNotReady(`supplier event ${eventId} not ready`);
    // Failed or cancelled here: nobody travels on it any more, so nothing is written or told.
    if (booking.status !== 'completed') return { outcome: 'not_applied' };
    if (isOvertaken(event, noticeOf(booking))) return { outcome: 'not_applied' };

    const change = changeOf(booking, event);
    // A schedule change naming no leg this booking has tells the traveller nothing.
    if (!change) {
      ctx.log.warn({ eventId }, 'supplier event names no leg of its booking; kept, not applied');
      return { outcome: 'not_applied' };
    }
    const updated: BookingRow = { ...booking, snapshot: change.snapshot, supplierNotice: change.notice };
    await tx
      .update(bookings)
      .set({ snapshot: change.snapshot, supplierNotice: change.notice })
      .where(eq(bookings.id, booking.id));
    const [first] = await passengersOf(tx, booking.id);
    const product = booking.product === 'transfer' ? 'transfer' : 'flight';
    const link = `${ctx.publicUrl}/${product}/booking/detail/${encodeURIComponent(booking.uniqueCode)}`;
    const message = await supplierNoticeMail(
      updated.language === 'en' ? 'en' : 'tr',
      noticeMailContent(updated, event, change.moved, first?.name ?? '', link),
    );
    const outboxId = await queueMail(tx, message, ctx.mailer);
    if (booking.userId !== null)
      await tx
        .insert(notifications)
        .values({
          // One per event and owner, whatever happens to the run that wrote it.
          key: `supplier-event:${eventId}`,
          userId: booking.userId,
          ...noticeNotification(updated, event, change.moved),
        })
        .onConflictDoNothing({ target: notifications.key });
    return { outcome: 'applied', mail: { outboxId, message } };
  });
  if (done.mail) await handOver(ctx.mailer, done.mail.outboxId, done.mail.message);
  return done.outcome;
}

/**
 * The booking's new snapshot and notice: a flight's schedule change rewrites the legs it names (the
 * transfer suggestions are drawn from them, so they move too); a transfer keeps its ride as booked
 * and shows the new pick-up in the notice; a cancellation only sets the notice.
 */
function changeOf(booking: BookingRow, event: SupplierEvent) {
  const base: StoredNotice = { type: event.type, occurred_at: event.occurredAt, event_id: event.id };
  if (event.type === 'cancelled' || !event.legs)
    return { snapshot: booking.snapshot, notice: base, moved: [] as MovedLeg[] };
  const legs = event.legs.map(({ departs_at: _instant, ...times }) => times);
  if (booking.product !== 'flight') return { snapshot: booking.snapshot, notice: { ...base, legs }, moved: [] };
  const { snapshot, moved } = withScheduleChange(snapshotOf(booking), event.legs);
  if (moved.length === 0) return null;
  const known = legs.filter((l) => moved.some((m) => m.direction === l.direction && m.leg === l.leg));
  return {
    snapshot: snapshot as unknown as BookingRow['snapshot'],
    notice: { ...base, legs: known },
    moved,
  };
}
