import net from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import parsePrometheusTextFormat, { type MetricFamily } from 'parse-prometheus-text-format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { type Database, openPostgres } from '../src/db/client.js';
import { bookingClient, CARDS, plusDays, tcNumber } from './booking-helpers.js';
import { createTestApp, freshDatabase, type TestApp } from './helpers.js';
import { injectOverHttp, otlpReceiver, type ReceivedSpan, startTracedServer } from './otlp-receiver.js';

/** 03 §19: liveness and readiness, Prometheus metrics, and load shedding, as a client sees them. */

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const cleanups: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const fn of cleanups.splice(0).reverse()) await fn();
});

/** The app the server runs, without the API-document check (it cannot read the document while load is shed). */
async function plainApp(database: Database, env: Record<string, string> = {}) {
  const config = loadConfig({ PUBLIC_URL: 'http://localhost:8080', WEB_DIST: '/nonexistent', ...env });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  cleanups.push(() => app.close());
  return app;
}

/** A port on which nothing listens (yet). */
async function unusedPort() {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function scrape(app: FastifyInstance, opts: Partial<InjectOptions> = {}) {
  const res = await app.inject({ method: 'GET', url: '/metrics', ...opts });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  // The parser folds a labelled histogram into one sample (it knows only unlabelled ones), so a
  // histogram's series are read as plain samples (`…_count{…}`), its TYPE line left out.
  return { text: res.body, families: parsePrometheusTextFormat(res.body.replace(/^# TYPE \S+ histogram$/gm, '')) };
}

const family = (families: MetricFamily[], name: string) => families.find((f) => f.name === name);
const samplesOf = (families: MetricFamily[], name: string) =>
  families.filter((f) => f.name === name).flatMap((f) => f.metrics);
/** The value of the first sample of `name` whose labels include `labels`; NaN when there is none. */
function sample(families: MetricFamily[], name: string, labels: Record<string, string> = {}) {
  const found = samplesOf(families, name).find((m) => Object.entries(labels).every(([k, v]) => m.labels?.[k] === v));
  return Number(found?.value ?? Number.NaN);
}

describe('/healthz and /readyz', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    cleanups.push(() => t.close());
  });

  it('are both 200 on a migrated database that answers', async () => {
    const health = await t.app.inject({ url: '/healthz' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: t.database.kind });
  });

  it('without a database: the process is alive, and not ready', async () => {
    const database = openPostgres(`postgres://postgres@127.0.0.1:${await unusedPort()}/yolcu`);
    cleanups.push(() => database.close());
    const app = await plainApp(database);
    const health = await app.inject({ url: '/healthz' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    const ready = await app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.headers['retry-after']).toBe('5');
    expect(ready.json()).toEqual({ status: 'unavailable', database: 'postgres', reason: 'database' });
  });

  it('are not ready while the newest migration is missing, or none ran', async () => {
    const database = await freshDatabase();
    cleanups.push(() => database.close());
    const app = await plainApp(database);
    expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);

    await database.db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
    );
    const behind = await app.inject({ url: '/readyz' });
    expect(behind.statusCode).toBe(503);
    expect(behind.headers['retry-after']).toBe('5');
    expect(behind.json()).toEqual({ status: 'unavailable', database: database.kind, reason: 'migrations' });

    await database.db.execute(sql`drop schema drizzle cascade`);
    const never = await app.inject({ url: '/readyz' });
    expect(never.statusCode).toBe(503);
    expect(never.json()).toMatchObject({ status: 'unavailable', reason: 'migrations' });
    expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
  });

  it('stay out of the API document, with /metrics', async () => {
    const paths = Object.keys((await t.app.inject({ url: '/api/openapi.json' })).json().paths);
    expect(paths.length).toBeGreaterThan(10);
    for (const p of ['/healthz', '/readyz', '/metrics']) expect(paths).not.toContain(p);
  });
});

