import type { Language } from '@yolcu/contract';
import { type BookingMailContent, bookingMail } from '../../mail/booking-mail.js';
import type { MailMessage } from '../../mail/mailer.js';
import { calendarContentType } from './calendar-file.js';
import { type BookingDocument, documentFilename, pdfAttachment, renderDocument } from './pdf-document.js';

/**
 * A booking's confirmation mail with its calendar file and its PDF: the PDF is drawn on the PDF
 * thread while the mail is rendered here.
 */
export async function mailWithFiles(
  lang: Language,
  product: 'flight' | 'transfer',
  content: BookingMailContent,
  files: { ics: string; document: BookingDocument },
): Promise<MailMessage> {
  const [message, pdf] = await Promise.all([bookingMail(lang, content), renderDocument(files.document)]);
  return {
    ...message,
    attachments: [
      { filename: `yolcu-${content.pnr}.ics`, content: files.ics, contentType: calendarContentType(false) },
      pdfAttachment(documentFilename(content.pnr, product, lang), pdf),
    ],
  };
}
