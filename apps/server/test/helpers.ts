import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import { validateAnswersAgainstDocument } from './response-validator.js';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { type Database, type Db, openPostgres, wrapPglite } from '../src/db/client.js';
import { eq, sql } from 'drizzle-orm';
import { mailOutbox } from '../src/db/schema.js';
import { type MailMessage, type Mailer, outboxMailer, type SentMail } from '../src/mail/mailer.js';
import { withDocumentsDrawn } from '../src/mail/drawn-attachments.js';
import { withDatabase } from './global-setup.js';
import { inject } from 'vitest';

/** A fresh database copied from the migrated, loaded template of global-setup. */
export async function freshDatabase(): Promise<Database & { url?: string }> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const name = `yolcu_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${inject('templateDb')}`);
    await admin.end();
    const database = openPostgres(withDatabase(url, name));
    return {
      ...database,
      url: withDatabase(url, name),
      async close() {
        await database.close();
        const a = new pg.Client({ connectionString: url });
        await a.connect();
        await a.query(`drop database if exists ${name} with (force)`);
        await a.end();
      },
    };
  }
  const dump = new Blob([await readFile(inject('templateDump'))]);
  return wrapPglite(await PGlite.create({ loadDataDir: dump }));
}

/**
 * Collects mail instead of sending it. Attached to a test app's database (createTestApp does it),
 * it keeps the outbox as the real mailer does: the same claim-once rows, delivered in the background.
 */
export class MemoryMailer implements Mailer {
  readonly sent: SentMail[] = [];
  private outbox: Mailer | null = null;
  private db: Database['db'] | null = null;
  /** The "SMTP server": a subclass may make it slow or failing. */
  protected async transmit(message: SentMail): Promise<void> {
    this.sent.push(message);
  }
  attach(db: Database['db']) {
    const strip = ({ from: _from, ...message }: SentMail & { from: string }) => this.transmit(message);
    this.db = db;
    this.outbox = outboxMailer(db, { sendMail: strip });
  }
  /** Unlike the real mailer, delivers at once (tests of contact mail read `sent` right after the request). */
  async send(message: MailMessage) {
    if (this.db)
      await this.db.insert(mailOutbox).values({
        ...message,
        attachments: message.attachments ?? null,
        claimedAt: new Date(),
        delivered: true,
        sentAt: new Date(),
      });
    await this.transmit(await withDocumentsDrawn(message));
    return { delivered: true };
  }
  async deliverQueued(outboxId: number, message: MailMessage, retryAfterMs?: number) {
    if (!this.outbox) {
      await this.transmit(await withDocumentsDrawn(message));
      return { delivered: true };
    }
    return this.outbox.deliverQueued(outboxId, message, retryAfterMs);
  }
}

/** The outbox's mails to an address, oldest first: by id, since PostgreSQL returns rows in no set order. */
export const outboxTo = (db: Db, to: string) =>
  db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(mailOutbox.id);

/**
 * Waits until the background sender has tried every mail queued so far (delivered, or failed and
 * left for a retry), instead of sleeping blindly. With `until`, also until that mail arrived.
 * Up to 20 s: a mail job on a loaded two-core machine (a PDF drawn cold, the job engine's own
 * polling) took over 5 s in full runs; the tests check that the mail goes, not how fast.
 */
export async function waitForMail(t: TestApp, until?: () => boolean, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    await t.app.outbox.idle();
    const [pending] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(mailOutbox)
      .where(sql`${mailOutbox.delivered} = false and ${mailOutbox.error} is null`);
    if (pending!.n === 0 && (!until || until())) return;
    if (Date.now() > deadline) throw new Error(`waitForMail: ${pending!.n} mail still queued after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/**
 * The test apps' settings. Load shedding is off: every test app of a file shares one thread with
 * the embedded databases' synchronous work (a PGlite clone blocks it for half a second), so the
 * event loop's delay says nothing about one app's load here; `observability.test.ts` turns it on.
 */
const TEST_ENV = {
  PUBLIC_URL: 'http://localhost:8080',
  WEB_DIST: '/nonexistent',
  MAX_EVENT_LOOP_DELAY_MS: '0',
  // Mail and rounds are jobs: tests wait for them, so workers look for jobs often.
  JOB_POLL_SECONDS: '0.5',
  // The bank code's answer waits for the settlement (03 §17) here, so a test reads the final page;
  // the settlement suite sets 0 to see `confirming`.
  SETTLE_WAIT_MS: '5000',
  SETTLE_PATIENCE_MS: '5000',
  // Tests age rows and apply the retention rule themselves: a background round at start (late on a
  // loaded machine) would delete what a test then counts. `housekeeping.test.ts` turns it on.
  HOUSEKEEPING_MINUTES: '0',
};

export interface TestApp {
  app: FastifyInstance;
  database: Database & { url?: string };
  close(): Promise<void>;
}

/** The same app the server runs, on a fresh database, without a web build or logs. */
export async function createTestApp(opts: { mailer?: Mailer; env?: Record<string, string> } = {}): Promise<TestApp> {
  const database = await freshDatabase();
  if (opts.mailer instanceof MemoryMailer) opts.mailer.attach(database.db);
  const config = loadConfig({ ...TEST_ENV, ...opts.env });
  const app = await buildApp({ config, database, mailer: opts.mailer, logger: false });
  await app.ready();
  // Every answer the API tests receive is checked against the API document (03 §16).
  validateAnswersAgainstDocument(app);
  const testApp: TestApp = {
    app,
    database,
    async close() {
      liveApps.delete(testApp);
      await app.close();
      await database.close();
    },
  };
  liveApps.add(testApp);
  return testApp;
}

/**
 * The apps open now: after each test, their bookings' reconciliation is checked
 * (test/reconciliation-setup.ts). Kept on the global object: the setup file must not import this
 * file, or the app's modules would load before a test file's `vi.mock` could replace one of them.
 */
const registry = globalThis as { __liveTestApps?: Set<TestApp> };
registry.__liveTestApps ??= new Set();
const liveApps = registry.__liveTestApps;

/**
 * A second server instance on the same database, as a second machine behind a load balancer
 * would be: on PostgreSQL with its own connection pool; on PGlite over the same embedded database.
 */
export async function secondInstance(
  first: TestApp,
  opts: { mailer?: Mailer; env?: Record<string, string> } = {},
): Promise<TestApp> {
  const database = first.database.url ? openPostgres(first.database.url) : first.database;
  if (opts.mailer instanceof MemoryMailer) opts.mailer.attach(database.db);
  const config = loadConfig({ ...TEST_ENV, ...opts.env });
  const app = await buildApp({ config, database, mailer: opts.mailer, logger: false });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      if (first.database.url) await database.close();
    },
  };
}