describe('GET /metrics after bookings through the API', () => {
  let t: TestApp;
  const c = bookingClient(() => t, 83);
  const email = 'metrics.traveller@example.com';

  beforeAll(async () => {
    t = await createTestApp();
    cleanups.push(() => t.close());
  });

  /** A guest's whole flight booking, from the search to the bank page's answer. */
  async function book(card: string) {
    const { sessionUnique } = await c.searchAndSelect({ from: 'IST', to: 'AYT', date: plusDays(26) });
    const data = await c.paymentData(sessionUnique);
    const paid = await c.call(
      'POST',
      '/api/flight/gateway/payment/',
      c.payBody(sessionUnique, data.form_rules, { card_number: card, email }),
    );
    expect(paid.statusCode).toBe(200);
    const { unique_code: uniqueCode, pay_url: payUrl } = paid.json();
    const { path, code } = await c.bankCode(payUrl);
    const finish = (await c.submitCode(path, code)).body;
    const reference = path.split('/')[2]!;
    const pnr = /<dd class="amount">([A-HJ-NP-Z2-9]{6})<\/dd>/.exec(finish)?.[1];
    return { sessionUnique, uniqueCode: uniqueCode as string, reference, pnr, finish };
  }

  it('count bookings by outcome, time routes by template, and carry no code, reference or e-mail', async () => {
    const before = (await scrape(t.app)).families;
    const completedBefore = sample(before, 'yolcu_bookings_total', { product: 'flight', outcome: 'completed' });
    const failedBefore = sample(before, 'yolcu_bookings_total', { product: 'flight', outcome: 'failed' });
    expect(completedBefore).toBe(0);
    expect(failedBefore).toBe(0);

    const ok = await book(CARDS.ok);
    expect(ok.finish).toContain('data-status="completed"');
    expect(ok.pnr).toMatch(/^[A-Z0-9]{6}$/);
    const detail = await c.call('GET', `/api/flight/booking/${ok.uniqueCode}/`);
    expect(detail.statusCode).toBe(200);
    const unknown = await c.call('GET', `/api/nothing-here/${ok.uniqueCode}/?email=${email}`);
    expect(unknown.statusCode).toBe(404);
    const declined = await book(CARDS.declined);
    expect(declined.finish).toContain('data-status="failed"');

    const { text, families } = await scrape(t.app);
    expect(sample(families, 'yolcu_bookings_total', { product: 'flight', outcome: 'completed' })).toBe(
      completedBefore + 1,
    );
    expect(sample(families, 'yolcu_bookings_total', { product: 'flight', outcome: 'failed' })).toBe(failedBefore + 1);

    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    const routes = new Set(
      samplesOf(families, 'http_request_duration_seconds_count').map(
        (m) => `${m.labels?.method} ${m.labels?.route} ${m.labels?.status_code}`,
      ),
    );
    for (const seen of [
      'POST /api/flight/gateway/search/ 200',
      'GET /api/flight/gateway/search/ 200',
      'POST /api/flight/gateway/payment/ 200',
      'GET /payment/:reference/ 200',
      'POST /payment/:reference/ 200',
      'GET /api/flight/booking/:unique_code/ 200',
      'GET unmatched 404',
    ])
      expect(routes).toContain(seen);
    expect(
      sample(families, 'http_request_duration_seconds_count', { method: 'POST', route: '/payment/:reference/' }),
    ).toBe(2);

    for (const secret of [
      ok.uniqueCode,
      ok.reference,
      ok.sessionUnique,
      ok.pnr!,
      declined.uniqueCode,
      declined.reference,
      email,
      'metrics.traveller',
      '4111 1111',
      '4111111111111111',
      'nothing-here',
    ])
      expect(text).not.toContain(secret);
  });

  it('include the runtime of Node 22 or later', async () => {
    const { families } = await scrape(t.app);
    const version = family(families, 'nodejs_version_info')?.metrics[0]?.labels;
    expect(Number(version?.major)).toBeGreaterThanOrEqual(22);
    expect(family(families, 'process_cpu_seconds_total')).toBeDefined();
    expect(family(families, 'nodejs_eventloop_lag_p99_seconds')).toBeDefined();
  });

  it.runIf(onPostgres)('include the PostgreSQL pool', async () => {
    const { families } = await scrape(t.app);
    expect(sample(families, 'yolcu_db_pool_connections')).toBeGreaterThanOrEqual(1);
    expect(sample(families, 'yolcu_db_pool_idle_connections')).toBeGreaterThanOrEqual(0);
    expect(sample(families, 'yolcu_db_pool_waiting_queries')).toBe(0);
  });

  it.runIf(!onPostgres)('have no pool gauges on the embedded database, which has no pool', async () => {
    const { families } = await scrape(t.app);
    expect(family(families, 'yolcu_db_pool_connections')).toBeUndefined();
  });

  it('read job counts at each scrape, and still answer when a count cannot be read', async () => {
    let created = 3;
    t.app.metrics.registerJobStateCollector(async () => [
      { queue: 'mail', state: 'created', count: created },
      { queue: 'mail', state: 'failed', count: 1 },
    ]);
    t.app.metrics.registerJobStateCollector(async () => {
      throw new Error('database away');
    });
    let { families } = await scrape(t.app);
    expect(sample(families, 'yolcu_jobs', { queue: 'mail', state: 'created' })).toBe(3);
    expect(sample(families, 'yolcu_jobs', { queue: 'mail', state: 'failed' })).toBe(1);
    created = 0;
    ({ families } = await scrape(t.app));
    expect(sample(families, 'yolcu_jobs', { queue: 'mail', state: 'created' })).toBe(0);
  });

  it('answer only callers on this machine when METRICS_TOKEN is unset', async () => {
    expect((await t.app.inject({ url: '/metrics', remoteAddress: '10.0.0.9' })).statusCode).toBe(403);
    // Forwarded by a proxy on this machine: someone else's request.
    const proxied = await t.app.inject({ url: '/metrics', headers: { 'x-forwarded-for': '203.0.113.7' } });
    expect(proxied.statusCode).toBe(403);
    expect(proxied.body).not.toContain('nodejs_');
    await scrape(t.app, { remoteAddress: '::1' });
    await scrape(t.app, { remoteAddress: '::ffff:127.0.0.1' });
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  const token = 'a-long-random-metrics-token-0123';
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { METRICS_TOKEN: token } });
    cleanups.push(() => t.close());
  });

  it('answers only the bearer of the token, from anywhere', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token', `Token ${token}`, `Bearer ${token}x`, 'Bearer ']) {
      const res = await t.app.inject({ url: '/metrics', headers: authorization ? { authorization } : {} });
      expect(res.statusCode, authorization).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer');
      expect(res.body).not.toContain('nodejs_');
    }
    const { families } = await scrape(t.app, {
      remoteAddress: '10.0.0.9',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(family(families, 'nodejs_version_info')).toBeDefined();
  });

  it('must be long enough to be a secret', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
  });
});

