import type { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import { SpanStatusCode, trace } from '@opentelemetry/api';
import { fromPglite, type Job, PgBoss, type Queue, type SendOptions } from 'pg-boss';

/**
 * The one job engine (issue 35, 03 §19): pg-boss on the app's own database. Every instance may
 * send jobs; only instances that work (ROLE all or worker) run them and keep the schedules. A job
 * is claimed with SKIP LOCKED, so it runs once however many instances there are; a failed one is
 * retried with backoff and then kept, failed, in `pgboss.job` for a person to see.
 */
export interface JobEngine {
  /** Queues a job; `null` when the queue's policy already holds one like it. */
  send(queue: string, data: object, options?: SendOptions): Promise<string | null>;
  /**
   * Runs `handler` for each job of `queue` on this instance (when it works). A handler that throws
   * fails its try; the queue's retry settings decide when it runs again.
   */
  work<T extends object>(queue: QueueSpec, handler: (data: T, job: Job<T>) => Promise<void>): void;
  /**
   * Runs `task` every `seconds`, once across all instances: each run queues the next (the queue
   * holds at most one waiting), and a schedule every minute restarts the chain if it ever broke.
   */
  every(queue: string, seconds: number, task: () => Promise<unknown>): void;
  /** Job counts by queue and state, for /metrics. */
  counts(): Promise<Array<{ queue: string; state: string; count: number }>>;
  /** Starts in the background (retried while the database is away); resolves after the first try. */
  start(): Promise<void>;
  /** Stops fetching, waits for the jobs under way (up to `timeoutMs`), then closes. */
  stop(timeoutMs?: number): Promise<void>;
  readonly works: boolean;
}

/**
 * A queue and how this instance works it. `concurrency`: jobs of the queue run here at once (each
 * worker takes one job per poll, so a queue whose jobs mostly wait on a remote party wants several).
 */
export type QueueSpec = { name: string; concurrency?: number } & Omit<Queue, 'name'>;

/**
 * A job's run as a span (03 §19; a no-op unless traces are on), with its statements under it. It
 * carries the queue's name only: a job's data holds ids and addresses.
 */
function traced(queue: string, run: () => Promise<void>): Promise<void> {
  return trace.getTracer('yolcu-jobs').startActiveSpan(`job ${queue}`, async (span) => {
    span.setAttribute('messaging.destination.name', queue);
    try {
      await run();
    } catch (err) {
      span.setStatus({ code: SpanStatusCode.ERROR, message: (err as Error)?.name ?? 'Error' });
      throw err;
    } finally {
      span.end();
    }
  });
}

/** How long a send waits for the engine's first try to start. */
const FIRST_TRY_MS = 5_000;

/** Resolves after `ms`, or at once when `signal` aborts. */
function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** Where pg-boss keeps its tables: beside the app's, in a schema of its own. */
export const JOB_SCHEMA = 'pgboss';

export interface JobEngineOptions {
  /** PostgreSQL: pg-boss opens a small pool of its own. PGlite: the app's one connection. */
  connection: { url: string } | { pglite: PGlite };
  /** Whether this instance runs jobs (ROLE all or worker) or only sends them (web). */
  works: boolean;
  log: FastifyBaseLogger;
  /** How often an idle worker looks for jobs when no notification wakes it. */
  pollingSeconds?: number;
}

export function createJobEngine(opts: JobEngineOptions): JobEngine {
  const { works, log } = opts;
  /** A pg-boss instance; a start that failed is given up with its instance, and the next try makes its own. */
  const makeBoss = () => {
    const made = new PgBoss({
      ...('url' in opts.connection
        ? {
            connectionString: opts.connection.url,
            max: 4,
            application_name: 'yolcu-jobs',
            // A database that accepts connections and never answers must not hold the start forever.
            connectionTimeoutMillis: 3_000,
          }
        : { db: fromPglite(opts.connection.pglite), backend: 'pglite' as const }),
      schema: JOB_SCHEMA,
      // Only working instances keep the schedules and maintain the tables; a web instance only sends.
      schedule: works,
      supervise: works,
      useListenNotify: works,
    });
    // Lost connections and slow queries are reported here; pg-boss reconnects by itself.
    made.on('error', (err) => log.warn({ err }, 'job engine error'));
    made.on('warning', (warning) => log.warn({ warning: warning.message }, 'job engine warning'));
    return made;
  };
  let boss = makeBoss();

  const queues = new Map<string, QueueSpec>();
  const handlers: Array<{ spec: QueueSpec; run: (job: Job<object>) => Promise<void> }> = [];
  const periodic: Array<{ name: string; seconds: number }> = [];
  const pollingSeconds = opts.pollingSeconds ?? 2;
  /** A task due every few seconds is looked for as often (pg-boss polls every half second at most). */
  const pollingFor = (name: string) => {
    const every = periodic.find((p) => p.name === name)?.seconds;
    return Math.max(0.5, Math.min(pollingSeconds, every === undefined ? pollingSeconds : every / 2));
  };
  let started = false;
  let starting: Promise<void> | null = null;
  let firstTry: Promise<void> = Promise.resolve();
  const stopping = new AbortController();

  /** Installs or updates pg-boss's tables, the queues and the workers; throws if the database fails. */
  const startOnce = async () => {
    await boss.start();
    for (const spec of queues.values()) {
      const { name, concurrency: _workers, ...options } = spec;
      // Settings change with the code: a queue made by an older version is brought up to date.
      if (await boss.getQueue(name)) await boss.updateQueue(name, withoutFixed(options));
      else await boss.createQueue(name, options);
    }
    if (works) {
      for (const { spec, run } of handlers) {
        // A notification wakes a worker at once; polling at the same pace is the backstop for one
        // that never came (seen on PGlite), not pg-boss's 30 s.
        const every = pollingFor(spec.name);
        const polling = { pollingIntervalSeconds: every, notifyPollingIntervalSeconds: every };
        const workers = { ...polling, localConcurrency: spec.concurrency ?? 1 };
        await boss.work<object>(spec.name, workers, async ([job]) => {
          if (job) await run(job);
        });
      }
      for (const { name } of periodic) {
        await boss.schedule(name, '* * * * *', {});
        // Starts the chain now rather than at the next minute; dropped if a run already waits.
        await boss.send(name, {});
      }
    }
    started = true;
  };

  /**
   * A server starts while its database is away (it answers 503 and /readyz says so) and its jobs
   * start once the database is back: tried again with backoff until it works or the server stops.
   */
  const startWithRetries = async () => {
    for (let wait = 1_000; !stopping.signal.aborted; wait = Math.min(wait * 2, 30_000)) {
      try {
        await startOnce();
        return;
      } catch (err) {
        log.warn({ err }, 'job engine not started; trying again');
        await boss.stop({ graceful: false, close: true, timeout: 1_000 }).catch(() => {});
        boss = makeBoss();
        await sleep(wait, stopping.signal);
      }
    }
  };

  const ensureQueue = (spec: QueueSpec) => queues.set(spec.name, spec);

  const engine: JobEngine = {
    works,
    async send(queue, data, options) {
      await firstTry;
      if (!started) throw new Error('the job engine is not started (database unavailable)');
      return boss.send(queue, data, options ?? {});
    },
    work(spec, handler) {
      ensureQueue(spec);
      handlers.push({ spec, run: (job) => traced(spec.name, () => handler(job.data as never, job as never)) });
    },
    every(name, seconds, task) {
      // At most one run waiting and one running (`stately`); a failed run is not retried, the next
      // one is the retry.
      const spec: QueueSpec = { name, policy: 'stately', retryLimit: 0, expireInSeconds: 15 * 60 };
      periodic.push({ name, seconds });
      engine.work(spec, async () => {
        try {
          await task();
        } finally {
          await boss
            .send(name, {}, { startAfter: seconds })
            .catch((err: unknown) => log.warn({ err, queue: name }, 'next run not queued; the schedule restarts it'));
        }
      });
    },
    async counts() {
      const rows = await boss.getDb().executeSql(
        `select name as queue, state::text as state, count(*)::int as count
         from ${JOB_SCHEMA}.job group by name, state`,
      );
      return rows.rows as Array<{ queue: string; state: string; count: number }>;
    },
    start() {
      if (!starting) {
        starting = startWithRetries();
        // The first try, bounded: sends wait for it, so a job sent just after the server is ready
        // is not lost to a start still under way. Later tries are waited for by nobody.
        firstTry = Promise.race([starting, sleep(FIRST_TRY_MS, stopping.signal)]).then(() => {});
      }
      return firstTry;
    },
    async stop(timeoutMs = 10_000) {
      stopping.abort();
      await starting;
      if (!started) return;
      started = false;
      await boss.stop({ graceful: true, timeout: timeoutMs, close: true });
    },
  };
  return engine;
}

/** The settings `updateQueue` may not change (a queue's policy and partitioning are fixed). */
function withoutFixed(options: Omit<QueueSpec, 'name'>) {
  const { policy: _policy, partition: _partition, deadLetter: _deadLetter, ...rest } = options;
  return rest;
}

/**
 * Creates or updates pg-boss's tables and stops: what `start()` does first on a database that has
 * not got them. The tests' template database gets them once, not every test app.
 */
export async function installJobSchema(connection: JobEngineOptions['connection'], log: FastifyBaseLogger) {
  const engine = createJobEngine({ connection, works: false, log });
  await engine.start();
  await engine.stop();
}
