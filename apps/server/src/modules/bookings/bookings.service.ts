import { randomBytes } from 'node:crypto';
import { round2 } from '../../lib/money.js';
import { foldText } from '@yolcu/contract';
import { and, desc, eq, getTableColumns, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { jsonOrNull, prepared, preparedPerCount, preparedSql, rowPlaceholders, rowValues } from '../../db/prepared.js';
import { bookingPassengers, bookings, coupons, payments } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import type { Bank, BasketItem, CardDetails, PaymentBuyer } from '../../integrations/bank/bank.js';
import { retryOnce } from '../../lib/db-retry.js';
import { answerOf, askedTogether, transaction } from '../../db/transaction.js';
import { failPayment, OPEN_PAYMENT_STATES } from '../payments/completion.js';
import { type BookingOwner, newBookingCode } from './booking-identity.js';
import type { BookingRow, PassengerRow } from './fulfilment.js';

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
  owner: BookingOwner;
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
  /** The installment count chosen (03 §18); 1 is a single payment. */
  installment: number;
  /** The payer's address, for a PSP's fraud screening (iyzico's buyer.ip). */
  clientIp?: string;
}

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

type OwnerQuery = Pick<PaymentRequest, 'product' | 'sessionUnique' | 'owner'>;

/** The caller's own live booking of a search (03 §12), locked for the rest of the transaction. */
async function ownBookingOf(tx: Db, req: OwnerQuery, lock = true) {
  const { userId, guestCheckout } = req.owner;
  // A guest without a checkout token owns no earlier booking: each of their pays is a new one.
  if (userId === null && guestCheckout === null) return undefined;
  const owner =
    userId !== null
      ? eq(bookings.userId, userId)
      : and(isNull(bookings.userId), eq(bookings.guestCheckout, guestCheckout!));
  const query = tx
    .select({ id: bookings.id, status: bookings.status, uniqueCode: bookings.uniqueCode })
    .from(bookings)
    .where(
      and(
        eq(bookings.sessionUnique, req.sessionUnique),
        eq(bookings.product, req.product),
        ne(bookings.status, 'cancelled'),
        owner,
      ),
    );
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Whether the caller already paid for this search: their new pay is refused before any re-pricing. */
export async function ownCompletedBooking(db: Db, req: OwnerQuery): Promise<string | null> {
  const own = await ownBookingOf(db, req, false);
  return own && PAID_STATES.includes(own.status) ? own.uniqueCode : null;
}

/**
 * A new pending booking with its passengers and its payment, in one statement (issue 21: one
 * statement where three were); no row, and nothing written, when the caller's live booking of the
 * search already exists (its unique index).
 */
const openBooking = preparedSql<{ id: number; unique_code: string }>(
  'booking_open',
  `with booking as (
    insert into bookings (product, unique_code, share_code, session_unique, user_id, guest_checkout, status,
      email, phone_code, phone, language, snapshot, total, discount, coupon_id, bill)
    values ($1, $2, $3, $4, $5, $6, 'pending', $7, $8, $9, $10, $11::jsonb, $12, $13, $14, $15::jsonb)
    on conflict do nothing
    returning id, unique_code
  ), passengers as (
    insert into booking_passengers (booking_id, position, pax_type, name, surname, gender, citizen_number,
      birth_date, nationality_id, passport, passport_expiry_date)
    select booking.id, p.position, p.pax_type, p.name, p.surname, p.gender, p.citizen_number,
      p.birth_date, p.nationality_id, p.passport, p.passport_expiry_date
    from booking, json_to_recordset($16::json) as p(position int, pax_type text, name text, surname text,
      gender text, citizen_number text, birth_date text, nationality_id int, passport text, passport_expiry_date text)
  ), payment as (
    insert into payments (reference, booking_id, amount, card_brand, card_last4, card_expiry,
      installment_count, installment_charge)
    select $17, booking.id, $18, $19, $20, $21, $22, $23 from booking
  )
  select id, unique_code from booking`,
);

/** A passenger as the booking's open statement reads it (`json_to_recordset`). */
const passengerJson = (p: PassengerInput, position: number) => ({
  position,
  pax_type: p.paxType,
  name: p.name,
  surname: p.surname,
  gender: p.gender,
  citizen_number: p.citizenNumber,
  birth_date: p.birthDate,
  nationality_id: p.nationalityId,
  passport: p.passport,
  passport_expiry_date: p.passportExpiryDate,
});

const PASSENGER_FIELDS = [
  'position',
  'paxType',
  'name',
  'surname',
  'gender',
  'citizenNumber',
  'birthDate',
  'nationalityId',
  'passport',
  'passportExpiryDate',
] as const;
/** A booking's passengers, one row each. */
const insertPassengers = preparedPerCount('booking_passengers_insert', (db, count) =>
  db
    .insert(bookingPassengers)
    .values(
      rowPlaceholders(PASSENGER_FIELDS, count).map((row) => ({ ...row, bookingId: sql.placeholder('bookingId') })),
    ),
);

/** A payment opened on a booking, waiting for its 3-D Secure code. */
const insertPayment = prepared('payment_insert', (db) =>
  db.insert(payments).values({
    reference: sql.placeholder('reference'),
    bookingId: sql.placeholder('bookingId'),
    amount: sql.placeholder('amount'),
    cardBrand: sql.placeholder('cardBrand'),
    cardLast4: sql.placeholder('cardLast4'),
    cardExpiry: sql.placeholder('cardExpiry'),
    installmentCount: sql.placeholder('installmentCount'),
    installmentCharge: sql.placeholder('installmentCharge'),
  }),
);

export type OpenedPayment =
  | { kind: 'opened'; reference: string; amount: number; uniqueCode: string }
  | { kind: 'already_booked'; uniqueCode: string };

/** Rolls back a pay that found its caller's booking of the search already paid for. */
class AlreadyBooked extends Error {
  constructor(readonly uniqueCode: string) {
    super('already booked');
  }
}

/**
 * Opens a payment on the caller's own booking (03 §12): a signed-in user's, or a guest's with the
 * same checkout token; a guest without one, or anyone else, gets a booking of their own. The
 * booking is written (or its earlier unpaid attempt rewritten) as pending with its passengers, its
 * earlier unfinished payment closed, and the bank's 3-D Secure challenge opened, in one
 * transaction that locks the booking before the payment, as completion does.
 *
 * A first pay (the common case) writes its booking, passengers and payment in one statement, on
 * its own: one round trip. The statement writes nothing when the caller's live booking of the
 * search exists (its unique index is the caller's ownership): that booking is then locked and paid
 * again, or found already paid, in the transaction.
 */
/** Booking states that were paid for (the card authorised or charged): a new pay finds them booked. */
const PAID_STATES = ['confirming', 'completed'];

export async function openPayment(
  db: Db,
  bank: Bank,
  req: PaymentRequest,
  pageUrl: (reference: string) => string,
): Promise<OpenedPayment> {
  const discount = req.coupon ? Math.min(req.coupon.value, req.price) : 0;
  const amount = round2(Math.max(0, req.price - discount));
  const digits = req.card.number.replace(/\D/g, '');
  // The plan is asked of the bank here, for the amount computed here: never the page's figures.
  const plan = await installmentPlan(bank, digits.slice(0, 6), amount, req.installment);
  const values = {
    product: req.product,
    sessionUnique: req.sessionUnique,
    userId: req.owner.userId,
    guestCheckout: req.owner.userId === null ? req.owner.guestCheckout : null,
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
  const card = {
    cardBrand: req.cardBrand,
    cardLast4: digits.slice(-4),
    cardExpiry: req.card.expiry,
    installmentCount: plan.count,
    installmentCharge: plan.charge,
  };
  /** The one statement of a first pay: booking, passengers and payment (fresh codes each time). */
  const opening = (reference: string) => [
    values.product,
    newBookingCode(),
    newBookingCode(),
    values.sessionUnique,
    values.userId,
    values.guestCheckout,
    values.email,
    values.phoneCode,
    values.phone,
    values.language,
    JSON.stringify(values.snapshot),
    values.total,
    values.discount,
    values.couponId,
    jsonOrNull(values.bill),
    JSON.stringify(req.passengers.map((p, position) => passengerJson(p, position))),
    reference,
    plan.total,
    card.cardBrand,
    card.cardLast4,
    card.cardExpiry,
    plan.count,
    plan.charge,
  ];
  // The common case, a first pay, is that statement alone: it writes all of it or nothing, so it
  // needs no transaction of its own (a round trip less). Nothing written: the caller's live
  // booking of the search exists, and is sorted out in the transaction below.
  const firstReference = randomBytes(24).toString('base64url');
  const [first] = await retryOnce(() => openBooking(db, opening(firstReference)));
  const attempt = () =>
    transaction(db, async (tx): Promise<OpenedPayment> => {
      const reference = randomBytes(24).toString('base64url');
      const answers = await askedTogether(tx, () => [openBooking(tx, opening(reference))] as const);
      const [created] = answerOf(answers[0]);
      if (created) return { kind: 'opened', reference, amount: plan.total, uniqueCode: created.unique_code };
      const own = await ownBookingOf(tx, req);
      if (!own) throw new Error('booking neither created nor found');
      // Authorised (being confirmed) or completed: paid for already.
      if (PAID_STATES.includes(own.status)) throw new AlreadyBooked(own.uniqueCode);
      // The caller's booking: rewritten, its passengers and its open payment replaced.
      const bookingId = own.id;
      await tx.update(bookings).set(values).where(eq(bookings.id, bookingId));
      await tx.delete(bookingPassengers).where(eq(bookingPassengers.bookingId, bookingId));
      await tx
        .update(payments)
        .set({ status: 'failed', failureMessage: 'pay.superseded', finishedAt: new Date() })
        .where(and(eq(payments.bookingId, bookingId), inArray(payments.status, OPEN_PAYMENT_STATES)));
      await insertPassengers(tx, req.passengers.length).execute({
        bookingId,
        ...rowValues(
          PASSENGER_FIELDS,
          req.passengers.map((p, position) => ({ ...p, position })),
        ),
      });
      await insertPayment(tx).execute({ reference, bookingId, amount: plan.total, ...card });
      return { kind: 'opened', reference, amount: plan.total, uniqueCode: own.uniqueCode };
    });
  let opened: OpenedPayment;
  try {
    opened = first
      ? { kind: 'opened', reference: firstReference, amount: plan.total, uniqueCode: first.unique_code }
      : await retryOnce(attempt);
  } catch (err) {
    if (err instanceof AlreadyBooked) return { kind: 'already_booked', uniqueCode: err.uniqueCode };
    throw err;
  }
  if (opened.kind === 'opened')
    await startAuthentication(
      db,
      bank,
      { ...opened, installment: plan.count, ...buyerAndBasket(req, amount) },
      req.card,
      pageUrl(opened.reference),
    );
  return opened;
}

/**
 * The installment plan a pay asked for, as the card's bank offers it for this amount now (03 §18):
 * a single payment needs no question; a count the bank does not offer is the form's error.
 */
async function installmentPlan(bank: Bank, bin: string, amount: number, count: number) {
  if (count === 1) return { count, total: amount, charge: 0 };
  let offer: Awaited<ReturnType<Bank['installments']>>;
  try {
    offer = await bank.installments({ bin, amount });
  } catch (err) {
    throw AppError.unavailable(err);
  }
  const option = offer?.options.find((o) => o.count === count);
  if (!option) throw AppError.badRequest({ installment: ['pay.installment_unavailable'] });
  return { count, total: option.total, charge: round2(option.total - amount) };
}

/**
 * Who pays and for what, as a PSP's fraud screening needs them (iyzico): the first passenger with
 * the contact's e-mail and phone, identified by the TC number (a foreigner: the passport), the
 * invoice's address when one was asked for; one basket line at the booking's price.
 */
function buyerAndBasket(
  req: PaymentRequest,
  price: number,
): { buyer: PaymentBuyer; basket: { price: number; items: BasketItem[] } } {
  const first = req.passengers[0]!;
  const bill = (req.bill ?? {}) as { city?: string; district?: string; address?: string };
  const city = bill.city ?? 'Istanbul';
  return {
    buyer: {
      name: first.name,
      surname: first.surname,
      // A transfer asks for no identity document: iyzico's stand-in for a buyer without a TC number.
      identityNumber: first.citizenNumber ?? first.passport ?? '11111111111',
      email: req.contact.email,
      phone: `+${req.contact.phoneCode}${req.contact.phone}`,
      ip: req.clientIp ?? '0.0.0.0',
      city,
      country: 'Turkey',
      address: bill.address ? `${bill.address} ${bill.district ?? ''} ${city}`.trim() : city,
    },
    basket: {
      price,
      items: [
        {
          id: req.product,
          name: req.product === 'flight' ? 'Flight ticket' : 'Transfer',
          category: req.product,
          price,
        },
      ],
    },
  };
}

/**
 * 3-D Secure is started with the bank after the payment is written (03 §17: no remote call inside a
 * transaction). A bank that refuses the card at once, or cannot be reached, fails the payment: its
 * page then says why, and the traveller may pay again.
 */
async function startAuthentication(
  db: Db,
  bank: Bank,
  opened: {
    reference: string;
    amount: number;
    installment: number;
    buyer: PaymentBuyer;
    basket: { price: number; items: BasketItem[] };
  },
  card: CardDetails,
  returnUrl: string,
) {
  const fail = async (messageKey: string) => {
    const [row] = await db.select({ id: payments.id }).from(payments).where(eq(payments.reference, opened.reference));
    if (row) await failPayment(db, row.id, messageKey);
  };
  try {
    const started = await bank.startAuthentication({
      reference: opened.reference,
      amount: opened.amount,
      installment: opened.installment,
      card,
      returnUrl,
      buyer: opened.buyer,
      basket: opened.basket,
    });
    if (!started.started) await fail(`pay.${started.reason}`);
  } catch (err) {
    await fail('pay.bank_unavailable');
    throw AppError.unavailable(err);
  }
}

/** A booking by its own code (03 §12); a search session's id finds none. */
export async function bookingByCode(db: Db, uniqueCode: string, product?: string): Promise<BookingRow | undefined> {
  const [row] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.uniqueCode, uniqueCode), product ? eq(bookings.product, product) : undefined));
  return row;
}

