import type { FastifyBaseLogger } from 'fastify';
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { prepared } from '../../../db/prepared.js';
import { bookingPassengers, bookings, countries, payments } from '../../../db/schema.js';
import type { Bank } from '../../../integrations/bank/bank.js';
import type { Mailer } from '../../../mail/mailer.js';
import { passengersJson } from '../bookings.service.js';
import type { Patience } from './patience.js';
import type { BookingRow, Fulfilment, IssuedTicket, PassengerRow } from '../fulfilment.js';

export type PaymentRow = typeof payments.$inferSelect;

/** What every settlement step works with: the database, the two remote parties, the mail. */
export interface SettlementContext {
  db: Db;
  bank: Bank;
  mailer: Mailer;
  fulfilmentOf(product: string): Fulfilment;
  publicUrl: string;
  log: FastifyBaseLogger;
}

/**
 * A booking being settled, the payment the bank authorised for it (none before authorisation) and
 * its passengers; `tickets` once this run recorded the supplier's documents.
 */
export interface Settling {
  booking: BookingRow;
  payment: PaymentRow | undefined;
  passengers: PassengerRow[];
  /** Each passenger's nationality (ISO alpha-2) by position, where the booking holds one. */
  nationalities: Record<string, string>;
  tickets?: IssuedTicket[];
  /** Set when a request waits for this run: its remote calls are timed against it. */
  patience?: Patience;
}

/** The passengers' nationalities as the supplier's order names them (ISO alpha-2), by position. */
const nationalityCodes = sql<Record<
  string,
  string
> | null>`(select json_object_agg(${bookingPassengers.position}, ${countries.code})
  from ${bookingPassengers} join ${countries} on ${countries.id} = ${bookingPassengers.nationalityId}
  where ${bookingPassengers.bookingId} = ${bookings.id})`;

/**
 * The booking, its authorised payment (a booking has one: once authorised it cannot be paid again)
 * and its passengers, as they stand now, in one prepared statement: a run reads them once, then
 * each step answers the state it leaves.
 */
const settlingRow = prepared('booking_settling', (db) =>
  db
    .select({ booking: bookings, payment: payments, passengers: passengersJson, nationalities: nationalityCodes })
    .from(bookings)
    .leftJoin(payments, and(eq(payments.bookingId, bookings.id), isNotNull(payments.authorisedAt)))
    .where(eq(bookings.id, sql.placeholder('bookingId')))
    .orderBy(desc(payments.id))
    .limit(1),
);

export async function settlingOf(db: Db, bookingId: number): Promise<Settling | undefined> {
  return settlingFrom(await settlingRow(db).execute({ bookingId }));
}

/** `settlingOf` asked for as one statement among others sent together (`askedTogether`); read it with `settlingFrom`. */
export const askSettling = (db: Db, bookingId: number) => settlingRow(db).execute({ bookingId });

export function settlingFrom(rows: Awaited<ReturnType<typeof askSettling>>): Settling | undefined {
  const [row] = rows;
  if (!row) return undefined;
  return {
    booking: row.booking,
    payment: row.payment ?? undefined,
    passengers: row.passengers,
    nationalities: row.nationalities ?? {},
  };
}

/** The failure message of each clean refusal (03 §17: each says the card was not charged). */
export const REFUSAL_MESSAGES = {
  sold_out: 'settle.sold_out',
  price_changed: 'settle.price_changed',
  refused: 'settle.refused',
  coupon_invalid: 'settle.coupon_invalid',
} as const;
