import type { Language, PaxType } from '@yolcu/contract';
import { desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { countries, payments, tickets } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { airportNameIn } from '../../data/reference/airports.js';
import { translate } from '../../lib/i18n.js';
import { bookingByCode, bookingByShareCode, passengersOf, userBookings } from '../bookings/bookings.service.js';
import { refundOf } from '../bookings/cancellation.service.js';
import { birthYear, maskEmail, maskIdentity, maskPhone } from '../bookings/masking.js';
import type { BookingRow, PassengerRow } from '../bookings/fulfilment.js';
import { directionView, priceOf } from './flight-offer-view.js';
import { DIRECTIONS, snapshotOf } from './flight-fulfilment.js';
import { airportLocations } from '../transfers/location-search.js';
import { transferSuggestions } from './transfer-suggestions.js';
import { supplierNoticeView } from '../supplier-events/notice.js';

/** The booking detail of 03 §7, by the booking's own code: legs, passengers and tickets when asked for, identity data masked (§12). */
export async function flightBookingDetail(
  db: Db,
  uniqueCode: string,
  flags: { transfers?: number; passenger?: number; tickets?: number },
  lang: Language,
) {
  const booking = await bookingByCode(db, uniqueCode, 'flight');
  if (!booking) throw AppError.notFound();
  const passengers = await passengersOf(db, booking.id);
  const nationalityIds = [...new Set(passengers.map((p) => p.nationalityId).filter((id): id is number => id !== null))];
  const nations = new Map(
    (nationalityIds.length ? await db.select().from(countries).where(inArray(countries.id, nationalityIds)) : []).map(
      (c) => [c.id, { id: c.id, code: c.code, name: lang === 'tr' ? c.nameTr : c.nameEn }],
    ),
  );
  const passengerView = (p: PassengerRow) => ({
    pax_type: p.paxType as PaxType,
    name: p.name,
    surname: p.surname,
    citizen_number: maskIdentity(p.citizenNumber),
    birth_date: birthYear(p.birthDate),
    gender: p.gender ?? '',
    gender_display: p.gender ? translate(lang, `gender.${p.gender}`) : '',
    nationality: p.nationalityId !== null ? (nations.get(p.nationalityId) ?? null) : null,
    passport: maskIdentity(p.passport),
  });
  const { directions } = snapshotOf(booking);
  const view = (i: number) => {
    const d = directions[i];
    if (!d) return null;
    const v = directionView(d, lang, (booking.completedAt ?? booking.createdAt).getTime());
    return flags.transfers ? v : { ...v, transfers: [] };
  };
  const issued = flags.tickets ? await db.select().from(tickets).where(eq(tickets.bookingId, booking.id)) : [];
  const ticketOf = (p: PassengerRow, direction: string) =>
    issued.find((t) => t.passengerId === p.id && t.direction === direction)?.ticketNumber ?? null;
  const issuedToo = booking.status === 'completed' || booking.status === 'cancelled';
  const [payment] = await db
    .select()
    .from(payments)
    .where(eq(payments.bookingId, booking.id))
    .orderBy(desc(payments.id))
    .limit(1);
  return {
    info: {
      unique_code: booking.uniqueCode,
      share_code: booking.shareCode,
      pnr_code: booking.pnr,
      status: booking.status as 'pending' | 'completed' | 'failed' | 'cancelled',
      created_at: booking.createdAt.toISOString(),
      email: maskEmail(booking.email),
      phone: maskPhone(booking.phoneCode, booking.phone),
      refund: await refundOf(db, booking),
      supplier_notice: supplierNoticeView(booking),
    },
    departure_booking: view(0)!,
    return_booking: view(1),
    ...(flags.passenger ? { passenger: passengers.map(passengerView) } : {}),
    ...(flags.tickets && issuedToo
      ? {
          tickets: passengers.map((p) => ({
            pax_name: `${p.name} ${p.surname}`,
            pax_type: p.paxType as PaxType,
            departure_ticket_number: ticketOf(p, DIRECTIONS[0]) ?? '',
            // A ticket that covers the whole order (a supplier's one ticket for both slices) is filed
            // once, under the departure: the return shows it too.
            return_ticket_number: directions[1] ? (ticketOf(p, DIRECTIONS[1]) ?? ticketOf(p, DIRECTIONS[0])) : null,
            voided: booking.status === 'cancelled',
            passenger: passengerView(p),
          })),
        }
      : flags.tickets
        ? { tickets: [] }
        : {}),
    price: { ...priceOf(directions), discount: booking.discount, total: booking.total },
    payment: payment ? { card_brand: payment.cardBrand, card_last4: payment.cardLast4 } : null,
    transfer_suggestions: await transferSuggestions(await airportLocations(db), booking, passengers, lang),
  };
}

/** The shared itinerary (03 §12 Share): routes, dates, times and airlines; no names, PNR, contact or price. */
export async function flightItinerary(db: Db, shareCode: string, lang: Language) {
  const booking = await bookingByShareCode(db, shareCode, 'flight');
  if (!booking) throw AppError.notFound();
  const { directions } = snapshotOf(booking);
  const view = (i: number) => (directions[i] ? directionView(directions[i], lang) : null);
  return { status: booking.status as 'completed' | 'cancelled', departure_booking: view(0)!, return_booking: view(1) };
}

const listEnd = (a: { code: string; name: string }, lang: Language) => ({
  code: a.code,
  name: airportNameIn(a.name, lang),
});
function listItem(booking: BookingRow, lang: Language) {
  const side = (i: number) => {
    const d = snapshotOf(booking).directions[i];
    if (!d) return null;
    const first = d.legs[0]!;
    const last = d.legs[d.legs.length - 1]!;
    return {
      info: {
        departure_airport: listEnd(first.departure_airport, lang),
        arrival_airport: listEnd(last.arrival_airport, lang),
        departure_date: first.departure_date,
        departure_time: first.departure_time,
      },
    };
  };
  return {
    info: {
      unique_code: booking.uniqueCode,
      pnr_code: booking.pnr,
      status: booking.status as 'completed' | 'cancelled',
    },
    departure_booking: side(0)!,
    return_booking: side(1),
    price: { total: booking.total },
  };
}

/** GET /api/user/flight/bookings/: newest first, paged like the other lists (03 §2). */
export async function userFlightBookings(
  db: Db,
  userId: number,
  page: number,
  perPage: number,
  pageUrl: (page: number) => string,
  lang: Language,
) {
  const { count, rows } = await userBookings(db, userId, 'flight', page, perPage);
  return {
    count,
    next: page * perPage < count ? pageUrl(page + 1) : null,
    previous: page > 1 ? pageUrl(page - 1) : null,
    results: rows.map((row) => listItem(row, lang)),
  };
}
