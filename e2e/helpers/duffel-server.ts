// The fake is typed with the official client's types, which its typings declare as ambient modules.
/// <reference types="@duffel/api" />
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SERVER_ENTRY, SERVER_NODE_FLAGS } from '../../scripts/server-build.mjs';
import { FakeDuffel } from '../../apps/server/test/fakes/duffel/fake-duffel-server';
import { type FakeWebhookEvent, signedDelivery } from '../../apps/server/test/fakes/duffel/fake-webhooks';

/**
 * A product server of its own for the Duffel journey (issue 38): FLIGHT_SUPPLIER=duffel on the
 * repository's fake of Duffel's API (apps/server/test/fakes/duffel), which runs in this worker's
 * process so the journey can read its orders and make the airline move a flight. The default
 * journeys' server (playwright.config.ts) keeps the built-in supplier; this one is the compiled
 * server as `npm start` runs it, on a fresh embedded database, the same web build (dist-e2e) and
 * the run's SMTP sink.
 */
export const DUFFEL_WEBHOOK_SECRET = 'duffel-webhook-secret-for-e2e';
export const FX_MARGIN_PERCENT = 2;
/** The stored selling rate of GBP, the fake's currency (apps/server/src/data/reference/currencies.ts). */
export const GBP_RATE = 55.8;

/** A price of the fake in TRY as the product must show it: the selling rate plus the margin, to the kuruş. */
export const gbpInTry = (gbp: string | number) =>
  Math.round(Number(gbp) * GBP_RATE * (1 + FX_MARGIN_PERCENT / 100) * 100) / 100;

const SERVER_DIR = path.resolve(import.meta.dirname, '../../apps/server');

export interface DuffelProduct {
  fake: FakeDuffel;
  /** The product server's origin (`http://localhost:8612`). */
  baseURL: string;
  /** Duffel's webhook delivery of an event, signed as Duffel signs it; answers the HTTP status. */
  deliver(event: FakeWebhookEvent): Promise<number>;
  stop(): Promise<void>;
}

async function waitReady(url: string, server: ChildProcess, output: () => string, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (server.exitCode !== null || server.signalCode !== null)
      throw new Error(`the Duffel product server exited (${server.exitCode}):\n${output().slice(-3000)}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) throw new Error(`the Duffel product server was not ready in ${timeoutMs} ms:\n${output()}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** The compiled server (`apps/server/dist`), running until `stop`. */
interface Running {
  server: ChildProcess;
  output(): string;
  stop(): Promise<void>;
}

function spawnServer(env: NodeJS.ProcessEnv): Running {
  const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, SERVER_ENTRY], {
    cwd: SERVER_DIR,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-20_000);
  };
  server.stdout!.on('data', keep);
  server.stderr!.on('data', keep);
  return {
    server,
    output: () => output,
    async stop() {
      if (server.exitCode !== null || server.signalCode !== null) return;
      const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
      server.kill('SIGINT');
      const timer = setTimeout(() => server.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/**
 * `npm test` (or `npm run build` in apps/server) recompiles `dist/` from scratch, deleting it first:
 * a server started meanwhile finds files missing and exits. It is started again once the build's
 * stamp is back, a few times.
 */
async function distSettled(timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  while (!existsSync(path.join(SERVER_DIR, 'dist/.built')) && Date.now() < until)
    await new Promise((r) => setTimeout(r, 500));
}

export async function startDuffelProduct({
  port = Number(process.env.E2E_DUFFEL_PORT ?? Number(process.env.E2E_PORT ?? 8181) + 1),
  smtpPort = Number(process.env.E2E_SMTP_PORT ?? 2526),
}: {
  port?: number;
  smtpPort?: number;
} = {}): Promise<DuffelProduct> {
  const fake = new FakeDuffel();
  await fake.start();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'yolcu-e2e-duffel-'));
  const baseURL = `http://localhost:${port}`;
  const env = {
    PORT: String(port),
    DATA_DIR: dataDir,
    WEB_DIST: path.resolve(SERVER_DIR, '../web/dist-e2e'),
    PUBLIC_URL: baseURL,
    LOG_LEVEL: 'warn',
    TRUST_PROXY: '1',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    FLIGHT_SUPPLIER: 'duffel',
    DUFFEL_ACCESS_TOKEN: 'duffel_test_e2e_journey_token',
    DUFFEL_API_URL: fake.url,
    DUFFEL_WEBHOOK_SECRET,
    FX_MARGIN_PERCENT: String(FX_MARGIN_PERCENT),
    // The settlement's backstop soon, as the API tests have it.
    SETTLE_BACKSTOP_SECONDS: '1',
    // No load shedding: a busy test machine lags this server's loop right after its cold start
    // (migrations), and the journey is about the flight, not about shedding (console.spec.ts is).
    MAX_EVENT_LOOP_DELAY_MS: '0',
  };
  let running: Running | null = null;
  const stop = async () => {
    await running?.stop();
    await fake.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    for (let attempt = 1; ; attempt++) {
      await distSettled();
      running = spawnServer(env);
      try {
        await waitReady(`${baseURL}/readyz`, running.server, running.output, 90_000);
        break;
      } catch (err) {
        await running.stop();
        if (attempt >= 3 || !/ENOENT|ERR_MODULE_NOT_FOUND/.test(String(err))) throw err;
        await new Promise((r) => setTimeout(r, 2000));
      }
    }
  } catch (err) {
    await stop();
    throw err;
  }
  return {
    fake,
    baseURL,
    async deliver(event) {
      const signed = signedDelivery(DUFFEL_WEBHOOK_SECRET, event);
      const answer = await fetch(`${baseURL}/api/webhooks/duffel/`, {
        method: 'POST',
        headers: signed.headers,
        body: signed.body,
      });
      return answer.status;
    },
    stop,
  };
}
