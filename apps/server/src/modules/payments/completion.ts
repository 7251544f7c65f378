import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { isUniqueViolation, retryOnce } from '../../lib/db-retry.js';
import type { Db } from '../../db/client.js';
import { prepared, preparedPerCount, rowPlaceholders, rowValues } from '../../db/prepared.js';
import { answerOf, askedTogether, transaction } from '../../db/transaction.js';
import { bookings, coupons, notifications, payments, tickets } from '../../db/schema.js';
import { handOver, type Mailer, type MailMessage } from '../../mail/mailer.js';
import { queueMail } from '../../mail/outbox-sender.js';
import { newPnr, newTicketNumber } from '../bookings/booking-codes.js';
import { passengersOf } from '../bookings/bookings.service.js';
import { reportBookingOutcome } from '../../observability/booking-outcomes.js';
import type { BookingRow, Fulfilment, IssuedTicket, PassengerRow } from '../bookings/fulfilment.js';

/** Why completion could not take the booking through; the payment fails with this message. */
class CompletionRefused extends Error {
  constructor(readonly messageKey: string) {
    super(messageKey);
  }
}

/** Rolls the completion back when its payment turned out not to be authenticated: nothing to do. */
class NotAuthenticated extends Error {}

/** How often completion is run again when a new PNR or ticket number met one already issued. */
const CODE_ATTEMPTS = 8;

/**
 * Runs the completion transaction again when it hit a unique index: the PNR and ticket numbers are
 * random, so a collision (about one in a billion) is drawn again. A whole retry costs nothing
 * on the common path, where a savepoint per code cost three statements each time.
 */
async function withFreshCodes<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await retryOnce(run);
    } catch (err) {
      if (attempt >= CODE_ATTEMPTS || !isUniqueViolation(err)) throw err;
    }
  }
}

/** The payment states that are not over yet: waiting for the code, or authenticated and being decided. */
export const OPEN_PAYMENT_STATES = ['pending', 'authenticated'];

/**
 * Locks a payment's booking, then the payment: the one lock order of the booking core (pay, the
 * bank code, completion, failure), so two of them at once wait instead of deadlocking.
 */
export async function lockPayment(tx: Db, paymentId: number) {
  await lockBookingOf(tx, paymentId);
  const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
  return payment;
}

/** The first half of the lock order: the payment's booking. */
async function lockBookingOf(tx: Db, paymentId: number) {
  await tx
    .select({ id: bookings.id })
    .from(bookings)
    .innerJoin(payments, eq(payments.bookingId, bookings.id))
    .where(eq(payments.id, paymentId))
    .for('update', { of: bookings });
}

/** In the caller's transaction: an open payment and its pending booking fail with a message. */
export async function failLockedPayment(tx: Db, paymentId: number, messageKey: string) {
  const [p] = await tx
    .update(payments)
    .set({ status: 'failed', failureMessage: messageKey, finishedAt: new Date() })
    .where(and(eq(payments.id, paymentId), inArray(payments.status, OPEN_PAYMENT_STATES)))
    .returning({ bookingId: payments.bookingId });
  if (p) {
    const [failed] = await tx
      .update(bookings)
      .set({ status: 'failed', failureMessage: messageKey })
      .where(and(eq(bookings.id, p.bookingId), eq(bookings.status, 'pending')))
      .returning({ product: bookings.product });
    // Counted as the statement answers; its transaction commits right after, with nothing between.
    if (failed) reportBookingOutcome(failed.product, 'failed');
  }
  return Boolean(p);
}

/** Marks an open payment and its booking failed with a message (no-op when already finished). */
export async function failPayment(db: Db, paymentId: number, messageKey: string) {
  return retryOnce(() =>
    db.transaction(async (tx) => {
      await lockPayment(tx, paymentId);
      return failLockedPayment(tx, paymentId, messageKey);
    }),
  );
}

/**
 * A pending booking completed with its PNR, and marked as shown its finish page when `shown`; no
 * row when it is not pending (already completed, failed).
 */
