import { calendarFile } from '../modules/bookings/calendar-file.js';
import { pdfAttachment, renderDocument } from '../modules/bookings/pdf-document.js';
import type { MailMessage, SentMail } from './mailer.js';

/** The mail as it leaves: each booking document among its files drawn as a PDF (on the PDF thread), each calendar as `.ics`. */
export async function withDocumentsDrawn(message: MailMessage): Promise<SentMail> {
  if (!message.attachments) return { ...message, attachments: undefined };
  const attachments = await Promise.all(
    message.attachments.map(async (a) => {
      if ('document' in a) return pdfAttachment(a.filename, await renderDocument(a.document));
      if ('calendar' in a)
        return {
          filename: a.filename,
          contentType: a.contentType,
          content: calendarFile(a.calendar.events, a.calendar.cancelled),
        };
      return a;
    }),
  );
  return { ...message, attachments };
}
