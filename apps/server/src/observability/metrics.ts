import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database, PoolStats } from '../db/client.js';
import { onBookingOutcome } from './booking-outcomes.js';

/** One queue's jobs in one state (pg-boss: created, retry, active, completed, failed…). */
export interface JobCount {
  queue: string;
  state: string;
  count: number;
}
export type JobStateCollector = () => Promise<Iterable<JobCount>> | Iterable<JobCount>;

export interface AppMetrics {
  registry: Registry;
  /** Reads job counts at each scrape into `yolcu_jobs{queue,state}`; may be called more than once. */
  registerJobStateCollector(collect: JobStateCollector): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: AppMetrics;
  }
}

/** Unknown paths share one label: a raw URL would carry codes and ids, and grow without end. */
const UNMATCHED = 'unmatched';
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * The runtime's own metrics (CPU, memory, event loop, GC, `nodejs_version_info`): the process's,
 * so gathered once per process however many apps it builds (tests build many), each of which
 * would otherwise add event-loop and GC observers that are never removed.
 */
let runtime: Registry | undefined;
function runtimeRegistry(): Registry {
  if (!runtime) {
    runtime = new Registry();
    collectDefaultMetrics({ register: runtime });
  }
  return runtime;
}

/**
 * Prometheus metrics of 03 §19 at `GET /metrics`. A registry of the app's own (not prom-client's
 * global one), so that several apps in one process (tests) never collide. Labels are route
 * templates, methods, status codes, products and fixed outcomes: never a path, code or person.
 */
export function registerMetrics(app: FastifyInstance, database: Database, token: string | undefined) {
  const registry = new Registry();
  const runtimeMetrics = runtimeRegistry();

  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP requests by method, route template and status code',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', async (req, reply) => {
    requests.observe(
      { method: req.method, route: req.routeOptions.url ?? UNMATCHED, status_code: reply.statusCode },
      reply.elapsedTime / 1000,
    );
  });

  const bookings = new Counter({
    name: 'yolcu_bookings_total',
    help: 'Bookings that ended, by product and outcome (completed or failed)',
    labelNames: ['product', 'outcome'],
    registers: [registry],
  });
  const stopCounting = onBookingOutcome((product, outcome) => bookings.inc({ product, outcome }));
  app.addHook('onReady', async () => {
    // Every series exists from the start, so that rate() sees the first booking.
    for (const product of Object.keys(app.products))
      for (const outcome of ['completed', 'failed']) bookings.inc({ product, outcome }, 0);
  });
  app.addHook('onClose', async () => stopCounting());

  const poolStats = database.poolStats?.bind(database);
  if (poolStats) {
    const pool = (name: string, help: string, read: (s: PoolStats) => number) =>
      new Gauge({
        name,
        help,
        registers: [registry],
        collect() {
          this.set(read(poolStats()));
        },
      });
    pool('yolcu_db_pool_connections', 'PostgreSQL connections open in the pool', (s) => s.total);
    pool('yolcu_db_pool_idle_connections', 'PostgreSQL connections idle in the pool', (s) => s.idle);
    pool('yolcu_db_pool_waiting_queries', 'Queries waiting for a pool connection', (s) => s.waiting);
  }

  const jobCollectors: JobStateCollector[] = [];
  new Gauge({
    name: 'yolcu_jobs',
    help: 'Jobs by queue and state',
    labelNames: ['queue', 'state'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const collect of jobCollectors) {
        try {
          for (const { queue, state, count } of await collect()) this.set({ queue, state }, count);
        } catch (err) {
          // A scrape still answers with everything else while the database is away.
          app.log.warn({ err }, 'job counts unavailable for /metrics');
        }
      }
    },
  });

  app.decorate('metrics', {
    registry,
    registerJobStateCollector: (collect: JobStateCollector) => void jobCollectors.push(collect),
  });

  app.get('/metrics', { schema: { hide: true } }, async (req, reply) => {
    const refused = refusal(req, token);
    if (refused === 401)
      return reply.code(401).header('www-authenticate', 'Bearer').type('text/plain').send('Unauthorized\n');
    if (refused === 403) return reply.code(403).type('text/plain').send('Forbidden\n');
    const text = `${await runtimeMetrics.metrics()}\n${await registry.metrics()}`;
    return reply.header('cache-control', 'no-store').type(registry.contentType).send(text);
  });
}

/** Who may scrape: the bearer of METRICS_TOKEN when it is set, otherwise a caller on this machine. */
function refusal(req: FastifyRequest, token: string | undefined): 401 | 403 | null {
  if (token) return bearerMatches(req.headers.authorization, token) ? null : 401;
  // A request a local reverse proxy forwarded comes from the loopback too, on someone else's behalf.
  const forwarded = req.headers['x-forwarded-for'] !== undefined || req.headers.forwarded !== undefined;
  return LOOPBACK.has(req.socket.remoteAddress ?? '') && !forwarded ? null : 403;
}

/** Compared as digests of equal length, in constant time: the answer's timing tells nothing of the token. */
function bearerMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer +(\S+) *$/i.exec(header ?? '')?.[1];
  if (!given) return false;
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(given), digest(token));
}
