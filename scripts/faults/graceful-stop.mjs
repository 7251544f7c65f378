// Issue 35: SIGTERM under load. The real server (compiled, as `npm start` runs it) is searched by
// several travellers at once, through a load balancer played here: it checks /readyz every 100 ms
// and sends no new request to an instance that is not ready. SIGTERM arrives mid-stream. Every
// request must be answered (2xx, or 503 while the server closes), and the process must exit 0
// once the requests and jobs under way are done.
//
//   node scripts/faults/graceful-stop.mjs [--travellers 8] [--after-ms 1500]
import path from 'node:path';
import { tmpdir } from 'node:os';
import { request } from 'undici';
import { airportId } from '../bench/pages.mjs';
import { freePort, startRealServer } from '../bench/server.mjs';

const HEADERS = { 'content-type': 'application/json', 'accept-language': 'en', connection: 'close' };

export async function gracefulStop({
  root,
  travellers = 8,
  afterMs = 1500,
  databaseUrl = null,
  drainSeconds = 1,
  balancer = true,
}) {
  const logFile = path.join(tmpdir(), `yolcu-graceful-${process.pid}.log`);
  const env = { SHUTDOWN_DRAIN_SECONDS: String(drainSeconds) };
  const server = await startRealServer({ root, port: await freePort(), logFile, databaseUrl, env });
  const base = server.baseUrl;
  const outcomes = { answered: {}, unanswered: [], refused: 0 };
  const call = async (method, url, body) => {
    try {
      const res = await request(`${base}${url}`, { method, headers: HEADERS, body, reset: true });
      const text = await res.body.text();
      outcomes.answered[res.statusCode] = (outcomes.answered[res.statusCode] ?? 0) + 1;
      return res.statusCode === 200 ? JSON.parse(text) : null;
    } catch (err) {
      // No connection at all: the server had stopped listening. Anything else is a request lost.
      if (err?.code === 'ECONNREFUSED') outcomes.refused++;
      else outcomes.unanswered.push(`${method} ${url.split('?')[0]}: ${err?.code ?? err?.message}`);
      return null;
    }
  };
  const from = await airportId(base, 'IST');
  const to = await airportId(base, 'AYT');
  // The load balancer's health check; without one (`balancer: false`) travellers go on until the
  // server refuses their connection.
  let ready = true;
  let notReadyAt = null;
  const healthCheck = (async () => {
    while (ready && balancer) {
      await new Promise((r) => setTimeout(r, 100));
      const res = await request(`${base}/readyz`, { headers: { connection: 'close' } }).catch(() => null);
      await res?.body.text();
      if (res?.statusCode !== 200) {
        ready = false;
        notReadyAt = Date.now();
      }
    }
  })();
  // Each traveller searches and reads the results while the balancer sends them to this instance.
  const traveller = async (n) => {
    for (let i = 0; balancer ? ready : outcomes.refused === 0; i++) {
      const date = new Date(Date.now() + (20 + ((n * 7 + i) % 60)) * 86_400_000).toISOString().slice(0, 10);
      const started = await call(
        'POST',
        '/api/flight/gateway/search/',
        JSON.stringify({
          fly_type: 'OW',
          departure_airport: from,
          arrival_airport: to,
          departure_date: date,
          adult: 1,
        }),
      );
      if (started?.session_unique)
        await call('GET', `/api/flight/gateway/search/?session_unique=${started.session_unique}`);
    }
  };
  const running = Array.from({ length: travellers }, (_, n) => traveller(n));
  await new Promise((r) => setTimeout(r, afterMs));
  const answeredBefore = Object.values(outcomes.answered).reduce((a, b) => a + b, 0);
  const signalledAt = Date.now();
  process.kill(server.pid, 'SIGTERM');
  const exited = await server.exited;
  const stopMs = Date.now() - signalledAt;
  await Promise.all([...running, healthCheck]);
  await server.stop();
  const sawNotReadyMs = notReadyAt === null ? null : notReadyAt - signalledAt;
  return { ...outcomes, answeredBefore, exited, stopMs, sawNotReadyMs, logFile };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const arg = (flag, fallback) => {
    const at = process.argv.indexOf(flag);
    return at === -1 ? fallback : Number(process.argv[at + 1]);
  };
  const root = new URL('../..', import.meta.url).pathname;
  const result = await gracefulStop({
    root,
    travellers: arg('--travellers', 8),
    afterMs: arg('--after-ms', 1500),
    databaseUrl: process.env.DATABASE_URL ?? null,
  });
  console.log(JSON.stringify(result, null, 2));
  process.exit(result.exited.code === 0 && result.unanswered.length === 0 ? 0 : 1);
}
