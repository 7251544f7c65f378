import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { type Database, openPostgres, wrapPglite } from '../src/db/client.js';
import type { MailMessage, Mailer } from '../src/mail/mailer.js';
import { withDatabase } from './global-setup.js';
import { inject } from 'vitest';
import { TEMPLATE_DB } from './paths.js';

/** A fresh database copied from the migrated, loaded template of global-setup. */
export async function freshDatabase(): Promise<Database & { url?: string }> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const name = `yolcu_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${TEMPLATE_DB}`);
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

/** Collects mail instead of sending it, and still writes the outbox as the real mailer does. */
export class MemoryMailer implements Mailer {
  readonly sent: MailMessage[] = [];
  async send(message: MailMessage) {
    this.sent.push(message);
    return { delivered: true };
  }
  async deliverQueued(_outboxId: number, message: MailMessage) {
    this.sent.push(message);
    return { delivered: true };
  }
}

export interface TestApp {
  app: FastifyInstance;
  database: Database & { url?: string };
  close(): Promise<void>;
}

/** The same app the server runs, on a fresh database, without a web build or logs. */
export async function createTestApp(opts: { mailer?: Mailer; env?: Record<string, string> } = {}): Promise<TestApp> {
  const database = await freshDatabase();
  const config = loadConfig({ PUBLIC_URL: 'http://localhost:8080', WEB_DIST: '/nonexistent', ...opts.env });
  const app = await buildApp({ config, database, mailer: opts.mailer, logger: false });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/**
 * A second server instance on the same database, as a second machine behind a load balancer
 * would be: on PostgreSQL with its own connection pool; on PGlite over the same embedded database.
 */
export async function secondInstance(first: TestApp, opts: { mailer?: Mailer } = {}): Promise<TestApp> {
  const database = first.database.url ? openPostgres(first.database.url) : first.database;
  const config = loadConfig({ PUBLIC_URL: 'http://localhost:8080', WEB_DIST: '/nonexistent' });
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
