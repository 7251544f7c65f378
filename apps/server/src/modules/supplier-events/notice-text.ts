import type { Language } from '@yolcu/contract';
import type { SupplierEvent } from '../../integrations/orders.js';
import { translate } from '../../lib/i18n.js';
import { longDateTime } from '../../lib/long-date.js';
import type { SupplierNoticeContent } from '../../mail/supplier-notice-mail.js';
import type { BookingRow, NotificationText } from '../bookings/fulfilment.js';
import { snapshotOf } from '../flights/flight-fulfilment.js';
import { transferSnapshotOf } from '../transfers/transfer-fulfilment.js';
import type { MovedLeg } from './schedule-change.js';

type Leg = MovedLeg['after'];
export const languageOf = (booking: BookingRow): Language => (booking.language === 'en' ? 'en' : 'tr');

/** A flight leg as the confirmation mail writes it: local times, the arrival's day only when it differs. */
const legLine = (lang: Language, l: Leg) =>
  `${l.flight_number}  ${l.departure_airport.code} ${longDateTime(lang, l.departure_date, l.departure_time)} → ${l.arrival_airport.code} ${l.arrival_date === l.departure_date ? l.arrival_time : longDateTime(lang, l.arrival_date, l.arrival_time)}`;

const placeName = (lang: Language, p: { nameTr: string; nameEn: string }) => (lang === 'tr' ? p.nameTr : p.nameEn);

/** A transfer's ride on a day and time: `Antalya Airport → Lara · Friday, 12 June 2026, 10:30`. */
function rideLine(lang: Language, booking: BookingRow, date: string, time: string) {
  const s = transferSnapshotOf(booking);
  return `${placeName(lang, s.from)} → ${placeName(lang, s.to)} · ${longDateTime(lang, date, time)}`;
}

/** A transfer's new pick-up: the first leg's departure of the event, if it gave one. */
const pickupOf = (event: SupplierEvent) => event.legs?.find((l) => l.direction === 0 && l.leg === 0);

const titleKey = (booking: BookingRow, event: SupplierEvent) =>
  `supplier_events.${event.type === 'cancelled' ? 'cancelled' : 'changed'}_${booking.product === 'transfer' ? 'transfer' : 'flight'}`;

/** The trip a cancellation stops: each direction's route, first flight and departure; or the ride. */
function tripLines(lang: Language, booking: BookingRow): string[] {
  if (booking.product === 'transfer') {
    const s = transferSnapshotOf(booking);
    return [rideLine(lang, booking, s.date, s.time)];
  }
  return snapshotOf(booking).directions.map((d) => {
    const first = d.legs[0]!;
    const last = d.legs[d.legs.length - 1]!;
    return `${first.departure_airport.code} → ${last.arrival_airport.code} · ${first.flight_number} · ${longDateTime(lang, first.departure_date, first.departure_time)}`;
  });
}

/** The mail's content (03 §17) in the booking's language; `moved` holds a flight's legs before and after. */
export function noticeMailContent(
  booking: BookingRow,
  event: SupplierEvent,
  moved: MovedLeg[],
  firstName: string,
  link: string,
): SupplierNoticeContent {
  const lang = languageOf(booking);
  const t = (key: string) => translate(lang, key);
  const base = { to: booking.email, firstName, title: t(titleKey(booking, event)), pnr: booking.pnr ?? '', link };
  if (event.type === 'cancelled')
    return { ...base, lines: tripLines(lang, booking), note: t('supplier_events.mail_cancelled_note') };
  if (booking.product === 'transfer') {
    const s = transferSnapshotOf(booking);
    const pickup = pickupOf(event);
    return {
      ...base,
      lines: pickup ? [rideLine(lang, booking, pickup.departure_date, pickup.departure_time)] : [],
      before: [rideLine(lang, booking, s.date, s.time)],
      note: t('supplier_events.mail_changed_note_transfer'),
    };
  }
  return {
    ...base,
    lines: moved.map((m) => legLine(lang, m.after)),
    before: moved.map((m) => legLine(lang, m.before)),
    note: t('supplier_events.mail_changed_note_flight'),
  };
}

/** The notification a signed-in owner gets, in both languages. */
export function noticeNotification(booking: BookingRow, event: SupplierEvent, moved: MovedLeg[]): NotificationText {
  const pnr = booking.pnr ?? '';
  const what = (lang: Language) => {
    if (event.type === 'cancelled')
      return translate(lang, `supplier_events.notify_cancelled|${pnr}|${tripLines(lang, booking).join(', ')}`);
    const changes =
      booking.product === 'transfer'
        ? [pickupOf(event)]
            .filter((l) => l !== undefined)
            .map((l) =>
              translate(
                lang,
                `supplier_events.notify_pickup|${longDateTime(lang, l.departure_date, l.departure_time)}`,
              ),
            )
        : moved.map(({ after: l }) =>
            translate(
              lang,
              `supplier_events.notify_leg|${l.flight_number}|${l.departure_airport.code}|${l.arrival_airport.code}|${longDateTime(lang, l.departure_date, l.departure_time)}`,
            ),
          );
    return translate(lang, `supplier_events.notify_changed|${pnr}|${changes.join('; ')}`);
  };
  return {
    titleTr: translate('tr', titleKey(booking, event)),
    titleEn: translate('en', titleKey(booking, event)),
    contentTr: what('tr'),
    contentEn: what('en'),
  };
}
