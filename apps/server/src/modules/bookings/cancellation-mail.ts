import type { Language } from '@yolcu/contract';
import { translate } from '../../lib/i18n.js';
import { bookingMail } from '../../mail/booking-mail.js';
import type { MailMessage } from '../../mail/mailer.js';
import { formatLira } from '../../lib/money.js';
import { type CalendarSpec, calendarAttachment } from './calendar-file.js';
import type { BookingRow, NotificationText, RefundNotice } from './fulfilment.js';

/** Where the money goes: the amount and the card, or that nothing was due. */
export function refundLine(lang: Language, refund: RefundNotice) {
  if (refund.amount <= 0) return translate(lang, 'cancel.mail_no_refund');
  return translate(lang, `cancel.mail_refund|${formatLira(lang, refund.amount)}|${refund.cardLast4 ?? '····'}`);
}

/**
 * The cancellation mail of both products (03 §13): what was cancelled, the refund and its card,
 * and the calendar file that takes the events out of the traveller's calendar.
 */
export function cancellationMail(
  booking: BookingRow,
  m: { firstName: string; trip: string[]; refund: RefundNotice; link: string; calendar: CalendarSpec },
): Promise<MailMessage> {
  const lang: Language = booking.language === 'en' ? 'en' : 'tr';
  const t = (key: string) => translate(lang, key);
  return bookingMail(lang, {
    to: booking.email,
    subject: translate(lang, `cancel.mail_subject|${booking.pnr}`),
    firstName: m.firstName,
    intro: t('cancel.mail_intro'),
    pnr: booking.pnr ?? '',
    sections: [{ lines: m.trip }, { lines: [refundLine(lang, m.refund)], note: true }],
    total: `${t('cancel.mail_refund_total')}: ${formatLira(lang, m.refund.amount)}`,
    link: m.link,
    attachments: [calendarAttachment(m.calendar)],
  });
}

/** The notification a signed-in owner gets when a booking is cancelled. */
export function cancellationNotification(booking: BookingRow, trip: string, refund: RefundNotice): NotificationText {
  const text = (lang: Language) =>
    `${translate(lang, `cancel.notify_text|${booking.pnr}|${trip}`)} ${refundLine(lang, refund)}`;
  return {
    titleTr: translate('tr', 'cancel.notify_title'),
    titleEn: translate('en', 'cancel.notify_title'),
    contentTr: text('tr'),
    contentEn: text('en'),
  };
}
