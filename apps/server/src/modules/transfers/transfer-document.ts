import type { Language } from '@yolcu/contract';
import { translate } from '../../lib/i18n.js';
import { SUPPORT_PHONE } from '../app-info/app-info.service.js';
import type { BookingRow, IssuedTicket, PassengerRow } from '../bookings/fulfilment.js';
import type { BookingDocument } from '../bookings/pdf-document.js';
import { formatLira } from '../../lib/money.js';
import type { TransferSnapshot } from './transfer-offer-view.js';
import { cancellationTerms } from './transfer-refund-rules.js';
import { longDate, longDateTime } from '../../lib/long-date.js';
import { flightLabel, meetingInstructions, placeWithAddress } from './transfer-text.js';

/**
 * The transfer voucher (03 §14): PNR, pick-up place and time, vehicle, vendor and its phone,
 * meeting instructions, passengers and tickets, extras and the cancellation terms. No link and
 * no contact details: a voucher is handed to drivers and hotels.
 */
export function transferDocument(
  booking: BookingRow,
  s: TransferSnapshot,
  passengers: PassengerRow[],
  tickets: IssuedTicket[],
  lang: Language,
): BookingDocument {
  const t = (key: string) => translate(lang, key);
  const name = (p: { nameTr: string; nameEn: string }) => (lang === 'tr' ? p.nameTr : p.nameEn);
  const flight = flightLabel(s.transfer.airline_code, s.transfer.flight_number);
  const ride: Array<[string, string]> = [
    [t('pay.voucher_pickup'), placeWithAddress(name(s.from), s.from.address)],
    [t('pay.voucher_dropoff'), placeWithAddress(name(s.to), s.to.address)],
    [t('pay.voucher_when'), longDateTime(lang, s.date, s.time)],
    ...(flight ? [[t('pay.voucher_flight'), flight] as [string, string]] : []),
    [
      t('pay.voucher_vehicle'),
      `${s.offer.vehicle.brand.name} ${s.offer.vehicle.model.name} · ${t(`transfer_type.${s.offer.transferType.key}`)}`,
    ],
    [t('doc.vendor'), s.offer.vendor.name],
    [t('doc.vendor_phone'), s.offer.vendor.phone],
  ];
  return {
    title: t('doc.voucher_title'),
    pnrLabel: 'PNR',
    pnr: booking.pnr ?? '',
    banner: booking.status === 'cancelled' ? t('doc.cancelled') : undefined,
    subtitle: translate(
      lang,
      `doc.issued|${longDate(lang, (booking.completedAt ?? booking.createdAt).toISOString().slice(0, 10))}`,
    ),
    language: lang,
    sections: [
      { title: t('doc.ride'), rows: ride, note: meetingInstructions(s, lang) },
      {
        title: t('pay.mail_passengers'),
        rows: passengers.map((p, i) => [
          `${p.name} ${p.surname}${i === 0 ? ` (${t('pay.voucher_leader')})` : ''}`,
          tickets.find((tk) => tk.passengerId === p.id)?.ticketNumber ?? '',
        ]),
      },
      ...(s.extras.length
        ? [
            {
              title: t('pay.voucher_extras'),
              rows: s.extras.map((e): [string, string] => [t(`extra.${e.code}`), `× ${e.quantity}`]),
            },
          ]
        : []),
      { title: t('cancel.terms_title'), paragraphs: [cancellationTerms(s, lang).description] },
      { title: t('doc.payment'), rows: [[t('pay.mail_total'), formatLira(lang, booking.total)]] },
    ],
    footer: t(`doc.voucher_footer|${SUPPORT_PHONE}`),
  };
}
