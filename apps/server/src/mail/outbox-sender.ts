import type { FastifyBaseLogger } from 'fastify';
import { asc, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { jsonOrNull, prepared } from '../db/prepared.js';
import { mailOutbox } from '../db/schema.js';
import { claimable, DEFAULT_RETRY_AFTER_MS, type Mailer, type MailMessage } from './mailer.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Delivers the mail outbox in the background: requests queue mail, never wait for SMTP. */
    outbox: OutboxSender;
  }
}

const insertMail = prepared('mail_outbox_insert', (db) =>
  db
    .insert(mailOutbox)
    .values({
      to: sql.placeholder('to'),
      subject: sql.placeholder('subject'),
      text: sql.placeholder('text'),
      html: sql.placeholder('html'),
      headers: sql`${sql.placeholder('headers')}::jsonb`,
      attachments: sql`${sql.placeholder('attachments')}::jsonb`,
      claimedAt: sql`${sql.placeholder('claimedAt')}::timestamptz`,
      error: sql`${sql.placeholder('error')}`,
    })
    .returning({ id: mailOutbox.id }),
);

/**
 * A transaction writes the mail with its data; after the commit `OutboxSender.enqueue` sends it,
 * or `handOver(mailer, …)` does what `mailer` does with mail: given that mailer, a mail that
 * cannot be sent (no SMTP) is written already kept.
 */
export async function queueMail(tx: Db, message: MailMessage, mailer?: Mailer): Promise<number> {
  const kept = mailer?.keeper?.keptColumns();
  const [row] = await insertMail(tx).execute({
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    headers: jsonOrNull(message.headers),
    attachments: jsonOrNull(message.attachments),
    claimedAt: kept?.claimedAt.toISOString() ?? null,
    error: kept?.error ?? null,
  });
  return row!.id;
}

/**
 * The background mail sender. Mail queued by a request goes out right after it (not awaited by
 * the request), and every `pollMs` the outbox is swept for mail whose try failed for a passing
 * reason (retried every `retryAfterMs` for a day), whose sender died mid-send, or that nobody
 * picked up. Each row is claimed with one conditional update (`Mailer.deliverQueued`), so several
 * instances sweeping one database still send a mail once.
 */
export class OutboxSender {
  private timer: NodeJS.Timeout | null = null;
  private readonly inFlight = new Set<Promise<unknown>>();
  private sweeping: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    private readonly mailer: Mailer,
    private readonly log?: FastifyBaseLogger,
    public pollMs = 5_000,
    public retryAfterMs = DEFAULT_RETRY_AFTER_MS,
    /** Rows younger than this are left to the request that queued them, so they are not tried twice at once. */
    public graceMs = 5_000,
  ) {
    mailer.onQueued = (id, message) => this.enqueue(id, message);
  }

  /** Sends one queued mail in the background; the caller does not wait. */
  enqueue(outboxId: number, message: MailMessage): void {
    this.track(this.mailer.deliverQueued(outboxId, message, this.retryAfterMs));
  }

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.sweep(), this.pollMs);
    this.timer.unref();
    void this.sweep();
  }

  /** Stops sweeping and waits for the deliveries under way (they finish or fail on their own timeouts). */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.idle();
  }

  /** Resolves when no delivery or sweep is under way (tests use it through `waitForMail`). */
  async idle(): Promise<void> {
    while (this.inFlight.size > 0 || this.sweeping) await Promise.allSettled([...this.inFlight, this.sweeping]);
  }

  /** One pass over the outbox: what is due, oldest first. Returns once every claimed row was tried. */
  sweep(): Promise<void> {
    if (this.sweeping) return this.sweeping;
    this.sweeping = (async () => {
      try {
        const rows = await this.db
          .select()
          .from(mailOutbox)
          .where(
            sql`${claimable(this.retryAfterMs)} and ${mailOutbox.createdAt} < now() - make_interval(secs => ${this.graceMs / 1000})`,
          )
          .orderBy(asc(mailOutbox.id))
          .limit(100);
        for (const row of rows) {
          const message = {
            to: row.to,
            subject: row.subject,
            text: row.text,
            html: row.html,
            attachments: row.attachments ?? undefined,
            headers: row.headers ?? undefined,
          };
          await this.mailer.deliverQueued(row.id, message, this.retryAfterMs);
        }
      } catch (err) {
        // The database may be down for a moment: the next sweep tries again.
        this.log?.warn({ err }, 'mail outbox sweep failed');
      } finally {
        this.sweeping = null;
      }
    })();
    return this.sweeping;
  }

  private track(p: Promise<unknown>) {
    const guarded = p.catch((err) => this.log?.warn({ err }, 'queued mail not sent; the sweep retries it'));
    this.inFlight.add(guarded);
    void guarded.finally(() => this.inFlight.delete(guarded));
  }
}