describe('load shedding', () => {
  const waitFor = async (what: () => Promise<boolean>, ms: number) => {
    const deadline = Date.now() + ms;
    while (!(await what())) {
      if (Date.now() > deadline) return false;
      await new Promise((r) => setTimeout(r, 50));
    }
    return true;
  };
  const apiCall = (app: FastifyInstance, lang = 'en') =>
    app.inject({ url: '/api/mobile/info/', headers: { 'accept-language': lang } });

  it('answers 503 with Retry-After in the API shape while the heap is over its limit; probes and scrapes still answer', async () => {
    const database = await freshDatabase();
    cleanups.push(() => database.close());
    const app = await plainApp(database, { MAX_HEAP_USED_MB: '1', LOAD_SAMPLE_INTERVAL_MS: '100' });
    expect(await waitFor(async () => (await apiCall(app)).statusCode === 503, 5_000)).toBe(true);
    const en = await apiCall(app);
    expect(en.statusCode).toBe(503);
    expect(en.headers['retry-after']).toBe('10');
    expect(en.headers['content-type']).toMatch(/application\/json/);
    expect(en.json()).toEqual({ detail: 'Service temporarily unavailable' });
    expect((await apiCall(app, 'tr')).json()).toEqual({ detail: 'Hizmet geçici olarak kullanılamıyor' });
    // A page a person sees is shed as a page (issue 36), in their language.
    const page = await app.inject({ url: '/payment/some-reference/', headers: { 'accept-language': 'en' } });
    expect(page.statusCode).toBe(503);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toMatch(/^<!doctype html>/i);
    expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
    const { families } = await scrape(app);
    const shed = { route: '/api/mobile/info/', status_code: '503' };
    expect(sample(families, 'http_request_duration_seconds_count', shed)).toBeGreaterThan(0);
  });

  it('sheds while the event loop lags, and serves again when it recovers', async () => {
    const database = await freshDatabase();
    cleanups.push(() => database.close());
    const app = await plainApp(database, { MAX_EVENT_LOOP_DELAY_MS: '20', LOAD_SAMPLE_INTERVAL_MS: '500' });
    expect(await waitFor(async () => (await apiCall(app)).statusCode === 200, 3_000)).toBe(true);
    // A loop that stays slow: 100 ms of work that never yields, again and again, so each sample's
    // mean delay is far over 20 ms for as long as the test looks. (One long block made one window of
    // 500 ms shed, which a loaded machine's polls could miss: it failed once so on PostgreSQL.)
    const lag = setInterval(() => {
      const until = Date.now() + 100;
      while (Date.now() < until) {
        // busy
      }
    }, 10);
    try {
      expect(await waitFor(async () => (await apiCall(app)).statusCode === 503, 10_000)).toBe(true);
      expect((await apiCall(app)).headers['retry-after']).toBe('10');
      expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
    } finally {
      clearInterval(lag);
    }
    expect(await waitFor(async () => (await apiCall(app)).statusCode === 200, 5_000)).toBe(true);
  });
});

