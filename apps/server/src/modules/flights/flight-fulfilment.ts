import { type Language, transferSuggestionPath } from '@yolcu/contract';
import { inArray } from 'drizzle-orm';
import type { EventAttributes } from 'ics';
import type { Db } from '../../db/client.js';
import { airports } from '../../db/schema.js';
import type { FlightOrderRequest, FlightSupplier } from '../../integrations/flights/supplier.js';
import { translate } from '../../lib/i18n.js';
import type { MailMessage } from '../../mail/mailer.js';
import { accountingCode } from '../bookings/booking-codes.js';
import { eq } from 'drizzle-orm';
import { tickets as ticketRows } from '../../db/schema.js';
import { passengersOf } from '../bookings/bookings.service.js';
import { type CalendarSpec, calendarFile, calendarUid } from '../bookings/calendar-file.js';
import { renderDocument } from '../bookings/pdf-document.js';
import { mailWithFiles } from '../bookings/confirmation-files.js';
import { farePackageLines, flightDocument } from './flight-document.js';
import { forgetCalendarDays } from './price-calendar.js';
import { airportLocations } from '../transfers/location-search.js';
import { transferSuggestions } from './transfer-suggestions.js';
import { cancellationMail, cancellationNotification } from '../bookings/cancellation-mail.js';
import type { BookingRow, Fulfilment, IssuedTicket, PassengerRow, RefundNotice } from '../bookings/fulfilment.js';
import { formatLira } from '../../lib/money.js';
import { longDateTime } from '../../lib/long-date.js';
import { type DirectionSnapshot, fareName, named } from './flight-offer-view.js';
import { departureOf, flightRefundTerms } from './flight-refund-rules.js';

export interface FlightSnapshot {
  option: number;
  directions: DirectionSnapshot[];
}

export const DIRECTIONS = ['departure', 'return'] as const;

/**
 * The directions with their places named in `lang` (issue 41): a leg keeps the supplier's city and
 * the stored airport name (Turkish for Turkey's airports) whatever the language of the search, so
 * the PDF and the calendar file name them again, as the results and the detail do.
 */
export const directionsIn = (directions: DirectionSnapshot[], lang: Language): DirectionSnapshot[] =>
  directions.map((d) => ({
    ...d,
    legs: d.legs.map((l) => ({
      ...l,
      departure_airport: named(l.departure_airport, lang),
      arrival_airport: named(l.arrival_airport, lang),
    })),
  }));
export const snapshotOf = (booking: BookingRow) => booking.snapshot as unknown as FlightSnapshot;
const languageOf = (booking: BookingRow): Language => (booking.language === 'en' ? 'en' : 'tr');
const route = (d: DirectionSnapshot) =>
  `${d.legs[0]!.departure_airport.code} → ${d.legs[d.legs.length - 1]!.arrival_airport.code}`;

/** Flights in the shared completion: seats on every leg, a ticket per passenger and direction, the e-mail with an .ics. */
export class FlightFulfilment implements Fulfilment {
  constructor(
    readonly supplier: FlightSupplier,
    private readonly publicUrl: string,
  ) {}

  orderRequest(booking: BookingRow): FlightOrderRequest {
    return {
      directions: snapshotOf(booking).directions.map((d) => ({
        seats: d.seats,
        ticketPrefix: accountingCode(d.legs[0]!.airline.code),
      })),
    };
  }

  async confirmationMail(
    db: Db,
    booking: BookingRow,
    passengers: PassengerRow[],
    tickets: IssuedTicket[],
  ): Promise<MailMessage> {
    const lang = languageOf(booking);
    const t = (key: string) => translate(lang, key);
    const directions = directionsIn(snapshotOf(booking).directions, lang);
    const link = `${this.publicUrl}/flight/booking/detail/${encodeURIComponent(booking.uniqueCode)}`;
    // Local times at each airport; the arrival's day only when it is not the departure's.
    const legLine = (l: DirectionSnapshot['legs'][number]) =>
      `${l.flight_number}  ${l.departure_airport.code} ${longDateTime(lang, l.departure_date, l.departure_time)} → ${l.arrival_airport.code} ${l.arrival_date === l.departure_date ? l.arrival_time : longDateTime(lang, l.arrival_date, l.arrival_time)}  (${l.airline.name})`;
    const directionBlocks = directions.map((d, i) => ({
      title: `${t(i === 0 ? 'pay.mail_departure' : 'pay.mail_return')}: ${route(d)}`,
      lines: [
        ...d.legs.map(legLine),
        `${t('doc.fare_package')}: ${fareName(d.fare, lang)} — ${farePackageLines(d, lang).join(' · ')}`,
      ],
    }));
    const people = passengers.map((p) => {
      const numbers = tickets.filter((tk) => tk.passengerId === p.id).map((tk) => tk.ticketNumber);
      return `${p.name} ${p.surname} — ${t('pay.mail_ticket')}: ${numbers.join(', ')}`;
    });
    const rides = (await transferSuggestions(await airportLocations(db), booking, passengers, lang)).map((r) =>
      translate(
        lang,
        `trip.mail_line|${translate(lang, `trip.${r.kind}|${r.location.name}`)}|${longDateTime(lang, r.date, r.time)}|${this.publicUrl}${transferSuggestionPath(r)}`,
      ),
    );
    return mailWithFiles(
      lang,
      'flight',
      {
        to: booking.email,
        subject: translate(lang, `pay.mail_subject|${booking.pnr}`),
        firstName: passengers[0]?.name ?? '',
        intro: t('pay.mail_intro'),
        pnr: booking.pnr ?? '',
        sections: [
          ...directionBlocks,
          { title: t('pay.mail_passengers'), lines: people },
          ...(rides.length ? [{ title: t('trip.mail_title'), lines: rides }] : []),
        ],
        total: `${t('pay.mail_total')}: ${formatLira(lang, booking.total)}`,
        link,
      },
      {
        calendar: await this.calendar(db, booking, lang),
        document: flightDocument(booking, directions, passengers, tickets, lang),
      },
    );
  }

