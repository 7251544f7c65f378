import type { Language } from '@yolcu/contract';
import { translate } from '../../lib/i18n.js';
import type { BookingRow, IssuedTicket, PassengerRow } from '../bookings/fulfilment.js';
import type { BookingDocument, DocumentSection } from '../bookings/pdf-document.js';
import { formatDuration } from '../../lib/duration.js';
import { formatLira } from '../../lib/money.js';
import { longDate, longDateTime } from '../../lib/long-date.js';
import { type DirectionSnapshot, fareName } from './flight-offer-view.js';
import { policyView } from './flight-refund-rules.js';

const PAX_KEY: Record<string, string> = { ADT: 'pax.adult', CHD: 'pax.child', INF: 'pax.infant', SNR: 'pax.senior' };

/** What the fare package includes and leaves out, as the detail and the mail say it (03 §14). */
export function farePackageLines(d: DirectionSnapshot, lang: Language): string[] {
  const t = (key: string) => translate(lang, key);
  const f = d.fare.features;
  return [
    translate(lang, `doc.hand_luggage|${f.baggage_allowance.hand_luggage}`),
    f.baggage_allowance.luggage > 0
      ? translate(lang, `doc.checked_baggage|${f.baggage_allowance.luggage}`)
      : t('doc.no_checked_baggage'),
    t(f.free_change ? 'doc.changes_free' : 'doc.changes_not_included'),
  ];
}

/**
 * The e-ticket (03 §14): PNR, ticket numbers, passengers, legs, baggage allowance and fare package,
 * cancellation rules. No link, identity number or contact: hotels and visa offices get it.
 */
export function flightDocument(
  booking: BookingRow,
  directions: DirectionSnapshot[],
  passengers: PassengerRow[],
  tickets: IssuedTicket[],
  lang: Language,
): BookingDocument {
  const t = (key: string) => translate(lang, key);
  const since = (booking.completedAt ?? booking.createdAt).getTime();
  const directionSections = directions.map((d, i): DocumentSection => {
    const first = d.legs[0]!;
    const last = d.legs[d.legs.length - 1]!;
    const title = `${t(i === 0 ? 'pay.mail_departure' : 'pay.mail_return')}: ${first.departure_airport.city} (${first.departure_airport.code}) → ${last.arrival_airport.city} (${last.arrival_airport.code})`;
    return {
      title,
      rows: [
        ...d.legs.map((l): [string, string] => [
          `${l.flight_number} · ${l.airline.name}`,
          `${l.departure_airport.code} ${longDateTime(lang, l.departure_date, l.departure_time)} → ${l.arrival_airport.code} ${l.arrival_date === l.departure_date ? l.arrival_time : longDateTime(lang, l.arrival_date, l.arrival_time)} (${formatDuration(lang, l.fly_duration)})`,
        ]),
        [t('doc.cabin'), t(`doc.cabin_${first.fly_class === 'BUSINESS' ? 'business' : 'economy'}`)],
        [t('doc.fare_package'), fareName(d.fare, lang)],
        [t('doc.included'), farePackageLines(d, lang).join(' · ')],
      ],
      paragraphs: policyView(d, since, lang).texts.map((x) => x.description),
    };
  });
  const ticketsOf = (p: PassengerRow) =>
    tickets
      .filter((tk) => tk.passengerId === p.id)
      .map((tk) => tk.ticketNumber)
      .join(', ');
  return {
    title: t('doc.eticket_title'),
    pnrLabel: 'PNR',
    pnr: booking.pnr ?? '',
    banner: booking.status === 'cancelled' ? t('doc.cancelled') : undefined,
    subtitle: translate(lang, `doc.issued|${longDate(lang, new Date(since).toISOString().slice(0, 10))}`),
    language: lang,
    sections: [
      ...directionSections,
      {
        title: t('pay.mail_passengers'),
        rows: passengers.map((p): [string, string] => [
          `${p.name} ${p.surname} (${t(PAX_KEY[p.paxType] ?? 'pax.adult')})`,
          `${t('doc.ticket_numbers')}: ${ticketsOf(p)}`,
        ]),
      },
      { title: t('doc.payment'), rows: [[t('pay.mail_total'), formatLira(lang, booking.total)]] },
    ],
    footer: translate(lang, `pay.rule_airline|${directions[0]!.legs[0]!.airline.name}`),
  };
}