const completeBooking = prepared('booking_complete', (db) =>
  db
    .update(bookings)
    .set({
      status: 'completed',
      completedAt: sql`${sql.placeholder('completedAt')}::timestamptz`,
      failureMessage: null,
      pnr: sql`${sql.placeholder('pnr')}`,
      // Set when the caller answers with the finish page (the bank code's POST).
      finishPageShownAt: sql`coalesce(${bookings.finishPageShownAt}, case when ${sql.placeholder('shown')}::boolean then now() end)`,
    })
    .where(and(eq(bookings.id, sql.placeholder('bookingId')), eq(bookings.status, 'pending')))
    .returning(),
);
/** A booking's tickets, one row per passenger and direction. */
const TICKET_FIELDS = ['passengerId', 'direction', 'ticketNumber'] as const;
const insertTickets = preparedPerCount('tickets_insert', (db, count) =>
  db
    .insert(tickets)
    .values(rowPlaceholders(TICKET_FIELDS, count).map((row) => ({ ...row, bookingId: sql.placeholder('bookingId') }))),
);
/** An authenticated payment completed; no row when it is not authenticated (failed, lapsed, replaced). */
const completeAuthenticated = prepared('payment_complete', (db) =>
  db
    .update(payments)
    .set({ status: 'completed', finishedAt: sql`${sql.placeholder('finishedAt')}::timestamptz` })
    .where(and(eq(payments.id, sql.placeholder('paymentId')), eq(payments.status, 'authenticated')))
    .returning({ id: payments.id }),
);

/** A signed-in owner's coupon spent by the booking; null when it has none, no row when it cannot be spent. */
const spendCoupon = (tx: Db, booking: BookingRow) =>
  booking.couponId === null
    ? null
    : tx
        .update(coupons)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(coupons.id, booking.couponId),
            isNull(coupons.usedAt),
            booking.userId === null ? sql`false` : eq(coupons.userId, booking.userId),
          ),
        )
        .returning({ id: coupons.id })
        .execute();

/** A payment's booking as its caller read it, with its passengers when they were read too. */
export interface KnownBooking {
  booking: BookingRow;
  passengers?: PassengerRow[];
}

/** What completion will write, drawn before any lock is taken: the booking as completed, its codes and its mail. */
interface Confirmation {
  booking: BookingRow;
  fulfilment: Fulfilment;
  issued: IssuedTicket[];
  message: MailMessage;
}

/** The booking of a payment that is authenticated; undefined otherwise. */
async function authenticatedBooking(db: Db, paymentId: number): Promise<BookingRow | undefined> {
  const [row] = await db
    .select({ booking: bookings })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'authenticated')));
  return row?.booking;
}

/**
 * The confirmation of an authenticated payment, written before the transaction: its PDF and mail
 * take milliseconds that the booking's lock (and, on the embedded database, every other query)
 * would otherwise wait for. Null when the payment is not authenticated (nothing to complete). What
 * it reads cannot change under it unseen: a new pay of the booking supersedes this payment in the
 * same transaction as it rewrites the booking, so the completion then finds the payment failed.
 */
async function draftConfirmation(
  db: Db,
  fulfilments: Record<string, Fulfilment>,
  paymentId: number,
  known: KnownBooking | undefined,
): Promise<Confirmation | null> {
  const current = known?.booking ?? (await authenticatedBooking(db, paymentId));
  if (!current) return null;
  const fulfilment = fulfilments[current.product];
  if (!fulfilment) throw new Error(`no fulfilment for ${current.product}`);
  const booking: BookingRow = {
    ...current,
    status: 'completed',
    completedAt: new Date(),
    failureMessage: null,
    pnr: newPnr(),
  };
  const passengers = known?.passengers ?? (await passengersOf(db, booking.id));
  const issued: IssuedTicket[] = fulfilment.ticketPlan(booking, passengers).map((plan) => ({
    passengerId: plan.passengerId,
    direction: plan.direction,
    ticketNumber: newTicketNumber(plan.prefix),
  }));
  const message = await fulfilment.confirmationMail(db, booking, passengers, issued);
  return { booking, fulfilment, issued, message };
}

