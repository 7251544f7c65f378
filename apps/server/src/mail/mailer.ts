import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { mailOutbox } from '../db/schema.js';
import { and, eq, isNull } from 'drizzle-orm';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: Array<{ filename: string; content: string; contentType: string }>;
}

export interface Mailer {
  /** Records the mail in the outbox, then delivers it by SMTP when SMTP_URL is set. Never throws. */
  send(message: MailMessage): Promise<{ delivered: boolean }>;
  /**
   * Delivers a mail that a transaction already wrote to the outbox. The row is claimed with one
   * conditional update, so a mail goes out once however many callers ask.
   */
  deliverQueued(outboxId: number, message: MailMessage): Promise<{ delivered: boolean }>;
}

export const FROM_ADDRESS = 'Yolcu <no-reply@yolcu.example>';

export function createMailer(config: Config, db: Db, log: FastifyBaseLogger): Mailer {
  const transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;
  const deliver = async (id: number | undefined, message: MailMessage) => {
    if (!transport) {
      // No SMTP: the outbox row is the delivery; the log says where to find it, not what it says.
      log.info({ outboxId: id, to: message.to, subject: message.subject }, 'mail kept in outbox (no SMTP_URL)');
      return { delivered: false };
    }
    try {
      await transport.sendMail({ from: FROM_ADDRESS, ...message });
      if (id) await db.update(mailOutbox).set({ delivered: true, sentAt: new Date() }).where(eq(mailOutbox.id, id));
      return { delivered: true };
    } catch (err) {
      const error = err instanceof Error ? err.message : String(err);
      log.warn({ outboxId: id, error }, 'mail delivery failed; kept in outbox');
      if (id) await db.update(mailOutbox).set({ error }).where(eq(mailOutbox.id, id));
      return { delivered: false };
    }
  };
  return {
    async send(message) {
      const [row] = await db
        .insert(mailOutbox)
        .values({ ...message, attachments: message.attachments ?? null, claimedAt: new Date() })
        .returning({ id: mailOutbox.id });
      return deliver(row?.id, message);
    },
    async deliverQueued(outboxId, message) {
      const [claimed] = await db
        .update(mailOutbox)
        .set({ claimedAt: new Date() })
        .where(and(eq(mailOutbox.id, outboxId), isNull(mailOutbox.claimedAt)))
        .returning({ id: mailOutbox.id });
      if (!claimed) return { delivered: false };
      return deliver(outboxId, message);
    },
  };
}

/** Escapes text for the HTML part of a mail. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}
