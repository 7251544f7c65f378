import type { FastifyBaseLogger } from 'fastify';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { jsonOrNull, prepared } from '../db/prepared.js';
import { mailOutbox } from '../db/schema.js';
import type { JobEngine } from '../jobs/engine.js';
import { claimable, DEFAULT_RETRY_AFTER_MS, type Mailer, type MailMessage, PERMANENT_PREFIX } from './mailer.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Delivers the mail outbox through the job engine: requests queue mail, never wait for SMTP. */
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
  const [row] = await insertMail(tx).execute(outboxColumns(message, mailer));
  return row!.id;
}

/** A mail's outbox row as `queueMail` writes it, for a statement that writes it among others. */
export function outboxColumns(message: MailMessage, mailer?: Mailer) {
  const kept = mailer?.keeper?.keptColumns();
  return {
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    headers: jsonOrNull(message.headers),
    attachments: jsonOrNull(message.attachments),
    claimedAt: kept?.claimedAt.toISOString() ?? null,
    error: kept?.error ?? null,
  };
}

/** The job that delivers one queued mail, and the sweep that picks up any mail no job took. */
export const MAIL_QUEUE = 'mail';
const MAIL_SWEEP_QUEUE = 'mail-sweep';
const MAIL_SWEEP_SECONDS = 60;

type OutboxRow = typeof mailOutbox.$inferSelect;
const messageOf = (row: OutboxRow): MailMessage => ({
  to: row.to,
  subject: row.subject,
  text: row.text,
  html: row.html,
  attachments: row.attachments ?? undefined,
  headers: row.headers ?? undefined,
});

/**
 * The mail sender, on the job engine (issue 35). A request that queued a mail sends a `mail` job
 * for it after its commit (never waiting for SMTP); whichever instance works takes the job and
 * delivers it, and a try that failed for a passing reason is retried with backoff (a refusal for
 * good is kept with its error). Each row is also claimed with one conditional update
 * (`Mailer.deliverQueued`), so a mail goes out once even if a job and the sweep meet. The sweep,
 * once a minute across all instances, takes mail whose job was never sent (the process died
 * between the commit and the job) or whose sender died mid-send.
 */
export class OutboxSender {
  private readonly inFlight = new Set<Promise<unknown>>();
  private sweeping: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    private readonly mailer: Mailer,
    private readonly jobs: JobEngine,
    private readonly log?: FastifyBaseLogger,
    public retryAfterMs = DEFAULT_RETRY_AFTER_MS,
    /** Rows younger than this are left to their own job, so they are not tried twice at once. */
    public graceMs = 5_000,
  ) {
    mailer.onQueued = (id) => this.enqueue(id);
    jobs.work<{ outboxId: number }>(
      // Retries wait at least the claim's minute: a sooner one would find the row still claimed.
      { name: MAIL_QUEUE, notify: true, retryLimit: 10, retryDelay: 60, retryBackoff: true, retryDelayMax: 3600 },
      ({ outboxId }) => this.deliver(outboxId),
    );
    jobs.every(MAIL_SWEEP_QUEUE, MAIL_SWEEP_SECONDS, () => this.sweep());
  }

  /** Queues the delivery of a mail that a committed transaction wrote; the caller does not wait. */
  enqueue(outboxId: number): void {
    this.track(this.jobs.send(MAIL_QUEUE, { outboxId }));
  }

  /** The `mail` job: delivers the row unless it went or is being sent; throws to be retried. */
  async deliver(outboxId: number): Promise<void> {
    const [row] = await this.db.select().from(mailOutbox).where(eq(mailOutbox.id, outboxId));
    if (!row || row.delivered) return;
    const { delivered } = await this.mailer.deliverQueued(row.id, messageOf(row), this.retryAfterMs);
    if (delivered) return;
    const [after] = await this.db
      .select({ error: mailOutbox.error, delivered: mailOutbox.delivered })
      .from(mailOutbox)
      .where(eq(mailOutbox.id, outboxId));
    if (after && !after.delivered && after.error && !after.error.startsWith(PERMANENT_PREFIX))
      throw new Error(`mail ${outboxId} not delivered yet: ${after.error}`);
  }

  /** Waits for the job sends under way (tests use it through `waitForMail`). */
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
        for (const row of rows) await this.mailer.deliverQueued(row.id, messageOf(row), this.retryAfterMs);
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
    const guarded = p.catch((err) => this.log?.warn({ err }, 'mail job not queued; the sweep sends the mail'));
    this.inFlight.add(guarded);
    void guarded.finally(() => this.inFlight.delete(guarded));
  }
}
