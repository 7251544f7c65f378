import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { type Database, migrationsFolder } from '../db/client.js';
import { sqlStateOf } from '../db/faults.js';

/** When the newest committed migration was generated: drizzle stores it as the row's `created_at`. */
const newestMigration: number = Math.max(
  ...(
    JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
      entries: Array<{ when: number }>;
    }
  ).entries.map((e) => e.when),
);

/** PostgreSQL's "no such table/schema": the migrations table is not there yet. */
const NOT_MIGRATED = new Set(['42P01', '3F000']);

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Set on SIGTERM before the server stops: /readyz answers 503 so that the load balancer stops
     * sending requests, while those already sent are still served (`main.ts`).
     */
    draining: boolean;
  }
}

/**
 * `/healthz` says the process is alive and touches nothing else, so that a database outage never
 * makes an orchestrator restart healthy processes (03 §19). `/readyz` says the instance can serve:
 * the database answers and holds every committed migration. A load balancer takes the instance
 * out of rotation on its 503 and back when it turns 200.
 */
export function healthRoutes(app: FastifyInstance, database: Database) {
  app.decorate('draining', false);
  // While draining, every answer closes its connection: the client's next request opens a new one,
  // which the load balancer sends to another instance.
  app.addHook('onRequest', async (_req, reply) => {
    if (app.draining) reply.header('connection', 'close');
  });
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));

  app.get('/readyz', { schema: { hide: true } }, async (_req, reply) => {
    if (app.draining)
      return reply.code(503).header('retry-after', '5').send({ status: 'draining', database: database.kind });
    try {
      // One statement is both the "select 1" and the migration check. Done means the same test
      // drizzle's migrator makes: the newest applied migration is not older than the newest committed.
      const result = await database.db.execute(
        sql`select coalesce(max(created_at), 0) >= ${newestMigration} as done from drizzle.__drizzle_migrations`,
      );
      const [row] = ((result as { rows?: unknown[] }).rows ?? (result as unknown[])) as Array<{ done: boolean }>;
      if (row?.done) return { status: 'ready', database: database.kind };
      return unavailable(reply, database, 'migrations');
    } catch (err) {
      return unavailable(reply, database, NOT_MIGRATED.has(sqlStateOf(err) ?? '') ? 'migrations' : 'database');
    }
  });
}

function unavailable(reply: FastifyReply, database: Database, reason: 'database' | 'migrations') {
  return reply.code(503).header('retry-after', '5').send({ status: 'unavailable', database: database.kind, reason });
}
