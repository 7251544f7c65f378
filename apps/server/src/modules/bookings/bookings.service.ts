import { randomBytes } from 'node:crypto';
import { foldText } from '@yolcu/contract';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bookingPassengers, bookings, coupons, payments } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import type { Bank, CardDetails } from '../../integrations/bank/bank.js';
import type { BookingRow } from './fulfilment.js';

export interface PassengerInput {
  paxType: string;
  name: string;
  surname: string;
  gender: string | null;
  citizenNumber: string | null;
  birthDate: string | null;
  nationalityId: number | null;
  passport: string | null;
  passportExpiryDate: string | null;
}

export interface PaymentRequest {
  product: 'flight' | 'transfer';
  sessionUnique: string;
  userId: number | null;
  language: string;
  contact: { email: string; phoneCode: string; phone: string };
  snapshot: Record<string, unknown>;
  /** Price before the coupon, TRY. */
  price: number;
  coupon: { id: number; value: number } | null;
  bill: Record<string, unknown> | null;
  passengers: PassengerInput[];
  card: CardDetails;
  cardBrand: string | null;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** A signed-in user's coupon that may be spent now: theirs, unused and not expired (03 §4). */
export async function usableCoupon(db: Db, userId: number | null, couponId: number | null, today: string) {
  if (couponId === null) return null;
  if (userId === null) return undefined;
  const [row] = await db
    .select()
    .from(coupons)
    .where(and(eq(coupons.id, couponId), eq(coupons.userId, userId)));
  if (!row || row.usedAt || row.expiresOn < today) return undefined;
  return { id: row.id, value: row.value };
}

/**
 * Opens a payment: the booking (one per search session) is written or rewritten as pending with its
 * passengers, any earlier unfinished payment of it is closed, and the bank opens its 3-D Secure
 * challenge, all in one transaction. Answers null when the session's booking is already completed.
 */
export async function openPayment(
  db: Db,
  bank: Bank,
  req: PaymentRequest,
): Promise<{ reference: string; amount: number } | null> {
  const discount = req.coupon ? Math.min(req.coupon.value, req.price) : 0;
  const amount = round2(Math.max(0, req.price - discount));
  const digits = req.card.number.replace(/\D/g, '');
  const reference = randomBytes(24).toString('base64url');
  const values = {
    product: req.product,
    sessionUnique: req.sessionUnique,
    userId: req.userId,
    status: 'pending',
    email: req.contact.email,
    phoneCode: req.contact.phoneCode,
    phone: req.contact.phone,
    language: req.language,
    snapshot: req.snapshot,
    total: amount,
    discount: round2(discount),
    couponId: req.coupon?.id ?? null,
    bill: req.bill,
    failureMessage: null,
    finishPageShownAt: null,
  };
  return db.transaction(async (tx) => {
    // A completed booking is never rewritten: the conditional upsert answers no row for it.
    const [booking] = await tx
      .insert(bookings)
      .values(values)
      .onConflictDoUpdate({ target: bookings.sessionUnique, set: values, where: ne(bookings.status, 'completed') })
      .returning({ id: bookings.id });
    if (!booking) return null;
    await tx.delete(bookingPassengers).where(eq(bookingPassengers.bookingId, booking.id));
    await tx
      .insert(bookingPassengers)
      .values(req.passengers.map((p, position) => ({ ...p, bookingId: booking.id, position })));
    await tx
      .update(payments)
      .set({ status: 'failed', failureMessage: 'pay.superseded', finishedAt: new Date() })
      .where(and(eq(payments.bookingId, booking.id), eq(payments.status, 'pending')));
    await tx.insert(payments).values({
      reference,
      bookingId: booking.id,
      amount,
      cardBrand: req.cardBrand,
      cardLast4: digits.slice(-4),
      cardExpiry: req.card.expiry,
    });
    await bank.openChallenge(tx, { reference, amount, card: req.card });
    return { reference, amount };
  });
}

export async function bookingBySession(
  db: Db,
  sessionUnique: string,
  product: string,
): Promise<BookingRow | undefined> {
  const [row] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.sessionUnique, sessionUnique), eq(bookings.product, product)));
  return row;
}

export async function passengersOf(db: Db, bookingId: number) {
  return db
    .select()
    .from(bookingPassengers)
    .where(eq(bookingPassengers.bookingId, bookingId))
    .orderBy(bookingPassengers.position);
}

/** The reservation check of 02 §4 / 03 §7. */
export function bookingInfo(booking: BookingRow | undefined, translate: (key: string) => string) {
  if (!booking) return { do_reservation: false, finish_page_showed: false, status: 'pending' as const };
  const status = booking.status as 'pending' | 'completed' | 'failed' | 'cancelled';
  return {
    do_reservation: status === 'completed',
    finish_page_showed: booking.finishPageShownAt !== null,
    status,
    ...(status === 'failed' ? { message: translate(booking.failureMessage ?? 'pay.failed') } : {}),
  };
}

/**
 * PNR inquiry (03 §7): a completed booking of the product with this PNR and a passenger of this
 * surname, case and Turkish letters folded. A flight PNR is not found by the transfer inquiry.
 */
export async function checkPnr(db: Db, product: string, pnr: string, surname: string) {
  const [booking] = await db
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.pnr, foldText(pnr).toUpperCase()),
        eq(bookings.product, product),
        eq(bookings.status, 'completed'),
      ),
    );
  if (booking) {
    const wanted = foldText(surname);
    if ((await passengersOf(db, booking.id)).some((p) => foldText(p.surname) === wanted))
      return { session_unique: booking.sessionUnique };
  }
  throw AppError.notFound('pnr.not_found');
}

/** A user's bookings of a product, newest first, one page. Only completed bookings are tickets. */
export async function userBookings(db: Db, userId: number, product: string, page: number, perPage: number) {
  const where = and(eq(bookings.userId, userId), eq(bookings.product, product), eq(bookings.status, 'completed'));
  const [total] = await db.select({ n: sql<number>`count(*)::int` }).from(bookings).where(where);
  const rows = await db
    .select()
    .from(bookings)
    .where(where)
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  return { count: Number(total?.n ?? 0), rows };
}