  async document(db: Db, booking: BookingRow) {
    const passengers = await passengersOf(db, booking.id);
    const issued = await db.select().from(ticketRows).where(eq(ticketRows.bookingId, booking.id));
    const lang = languageOf(booking);
    const directions = directionsIn(snapshotOf(booking).directions, lang);
    const doc = flightDocument(booking, directions, passengers, issued, lang);
    return renderDocument(doc);
  }

  /** The calendar file of a booking: its times are instants, its places named in the reader's language. */
  async ics(db: Db, booking: BookingRow, lang: Language) {
    const { events, cancelled } = await this.calendar(db, booking, lang);
    return calendarFile(events, cancelled);
  }

  /** Departure time zones of legs kept before their instants were (older bookings). */
  private async zones(db: Db, booking: BookingRow) {
    const legs = snapshotOf(booking).directions.flatMap((d) => d.legs);
    const codes = [...new Set(legs.filter((l) => !l.departs_at).map((l) => l.departure_airport.code))];
    if (codes.length === 0) return new Map<string, string>();
    const rows = await db
      .select({ code: airports.code, timezone: airports.timezone })
      .from(airports)
      .where(inArray(airports.code, codes));
    return new Map(rows.map((r) => [r.code, r.timezone]));
  }

  /** One calendar event per flight leg, at the right instant whatever the reader's time zone. */
  private async calendar(db: Db, booking: BookingRow, lang: Language): Promise<CalendarSpec> {
    const legs = directionsIn(snapshotOf(booking).directions, lang).flatMap((d) => d.legs);
    const zones = await this.zones(db, booking);
    const events: EventAttributes[] = legs.map((l) => {
      const start = departureOf(l, (code) => zones.get(code));
      return {
        start,
        startInputType: 'utc',
        startOutputType: 'utc',
        duration: { minutes: l.fly_duration },
        title: `${l.flight_number} ${l.departure_airport.code} → ${l.arrival_airport.code}`,
        location: `${l.departure_airport.name}, ${l.departure_airport.city}`,
        description: l.airline.name,
        uid: calendarUid(booking.uniqueCode, `${l.flight_number}-${l.departure_date}`),
      };
    });
    return { events, cancelled: booking.status === 'cancelled' };
  }

  async refundTerms(db: Db, booking: BookingRow, now: number) {
    const zones = await this.zones(db, booking);
    return flightRefundTerms(snapshotOf(booking).directions, now, (code) => zones.get(code));
  }

  async inventoryChanged(db: Db, booking: BookingRow) {
    const dates = snapshotOf(booking).directions.flatMap((d) => d.legs.map((l) => l.departure_date));
    forgetCalendarDays(db, dates);
  }

  async cancellationMail(db: Db, booking: BookingRow, passengers: PassengerRow[], refund: RefundNotice) {
    const lang = languageOf(booking);
    const trip = snapshotOf(booking).directions.map((d, i) => {
      const first = d.legs[0]!;
      const title = translate(lang, i === 0 ? 'pay.mail_departure' : 'pay.mail_return');
      return `${title}: ${route(d)} · ${first.flight_number} · ${longDateTime(lang, first.departure_date, first.departure_time)}`;
    });
    return cancellationMail(booking, {
      firstName: passengers[0]?.name ?? '',
      trip,
      refund,
      link: `${this.publicUrl}/flight/booking/detail/${encodeURIComponent(booking.uniqueCode)}`,
      calendar: await this.calendar(db, booking, lang),
    });
  }

  cancellationNotification(booking: BookingRow, refund: RefundNotice) {
    return cancellationNotification(booking, snapshotOf(booking).directions.map(route).join(', '), refund);
  }

  notification(booking: BookingRow) {
    const routes = snapshotOf(booking).directions.map(route).join(', ');
    const text = (lang: Language) => translate(lang, `pay.notify_text|${booking.pnr}|${routes}`);
    return {
      titleTr: translate('tr', 'pay.notify_title'),
      titleEn: translate('en', 'pay.notify_title'),
      contentTr: text('tr'),
      contentEn: text('en'),
    };
  }
}
