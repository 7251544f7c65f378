import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { mailOutbox } from '../db/schema.js';
import { eq } from 'drizzle-orm';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** Records the mail in the outbox, then delivers it by SMTP when SMTP_URL is set. Never throws. */
  send(message: MailMessage): Promise<{ delivered: boolean }>;
}

export const FROM_ADDRESS = 'Yolcu <no-reply@yolcu.example>';

export function createMailer(config: Config, db: Db, log: FastifyBaseLogger): Mailer {
  const transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;
  return {
    async send(message) {
      const [row] = await db.insert(mailOutbox).values(message).returning({ id: mailOutbox.id });
      if (!transport) {
        // No SMTP: the outbox row is the delivery; the log says where to find it, not what it says.
        log.info({ outboxId: row?.id, to: message.to, subject: message.subject }, 'mail kept in outbox (no SMTP_URL)');
        return { delivered: false };
      }
      try {
        await transport.sendMail({ from: FROM_ADDRESS, ...message });
        if (row) await db.update(mailOutbox).set({ delivered: true, sentAt: new Date() }).where(eq(mailOutbox.id, row.id));
        return { delivered: true };
      } catch (err) {
        const error = err instanceof Error ? err.message : String(err);
        log.warn({ outboxId: row?.id, error }, 'mail delivery failed; kept in outbox');
        if (row) await db.update(mailOutbox).set({ error }).where(eq(mailOutbox.id, row.id));
        return { delivered: false };
      }
    },
  };
}

/** Escapes text for the HTML part of a mail. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}
