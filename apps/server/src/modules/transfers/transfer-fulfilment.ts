import type { Language } from '@yolcu/contract';
import type { Db } from '../../db/client.js';
import type { TransferOrderRequest, TransferSupplier } from '../../integrations/transfers/supplier.js';
import { translate } from '../../lib/i18n.js';
import type { MailMessage } from '../../mail/mailer.js';
import { eq } from 'drizzle-orm';
import { tickets as ticketRows } from '../../db/schema.js';
import { passengersOf } from '../bookings/bookings.service.js';
import { type CalendarSpec, calendarFile, calendarUid } from '../bookings/calendar-file.js';
import { renderDocument } from '../bookings/pdf-document.js';
import { mailWithFiles } from '../bookings/confirmation-files.js';
import { transferDocument } from './transfer-document.js';
import { cancellationMail, cancellationNotification } from '../bookings/cancellation-mail.js';
import type { BookingRow, Fulfilment, IssuedTicket, PassengerRow, RefundNotice } from '../bookings/fulfilment.js';
import { formatLira } from '../../lib/money.js';
import { longDateTime } from '../../lib/long-date.js';
import type { TransferSnapshot } from './transfer-offer-view.js';
import { cancellationTerms, pickupOf, transferRefundTerms } from './transfer-refund-rules.js';
import { flightLabel, meetingInstructions, placeWithAddress } from './transfer-text.js';

export const transferSnapshotOf = (booking: BookingRow) => booking.snapshot as unknown as TransferSnapshot;
/** Transfer tickets: a 3-digit prefix of 7 and the vendor's number, then ten digits. */
const ticketPrefix = (vendorId: number) => `7${String(vendorId).padStart(2, '0')}`;
const languageOf = (booking: BookingRow): Language => (booking.language === 'en' ? 'en' : 'tr');

/** Transfers in the shared completion: one vehicle held, one ticket per passenger, the voucher e-mail. */
export class TransferFulfilment implements Fulfilment {
  constructor(
    readonly supplier: TransferSupplier,
    private readonly publicUrl: string,
  ) {}

  orderRequest(booking: BookingRow): TransferOrderRequest {
    const { hold, seats, vendor } = transferSnapshotOf(booking).offer;
    return { hold: hold ?? null, seats: seats ?? null, ticketPrefix: ticketPrefix(vendor.id) };
  }

  /** The voucher: where and when to meet, the vehicle, who travels, extras, total, and the driver's line. */
  async confirmationMail(
    _db: Db,
    booking: BookingRow,
    passengers: PassengerRow[],
    tickets: IssuedTicket[],
  ): Promise<MailMessage> {
    const lang = languageOf(booking);
    const t = (key: string) => translate(lang, key);
    const s = transferSnapshotOf(booking);
    const name = (p: { nameTr: string; nameEn: string }) => (lang === 'tr' ? p.nameTr : p.nameEn);
    const link = `${this.publicUrl}/transfer/booking/detail/${encodeURIComponent(booking.uniqueCode)}`;
    const meeting = meetingInstructions(s, lang);
    const flightNumber = flightLabel(s.transfer.airline_code, s.transfer.flight_number);
    const flight = flightNumber ? `${t('pay.voucher_flight')}: ${flightNumber}` : null;
    const people = passengers.map((p, i) => {
      const ticket = tickets.find((tk) => tk.passengerId === p.id)?.ticketNumber ?? '';
      return `${p.name} ${p.surname}${i === 0 ? ` (${t('pay.voucher_leader')})` : ''} — ${t('pay.mail_ticket')}: ${ticket}`;
    });
    const extras = s.extras.map((e) => `${t(`extra.${e.code}`)} × ${e.quantity}`);
    const lines = [
      `${t('pay.voucher_pickup')}: ${placeWithAddress(name(s.from), s.from.address)}`,
      `${t('pay.voucher_dropoff')}: ${placeWithAddress(name(s.to), s.to.address)}`,
      `${t('pay.voucher_when')}: ${longDateTime(lang, s.date, s.time)}`,
      `${t('pay.voucher_vehicle')}: ${s.offer.vehicle.brand.name} ${s.offer.vehicle.model.name} · ${t(`transfer_type.${s.offer.transferType.key}`)} · ${s.offer.vendor.name}`,
      ...(flight ? [flight] : []),
    ];
    return mailWithFiles(
      lang,
      'transfer',
      {
        to: booking.email,
        subject: translate(lang, `pay.voucher_subject|${booking.pnr}`),
        firstName: passengers[0]?.name ?? '',
        intro: t('pay.voucher_intro'),
        pnr: booking.pnr ?? '',
        sections: [
          { lines },
          { lines: [meeting], note: true },
          { title: t('cancel.terms_title'), lines: [cancellationTerms(s, lang).description] },
          { title: t('pay.mail_passengers'), lines: people },
          ...(extras.length ? [{ title: t('pay.voucher_extras'), lines: extras }] : []),
        ],
        total: `${t('pay.mail_total')}: ${formatLira(lang, booking.total)}`,
        link,
      },
      {
        calendar: this.calendar(booking, lang),
        document: transferDocument(booking, s, passengers, tickets, lang),
      },
    );
  }

