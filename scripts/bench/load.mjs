// HTTP throughput: a warm-up load, then the measured one, each in its own worker thread.
import { Worker } from 'node:worker_threads';
import Fastify from 'fastify';

const workerUrl = new URL('./load-worker.mjs', import.meta.url);

function runWorker(options) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(workerUrl, { workerData: options });
    worker.once('message', (msg) => (msg.error ? reject(new Error(msg.error)) : resolve(msg.result)));
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`load worker exited with code ${code}`));
    });
  });
}

/**
 * Warm up for `warmup` seconds, then measure for `duration` seconds with `connections` connections.
 * Throws when any request failed or answered non-2xx, since such a rate means nothing.
 */
export async function measureLoad(url, { connections = 10, duration = 5, warmup = 1, headers = {} } = {}) {
  if (warmup > 0) await runWorker({ url, connections, duration: warmup, headers });
  const r = await runWorker({ url, connections, duration, headers });
  if (r.requestsTotal === 0) throw new Error(`${url}: no request completed`);
  if (r.errors || r.timeouts || r.non2xx) {
    throw new Error(`${url}: ${r.errors} errors, ${r.timeouts} timeouts, ${r.non2xx} non-2xx of ${r.requestsTotal}`);
  }
  return r;
}

/** The reference point: a minimal Fastify server in this process answering `{ ok: true }`. */
export async function startBareServer(port) {
  const app = Fastify({ logger: false });
  app.get('/', async () => ({ ok: true }));
  await app.listen({ port, host: '127.0.0.1' });
  return { url: `http://127.0.0.1:${port}/`, close: () => app.close() };
}