describe('traces (OpenTelemetry)', () => {
  const SERVER = 2;
  const CLIENT = 3;

  it(`are sent over OTLP: a span per request named by its route${onPostgres ? ', its PostgreSQL statements under it' : ''}, and no code, card or person in any of them`, async () => {
    const receiver = await otlpReceiver();
    cleanups.push(() => receiver.close());
    // On PostgreSQL the server's own database; on PGlite a copy of the template, whose reference
    // data (the airports' ids) the server loads the same way into its own.
    const database = await freshDatabase();
    cleanups.push(() => database.close());
    const server = await startTracedServer(
      {
        OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
        OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
        OTEL_SERVICE_NAME: 'yolcu-under-test',
        OTEL_BSP_SCHEDULE_DELAY: '100',
        // The code's answer waits for the settlement (03 §17), so it shows the booking's PNR, however
        // slowly a loaded machine runs the built-in supplier (its default patience is 50 ms).
        SETTLE_WAIT_MS: '5000',
        SETTLE_PATIENCE_MS: '5000',
        ...(database.url ? { DATABASE_URL: database.url } : {}),
      },
      await unusedPort(),
    );
    cleanups.push(() => server.stop());
    const inject = injectOverHttp(server.baseUrl);
    const c = bookingClient(() => ({ app: { inject }, database }) as unknown as TestApp, 84);

    const email = 'trace.traveller@example.com';
    const { sessionUnique } = await c.searchAndSelect({ from: 'IST', to: 'ESB', date: plusDays(27) });
    const data = await c.paymentData(sessionUnique);
    const paid = await c.call(
      'POST',
      '/api/flight/gateway/payment/',
      c.payBody(sessionUnique, data.form_rules, { email }),
    );
    expect(paid.statusCode, server.log()).toBe(200);
    const { unique_code: uniqueCode, pay_url: payUrl } = paid.json();
    const { path, code } = await c.bankCode(payUrl);
    const finish = (await c.submitCode(path, code)).body;
    expect(finish).toContain('data-status="completed"');
    const pnr = /<dd class="amount">([A-Z0-9]{6})<\/dd>/.exec(finish)?.[1];
    expect(pnr).toBeDefined();

    const paymentSpan = () => receiver.spans.find((s) => s.name === 'POST /payment/:reference/');
    const statementsOf = (span: ReceivedSpan | undefined) =>
      receiver.spans.filter((s) => s.kind === CLIENT && s.traceId === span?.traceId && s.scope.includes('pg'));
    const deadline = Date.now() + 15_000;
    while (!paymentSpan() || (onPostgres && statementsOf(paymentSpan()).length === 0)) {
      expect(Date.now(), 'spans still missing').toBeLessThan(deadline);
      await new Promise((r) => setTimeout(r, 100));
    }

    const spans = receiver.spans;
    expect(spans[0]?.resource['service.name']).toBe('yolcu-under-test');
    const served = spans.filter((s) => s.kind === SERVER).map((s) => s.name);
    for (const name of [
      'POST /api/flight/gateway/search/',
      'GET /api/flight/gateway/search/',
      'POST /api/flight/gateway/payment/',
      'GET /payment/:reference/',
      'POST /payment/:reference/',
    ])
      expect(served).toContain(name);
    expect(served.filter((n) => n.includes('/readyz') || n.includes('/healthz'))).toEqual([]);
    expect(paymentSpan()?.attributes).toMatchObject({
      'http.route': '/payment/:reference/',
      'url.path': '/payment/:reference/',
      'http.request.method': 'POST',
      'http.response.status_code': 200,
    });
    // One span per request: no span per hook or handler.
    expect(spans.filter((s) => s.scope === '@fastify/otel' && s.kind !== SERVER).map((s) => s.name)).toEqual([]);
    if (onPostgres) {
      const statements = statementsOf(paymentSpan());
      expect(statements.length).toBeGreaterThan(0);
      // Under the request's span, which is the root of its trace.
      expect(paymentSpan()?.parentSpanId).toBeUndefined();
      for (const s of statements) expect(s.parentSpanId).toBe(paymentSpan()?.spanId);
      expect(statements[0]?.attributes['db.system'] ?? statements[0]?.attributes['db.system.name']).toBe('postgresql');
      expect(
        statements.some((s) =>
          /update "payments"/i.test(String(s.attributes['db.statement'] ?? s.attributes['db.query.text'])),
        ),
      ).toBe(true);
    }

    const text = JSON.stringify(
      spans.map((s) => [s.name, Object.values(s.attributes), s.events.map((e) => Object.values(e.attributes))]),
    );
    for (const secret of [
      uniqueCode,
      path.split('/')[2]!,
      sessionUnique,
      pnr!,
      code,
      email,
      'Yılmaz',
      tcNumber(11),
      CARDS.ok,
      CARDS.ok.replaceAll(' ', ''),
      '?session_unique',
    ])
      expect(text, secret).not.toContain(secret);
  }, 120_000);
});
