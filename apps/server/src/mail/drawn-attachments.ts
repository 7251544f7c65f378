import { pdfAttachment, renderDocument } from '../modules/bookings/pdf-document.js';
import type { MailMessage, SentMail } from './mailer.js';

/** The mail as it leaves: each booking document among its files drawn as a PDF (on the PDF thread). */
export async function withDocumentsDrawn(message: MailMessage): Promise<SentMail> {
  if (!message.attachments) return { ...message, attachments: undefined };
  const attachments = await Promise.all(
    message.attachments.map(async (a) =>
      'document' in a ? pdfAttachment(a.filename, await renderDocument(a.document)) : a,
    ),
  );
  return { ...message, attachments };
}
