import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { mailOutbox } from '../db/schema.js';
import { eq, sql } from 'drizzle-orm';
import type { CalendarSpec } from '../modules/bookings/calendar-file.js';
import type { BookingDocument } from '../modules/bookings/pdf-document.js';
import { maskEmails } from '../lib/redact.js';
import { withDocumentsDrawn } from './drawn-attachments.js';

/**
 * A file sent with a mail: its content (text, or base64 with `encoding: 'base64'`), or a booking's
 * document or calendar, kept as what they say and drawn (PDF, `.ics`) only when the mail leaves
 * (issue 21): the booking's completion no longer draws them, and its outbox row holds a few hundred
 * bytes, not 17 KB.
 */
export type MailAttachment =
  | FileAttachment
  | { filename: string; contentType: 'application/pdf'; document: BookingDocument }
  | { filename: string; contentType: string; calendar: CalendarSpec };
export type FileAttachment = { filename: string; content: string; contentType: string; encoding?: 'base64' };

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, such as List-Unsubscribe. */
  headers?: Record<string, string>;
  attachments?: MailAttachment[];
}

export interface Mailer {
  /**
   * Records the mail in the outbox and hands it to the background sender (or, without one,
   * delivers it at once). Never throws for a delivery failure: the row keeps the error.
   */
  send(message: MailMessage): Promise<{ delivered: boolean }>;
  /**
   * Delivers a mail that a transaction already wrote to the outbox. The row is claimed with one
   * conditional update, so a mail goes out once however many callers (and instances) ask; a row
   * whose last try failed for a passing reason may be claimed again after `retryAfterMs`.
   */
  deliverQueued(outboxId: number, message: MailMessage, retryAfterMs?: number): Promise<{ delivered: boolean }>;
  /** Set by the background sender: `send` then leaves delivery to it instead of awaiting SMTP. */
  onQueued?: (outboxId: number, message: MailMessage) => void;
  /** Set when there is no SMTP: the outbox row is then the delivery (see `MailKeeper`). */
  keeper?: MailKeeper;
}

/**
 * Without SMTP, a mail is delivered by being kept in the outbox. `queueMail` writes it kept at
 * once, and `handOver` only reports it: no second statement that claims the row to mark it so
 * (issue 21: one statement fewer per booking).
 */
export interface MailKeeper {
  /** The columns of a row written already kept: claimed, and failed for good, so no sweep takes it. */
  keptColumns(): { claimedAt: Date; error: string };
  /** Says in the log who the kept mail is for and what it is about. */
  report(outboxId: number, message: MailMessage): void;
}

/** A mail as it leaves: every file ready to send. */
export type SentMail = Omit<MailMessage, 'attachments'> & { attachments?: FileAttachment[] };

/** What actually carries a mail away: nodemailer's SMTP transport, or a test's memory. */
export interface MailTransport {
  sendMail(message: SentMail & { from: string; messageId?: string }): Promise<unknown>;
}

export const FROM_ADDRESS = 'Yolcu <no-reply@yolcu.example>';
/** A failure the receiving server called final (SMTP 5xx) is kept for a person, never retried. */
export const PERMANENT_PREFIX = 'permanent: ';
/** A queued mail is retried for a day; after that it is left in the outbox for a person to look at. */
export const RETRY_WINDOW_MS = 86_400_000;
export const DEFAULT_RETRY_AFTER_MS = 60_000;
const KEPT_WITHOUT_SMTP = `${PERMANENT_PREFIX}no SMTP_URL; kept in the outbox`;

/**
 * Whether an outbox row may be claimed now: never claimed, or not delivered, claimed longer than
 * `retryAfterMs` ago (its try failed, or the process died while sending) and not failed for good.
 */
export const claimable = (retryAfterMs: number) =>
  sql`${mailOutbox.delivered} = false and ${mailOutbox.createdAt} > now() - make_interval(secs => ${RETRY_WINDOW_MS / 1000})
    and (${mailOutbox.claimedAt} is null
      or (${mailOutbox.claimedAt} < now() - make_interval(secs => ${retryAfterMs / 1000}) and coalesce(${mailOutbox.error}, '') not like ${`${PERMANENT_PREFIX}%`}))`;

/**
 * A mail's Message-ID, fixed by its outbox row: a copy sent again (a sender that died between SMTP's
 * answer and the outbox's record) carries the same one, and mail systems keep one of the two.
 */
export const messageIdOf = (outboxId: number) => `<outbox-${outboxId}@yolcu.example>`;

/** Backoff of `untilWritten`: from a quarter second up to five, for as long as a mail may be retried. */
const RECORD_BACKOFF_MS = { first: 250, max: 5_000 };

