// The typed client's journey against a real server (issue 41): starts the server as `npm start`
// would run it from source (embedded database in a folder of its own, a free port, the test bank),
// runs search → select → pay → bank code → booking detail through the client generated from the
// document, and fails unless the booking it opened is completed with a PNR.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bookAndOpen } from './journey.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

async function ready(baseUrl: string, server: ChildProcess, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server ended (${server.exitCode}) before it was ready`);
    try {
      if ((await fetch(new URL('/readyz', baseUrl))).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the server was not ready within ${timeoutMs / 1000} s`);
}

/** The departure day: two weeks from today in Turkey. */
const day = new Date(Date.now() + 3 * 3_600_000 + 14 * 86_400_000).toISOString().slice(0, 10);

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'yolcu-api-client-'));
const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: baseUrl,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    WEB_DIST: '/nonexistent',
    LOG_LEVEL: 'warn',
    // A busy test machine's event loop says nothing of this server's load: no shedding (as the API tests).
    MAX_EVENT_LOOP_DELAY_MS: '0',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
let failed = false;
try {
  await ready(baseUrl, server);
  const result = await bookAndOpen(baseUrl, 'IST', 'AYT', day);
  if (result.detailStatus !== 'completed' || !result.pnr)
    throw new Error(`the booking opened ${result.detailStatus}, PNR ${result.pnr}: ${JSON.stringify(result)}`);
  // The booking code opens the booking: never printed, not even in part.
  console.log(`api-client journey: a booking completed with a PNR, ₺${result.total}.`);
} catch (err) {
  failed = true;
  console.error('api-client journey failed:', err);
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => (server.exitCode === null ? server.once('exit', r) : r(null)));
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
