import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { InjectOptions } from 'fastify';

/** One span as OTLP/JSON carries it, with its attributes read into plain values. */
export interface ReceivedSpan {
  name: string;
  kind: number;
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  scope: string;
  attributes: Record<string, unknown>;
  events: Array<{ name: string; attributes: Record<string, unknown> }>;
  resource: Record<string, unknown>;
}

type OtlpValue = {
  stringValue?: string;
  intValue?: string | number;
  boolValue?: boolean;
  doubleValue?: number;
  arrayValue?: { values?: OtlpValue[] };
};
type OtlpAttributes = Array<{ key: string; value: OtlpValue }> | undefined;

const plainValue = (v: OtlpValue): unknown =>
  v.stringValue ?? v.intValue ?? v.boolValue ?? v.doubleValue ?? v.arrayValue?.values?.map(plainValue);
const attributesOf = (list: OtlpAttributes) =>
  Object.fromEntries((list ?? []).map((a) => [a.key, plainValue(a.value)]));

/** A collector's OTLP/HTTP trace endpoint (`POST /v1/traces`, JSON), keeping every span it is sent. */
export async function otlpReceiver() {
  const spans: ReceivedSpan[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.method === 'POST' && req.url === '/v1/traces') {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        for (const rs of body.resourceSpans ?? [])
          for (const ss of rs.scopeSpans ?? [])
            for (const s of ss.spans ?? [])
              spans.push({
                name: s.name,
                kind: s.kind,
                traceId: s.traceId,
                spanId: s.spanId,
                parentSpanId: s.parentSpanId || undefined,
                scope: ss.scope?.name ?? '',
                attributes: attributesOf(s.attributes),
                events: (s.events ?? []).map((e: { name: string; attributes: OtlpAttributes }) => ({
                  name: e.name,
                  attributes: attributesOf(e.attributes),
                })),
                resource: attributesOf(rs.resource?.attributes),
              });
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    spans,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

const serverDir = fileURLToPath(new URL('..', import.meta.url));

/** The real server, as `npm start` runs it but from the sources, with the telemetry module loaded first. */
export async function startTracedServer(env: Record<string, string>, port: number) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'yolcu-otel-'));
  const childEnv: Record<string, string | undefined> = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // Each booking client's address arrives as X-Forwarded-For, as behind a load balancer.
    TRUST_PROXY: '1',
    WEB_DIST: '/nonexistent',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: undefined,
    ...env,
  };
  const args = ['--import', 'tsx', '--import', './src/telemetry.ts', 'src/main.ts'];
  const child: ChildProcess = spawn(process.execPath, args, { cwd: serverDir, env: childEnv, stdio: 'pipe' });
  let log = '';
  child.stdout?.on('data', (c) => (log += c));
  child.stderr?.on('data', (c) => (log += c));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    const ready = await fetch(`${baseUrl}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not get ready:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    baseUrl,
    log: () => log,
    async stop() {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** `app.inject` over real HTTP, answering what the booking helpers read of an injected response. */
export function injectOverHttp(baseUrl: string) {
  return async (opts: InjectOptions) => {
    const headers: Record<string, string> = { ...(opts.headers as Record<string, string>) };
    if (opts.remoteAddress) headers['x-forwarded-for'] = opts.remoteAddress;
    let body: string | undefined;
    if (typeof opts.payload === 'string') body = opts.payload;
    else if (opts.payload !== undefined) {
      body = JSON.stringify(opts.payload);
      headers['content-type'] ??= 'application/json';
    }
    const res = await fetch(`${baseUrl}${opts.url}`, { method: opts.method ?? 'GET', headers, body });
    const text = await res.text();
    return {
      statusCode: res.status,
      body: text,
      headers: Object.fromEntries(res.headers),
      json: () => JSON.parse(text),
    };
  };
}