/** Runs `write` until it succeeds, reporting each failure, for at most the outbox's retry window. */
async function untilWritten(write: () => Promise<unknown>, onFailure: (err: unknown) => void): Promise<void> {
  const giveUpAt = Date.now() + RETRY_WINDOW_MS;
  for (let wait = RECORD_BACKOFF_MS.first; ; wait = Math.min(wait * 2, RECORD_BACKOFF_MS.max)) {
    try {
      await write();
      return;
    } catch (err) {
      onFailure(err);
      if (Date.now() > giveUpAt) throw err;
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}

export interface OutboxMailerOptions {
  /** Without SMTP, print each mail's recipient and subject to the log (outside production). */
  printWithoutSmtp?: boolean;
}

/** The outbox bookkeeping around a transport; the real mailer and the tests' mailer share it. */
export function outboxMailer(
  db: Db,
  transport: MailTransport | null,
  log?: FastifyBaseLogger,
  options: OutboxMailerOptions = {},
): Mailer {
  /** Outbox rows that SMTP accepted and whose record of it is still being written (see `deliver`). */
  const sentUnrecorded = new Set<number>();
  const deliver = async (id: number, message: MailMessage, transport: MailTransport) => {
    try {
      await transport.sendMail({
        from: FROM_ADDRESS,
        messageId: messageIdOf(id),
        ...(await withDocumentsDrawn(message)),
      });
    } catch (err) {
      const text = err instanceof Error ? err.message : String(err);
      const code = (err as { responseCode?: number }).responseCode;
      const error = code !== undefined && code >= 500 ? `${PERMANENT_PREFIX}${text}` : text;
      // The refusal often quotes the recipient; the log gets the reason without the address.
      log?.warn({ outboxId: id, error: maskEmails(error) }, 'mail delivery failed; kept in outbox');
      // Nothing was sent: if the database cannot take the error now, the claim simply runs out and
      // the sweep tries the mail again.
      await db
        .update(mailOutbox)
        .set({ error })
        .where(eq(mailOutbox.id, id))
        .catch((dbError: unknown) => log?.warn({ outboxId: id, err: dbError }, 'mail failure not recorded'));
      return { delivered: false };
    }
    // SMTP took the mail: it must never go again, so its record is written however long the
    // database is away (issue 35: a mail whose record failed was sent a second time by the sweep).
    // Meanwhile this process does not claim it again; another instance could once the claim runs
    // out, and the fixed Message-ID lets the receiving side recognise that copy.
    sentUnrecorded.add(id);
    try {
      await untilWritten(
        () =>
          db.update(mailOutbox).set({ delivered: true, sentAt: new Date(), error: null }).where(eq(mailOutbox.id, id)),
        (err) => log?.warn({ outboxId: id, err }, 'mail sent, its record not yet written; trying again'),
      );
    } finally {
      sentUnrecorded.delete(id);
    }
    return { delivered: true };
  };
  const mailer: Mailer = {
    async send(message) {
      const [row] = await db
        .insert(mailOutbox)
        .values({ ...message, attachments: message.attachments ?? null })
        .returning({ id: mailOutbox.id });
      if (mailer.onQueued) {
        mailer.onQueued(row!.id, message);
        return { delivered: false };
      }
      return mailer.deliverQueued(row!.id, message);
    },
    async deliverQueued(outboxId, message, retryAfterMs = DEFAULT_RETRY_AFTER_MS) {
      if (sentUnrecorded.has(outboxId)) return { delivered: true };
      // No SMTP: the outbox row is the delivery, so the one update that claims it also marks it kept
      // for good, and the outbox sweep does not print it again every minute for a day.
      const [claimed] = await db
        .update(mailOutbox)
        .set(transport ? { claimedAt: new Date() } : { claimedAt: new Date(), error: KEPT_WITHOUT_SMTP })
        .where(sql`${mailOutbox.id} = ${outboxId} and ${claimable(retryAfterMs)}`)
        .returning({ id: mailOutbox.id });
      if (!claimed) return { delivered: false };
      if (transport) return deliver(outboxId, message, transport);
      keeper.report(outboxId, message);
      return { delivered: false };
    },
  };
  const keeper: MailKeeper = {
    keptColumns: () => ({ claimedAt: new Date(), error: KEPT_WITHOUT_SMTP }),
    // The log says who it was for and what it was about, never its links (they carry one-time
    // codes and booking codes, 03 §12).
    report(outboxId, message) {
      // Outside production the recipient helps a developer find the mail; in production no address
      // reaches the log (issue 36).
      if (options.printWithoutSmtp)
        log?.info(
          { outboxId, to: message.to, subject: message.subject },
          `mail (no SMTP_URL) to ${message.to}: "${message.subject}" (kept in the outbox; npm run mail:sink shows mail in full)`,
        );
      else log?.info({ outboxId, subject: message.subject }, 'mail kept in outbox (no SMTP_URL)');
    },
  };
  if (!transport) mailer.keeper = keeper;
  return mailer;
}

export function createMailer(config: Config, db: Db, log: FastifyBaseLogger): Mailer {
  // Short timeouts: a stalled SMTP server fails the try (retried later) instead of holding it for minutes.
  const transport = config.smtpUrl
    ? nodemailer.createTransport({
        url: config.smtpUrl,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      })
    : null;
  return outboxMailer(db, transport, log, { printWithoutSmtp: process.env.NODE_ENV !== 'production' });
}

/**
 * After a transaction that queued a mail (`queueMail`) commits: without SMTP it was kept as it was
 * written; otherwise the background sender takes it (the request never waits for SMTP); without a
 * sender, it is delivered here.
 */
export async function handOver(mailer: Mailer, outboxId: number, message: MailMessage): Promise<void> {
  if (mailer.keeper) mailer.keeper.report(outboxId, message);
  else if (mailer.onQueued) mailer.onQueued(outboxId, message);
  else await mailer.deliverQueued(outboxId, message);
}