/** A completed or cancelled booking by its share code: what the shared itinerary shows. */
export async function bookingByShareCode(db: Db, shareCode: string, product: string): Promise<BookingRow | undefined> {
  const [row] = await db
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.shareCode, shareCode),
        eq(bookings.product, product),
        inArray(bookings.status, ['completed', 'cancelled']),
      ),
    );
  return row;
}

const passengersOfBooking = prepared('booking_passengers_of', (db) =>
  db
    .select()
    .from(bookingPassengers)
    .where(eq(bookingPassengers.bookingId, sql.placeholder('bookingId')))
    .orderBy(bookingPassengers.position),
);

/** A booking's passengers in the order they were entered. */
export function passengersOf(db: Db, bookingId: number) {
  return passengersOfBooking(db).execute({ bookingId });
}

/**
 * A booking's passengers as one JSON column of a query that has the booking (`bookings.id`), in the
 * shape `passengersOf` answers: read with the booking, they cost no statement of their own.
 */
export const passengersJson = sql<PassengerRow[]>`(select coalesce(json_agg(json_build_object(${sql.join(
  Object.entries(getTableColumns(bookingPassengers)).map(([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`),
  sql`, `,
)}) order by ${bookingPassengers.position}), '[]'::json) from ${bookingPassengers} where ${bookingPassengers.bookingId} = ${bookings.id})`;

/** The reservation check of 02 §4 / 03 §7; an unknown code is a 404, never "pending". */
export function bookingInfo(booking: BookingRow | undefined, translate: (key: string) => string) {
  if (!booking) throw AppError.notFound();
  const status = booking.status as 'pending' | 'completed' | 'failed' | 'cancelled';
  return {
    do_reservation: status === 'completed',
    finish_page_showed: booking.finishPageShownAt !== null,
    status,
    ...(status === 'failed' ? { message: translate(booking.failureMessage ?? 'pay.failed') } : {}),
  };
}

/**
 * PNR inquiry (03 §7): a completed or cancelled booking of the product with this PNR and a passenger of this
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
        inArray(bookings.status, ['completed', 'cancelled']),
      ),
    );
  if (booking) {
    const wanted = foldText(surname);
    if ((await passengersOf(db, booking.id)).some((p) => foldText(p.surname) === wanted))
      return { unique_code: booking.uniqueCode };
  }
  throw AppError.notFound('pnr.not_found');
}

/** A user's bookings of a product, newest first, one page: the tickets, completed or cancelled. */
export async function userBookings(db: Db, userId: number, product: string, page: number, perPage: number) {
  const where = and(
    eq(bookings.userId, userId),
    eq(bookings.product, product),
    inArray(bookings.status, ['completed', 'cancelled']),
  );
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
