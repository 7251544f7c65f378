import type { Language } from '@yolcu/contract';
import { type BookingMailContent, bookingMail } from '../../mail/booking-mail.js';
import type { MailMessage } from '../../mail/mailer.js';
import { calendarContentType } from './calendar-file.js';
import { type BookingDocument, documentFilename } from './pdf-document.js';

/**
 * A booking's confirmation mail with its calendar file and its PDF. The PDF is attached as the
 * document to draw: the mailer draws it when the mail leaves, not while the booking completes.
 */
export async function mailWithFiles(
  lang: Language,
  product: 'flight' | 'transfer',
  content: BookingMailContent,
  files: { ics: string; document: BookingDocument },
): Promise<MailMessage> {
  const message = await bookingMail(lang, content);
  return {
    ...message,
    attachments: [
      { filename: `yolcu-${content.pnr}.ics`, content: files.ics, contentType: calendarContentType(false) },
      {
        filename: documentFilename(content.pnr, product, lang),
        contentType: 'application/pdf',
        document: files.document,
      },
    ],
  };
}
