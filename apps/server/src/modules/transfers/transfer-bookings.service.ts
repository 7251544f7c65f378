import type { Language } from '@yolcu/contract';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { payments, tickets } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { bookingByCode, bookingByShareCode, passengersOf } from '../bookings/bookings.service.js';
import { refundOf } from '../bookings/cancellation.service.js';
import { maskEmail, maskPhone } from '../bookings/masking.js';
import { transferSnapshotOf } from './transfer-fulfilment.js';
import { transferView } from './transfer-offer-view.js';
import { meetingInstructions } from './transfer-text.js';
import { supplierNoticeView } from '../supplier-events/notice.js';

/** GET /api/transfer/booking/{unique_code}/ (02 §3 "Transfer booking"), passengers and tickets on request. */
export async function transferBookingDetail(
  db: Db,
  uniqueCode: string,
  flags: { passenger?: number; tickets?: number },
  lang: Language,
) {
  const booking = await bookingByCode(db, uniqueCode, 'transfer');
  if (!booking) throw AppError.notFound();
  const s = transferSnapshotOf(booking);
  const view = transferView(s, lang, booking.pnr);
  const passengers = await passengersOf(db, booking.id);
  const issued = flags.tickets ? await db.select().from(tickets).where(eq(tickets.bookingId, booking.id)) : [];
  const [payment] = await db
    .select()
    .from(payments)
    .where(eq(payments.bookingId, booking.id))
    .orderBy(desc(payments.id))
    .limit(1);
  return {
    ...view,
    info: {
      ...view.info,
      unique_code: booking.uniqueCode,
      share_code: booking.shareCode,
      status: booking.status as 'pending' | 'completed' | 'failed' | 'cancelled',
      created_at: booking.createdAt.toISOString(),
      email: maskEmail(booking.email),
      phone: maskPhone(booking.phoneCode, booking.phone),
      flight_number: s.transfer.flight_number,
      airline_code: s.transfer.airline_code,
      note: s.transfer.note,
      refund: await refundOf(db, booking),
      meeting_instructions: meetingInstructions(s, lang),
      supplier_notice: supplierNoticeView(booking),
    },
    vendor: { ...view.vendor, phone: s.offer.vendor.phone },
    // The coupon joins the campaign discount, so vehicle − discount + extras + VAT is what was paid.
    price: {
      ...view.price,
      discount: Math.round((view.price.discount + booking.discount) * 100) / 100,
      total: booking.total,
    },
    ...(flags.passenger
      ? { passenger: passengers.map((p, i) => ({ name: p.name, surname: p.surname, is_leader: i === 0 })) }
      : {}),
    ...(flags.tickets
      ? {
          tickets: passengers.flatMap((p) =>
            issued
              .filter((t) => t.passengerId === p.id)
              .map((t) => ({
                name: p.name,
                surname: p.surname,
                ticket_number: t.ticketNumber,
                voided: t.voidedAt !== null,
              })),
          ),
        }
      : {}),
    payment: payment ? { card_brand: payment.cardBrand, card_last4: payment.cardLast4 } : null,
  };
}

/** The shared itinerary (03 §12 Share): route, pick-up time, vehicle and vendor; no names, PNR, contact or price. */
export async function transferItinerary(db: Db, shareCode: string, lang: Language) {
  const booking = await bookingByShareCode(db, shareCode, 'transfer');
  if (!booking) throw AppError.notFound();
  const view = transferView(transferSnapshotOf(booking), lang, null);
  const { pnr_code: _pnr, ...info } = view.info;
  return {
    status: booking.status as 'completed' | 'cancelled',
    departure_location: view.departure_location,
    arrival_location: view.arrival_location,
    info,
    vehicle: view.vehicle,
    vendor: view.vendor,
  };
}