/**
 * The one place a booking becomes real (DESIGN "The booking core"). The confirmation (codes, PDF,
 * mail) is drawn first; then in one transaction: the payment moves authenticated → completed with
 * a conditional update (the caller that gets the row does the work; every other caller, concurrent
 * or repeated after a crash, finds it done), the booking moves pending → completed with its PNR,
 * the product takes its seats or vehicle, the tickets are issued, the coupon is spent, and the
 * confirmation mail and notification are written. The mail leaves after commit, from the outbox.
 * `known` is the payment's booking (and its passengers) as the caller read it when the payment was
 * open, which saves reading it again: any change to a booking fails its open payment in the same
 * transaction, so a payment still authenticated in the transaction below proves that `known` is
 * still the booking.
 * `finishPageShown` says the caller answers with the booking's finish page. Answers the completed
 * booking, or null when this call did not complete it.
 */
export async function completePayment(
  db: Db,
  mailer: Mailer,
  fulfilments: Record<string, Fulfilment>,
  paymentId: number,
  known?: KnownBooking,
  finishPageShown = false,
): Promise<BookingRow | null> {
  let queued: { outboxId: number; message: MailMessage; booking: BookingRow } | null = null;
  try {
    queued = await withFreshCodes(async () => {
      const draft = await draftConfirmation(db, fulfilments, paymentId, known);
      if (!draft) return null;
      const { booking: drafted, fulfilment, issued, message } = draft;
      return transaction(db, async (tx) => {
        // Statements are asked for in two batches (one round trip each, `db/transaction.ts`), with
        // what each writes known from the draft. First the booking's lock, then the payment's (the
        // one lock order), each taken by its conditional update.
        const [completed, paid] = await askedTogether(
          tx,
          () =>
            [
              completeBooking(tx).execute({
                bookingId: drafted.id,
                completedAt: drafted.completedAt!.toISOString(),
                pnr: drafted.pnr,
                shown: finishPageShown,
              }),
              completeAuthenticated(tx).execute({ paymentId, finishedAt: new Date().toISOString() }),
            ] as const,
        );
        const [booking] = answerOf(completed);
        const [payment] = answerOf(paid);
        // Only an authenticated payment completes: a code that came too late (the tries were spent,
        // the payment lapsed or was replaced, another caller completed it) finds it failed or done,
        // and the booking's update is undone. Only then are seats touched: the late callers of a
        // completed payment never queue on its flight's seats.
        if (!payment) throw new NotAuthenticated();
        if (!booking) throw new CompletionRefused('pay.already_booked');
        // Then the rest at once, judged in the order asked; a refusal rolls everything back.
        const answers = await askedTogether(
          tx,
          () =>
            [
              fulfilment.take(tx, booking),
              spendCoupon(tx, booking),
              issued.length > 0
                ? insertTickets(tx, issued.length).execute({
                    bookingId: booking.id,
                    ...rowValues(TICKET_FIELDS, issued),
                  })
                : null,
              queueMail(tx, message, mailer),
              booking.userId === null
                ? null
                : tx
                    .insert(notifications)
                    .values({ userId: booking.userId, ...fulfilment.notification(booking) })
                    .execute(),
            ] as const,
        );
        if (!answerOf(answers[0])) throw new CompletionRefused('pay.sold_out');
        if (answerOf(answers[1])?.length === 0) throw new CompletionRefused('pay.coupon_invalid');
        answerOf(answers[2]);
        const outboxId = answerOf(answers[3]);
        answerOf(answers[4]);
        return { outboxId, message, booking };
      });
    });
  } catch (err) {
    if (err instanceof NotAuthenticated) return null;
    if (!(err instanceof CompletionRefused)) throw err;
    // Nothing of the transaction stays: no seats, no PNR. The bank's authorisation is never captured.
    await failPayment(db, paymentId, err.messageKey);
    return null;
  }
  if (!queued) return null;
  reportBookingOutcome(queued.booking.product, 'completed');
  await fulfilments[queued.booking.product]?.inventoryChanged?.(db, queued.booking);
  await handOver(mailer, queued.outboxId, queued.message);
  return queued.booking;
}
