import type { Language } from '@yolcu/contract';
import { type BookingMailContent, bookingMail } from '../../mail/booking-mail.js';
import type { MailMessage } from '../../mail/mailer.js';
import { type CalendarSpec, calendarAttachment } from './calendar-file.js';
import { type BookingDocument, documentFilename } from './pdf-document.js';

/**
 * A booking's confirmation mail with its calendar file and its PDF, attached as what to draw: the
 * mailer draws them when the mail leaves, not while the booking completes.
 */
export async function mailWithFiles(
  lang: Language,
  product: 'flight' | 'transfer',
  content: BookingMailContent,
  files: { calendar: CalendarSpec; document: BookingDocument },
): Promise<MailMessage> {
  const message = await bookingMail(lang, content);
  return {
    ...message,
    attachments: [
      calendarAttachment(files.calendar),
      {
        filename: documentFilename(content.pnr, product, lang),
        contentType: 'application/pdf',
        document: files.document,
      },
    ],
  };
}