  async document(db: Db, booking: BookingRow) {
    const passengers = await passengersOf(db, booking.id);
    const issued = await db.select().from(ticketRows).where(eq(ticketRows.bookingId, booking.id));
    const lang = languageOf(booking);
    return renderDocument(transferDocument(booking, transferSnapshotOf(booking), passengers, issued, lang));
  }

  /** The calendar file of a completed booking, its title and place in the reader's language. */
  async ics(_db: Db, booking: BookingRow, lang: Language) {
    const { events, cancelled } = this.calendar(booking, lang);
    return calendarFile(events, cancelled);
  }

  private calendar(booking: BookingRow, lang: Language): CalendarSpec {
    const s = transferSnapshotOf(booking);
    const name = (p: { nameTr: string; nameEn: string }) => (lang === 'tr' ? p.nameTr : p.nameEn);
    return {
      events: [
        {
          start: pickupOf(s),
          startInputType: 'utc',
          startOutputType: 'utc',
          duration: { minutes: s.offer.durationMinutes },
          title: `${translate(lang, 'pay.voucher_event')}: ${name(s.from)} → ${name(s.to)}`,
          location: placeWithAddress(name(s.from), s.from.address),
          description: `${s.offer.vehicle.brand.name} ${s.offer.vehicle.model.name} · ${s.offer.vendor.name} ${s.offer.vendor.phone}`,
          uid: calendarUid(booking.uniqueCode, 'transfer'),
        },
      ],
      cancelled: booking.status === 'cancelled',
    };
  }

  async refundTerms(_db: Db, booking: BookingRow, now: number) {
    return transferRefundTerms(transferSnapshotOf(booking), now);
  }

  private trip(booking: BookingRow, lang: Language) {
    const s = transferSnapshotOf(booking);
    const name = (p: { nameTr: string; nameEn: string }) => (lang === 'tr' ? p.nameTr : p.nameEn);
    return `${name(s.from)} → ${name(s.to)} · ${longDateTime(lang, s.date, s.time)}`;
  }

  async cancellationMail(_db: Db, booking: BookingRow, passengers: PassengerRow[], refund: RefundNotice) {
    const lang = languageOf(booking);
    return cancellationMail(booking, {
      firstName: passengers[0]?.name ?? '',
      trip: [this.trip(booking, lang)],
      refund,
      link: `${this.publicUrl}/transfer/booking/detail/${encodeURIComponent(booking.uniqueCode)}`,
      calendar: this.calendar(booking, lang),
    });
  }

  cancellationNotification(booking: BookingRow, refund: RefundNotice) {
    return cancellationNotification(booking, this.trip(booking, 'tr'), refund);
  }

  notification(booking: BookingRow) {
    const s = transferSnapshotOf(booking);
    const text = (lang: Language) =>
      translate(
        lang,
        `pay.voucher_notify_text|${booking.pnr}|${lang === 'tr' ? s.from.nameTr : s.from.nameEn}|${s.date} ${s.time}`,
      );
    return {
      titleTr: translate('tr', 'pay.voucher_notify_title'),
      titleEn: translate('en', 'pay.voucher_notify_title'),
      contentTr: text('tr'),
      contentEn: text('en'),
    };
  }
}
