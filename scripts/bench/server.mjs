// Starts the real server on a fresh temp DATA_DIR and stops it again.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildServer, SERVER_ENTRY, SERVER_NODE_FLAGS, serverBuildState } from '../server-build.mjs';

/** `preferred` when it is free on 127.0.0.1, otherwise a port the OS hands out. */
export async function freePort(preferred) {
  const tryListen = (port) =>
    new Promise((resolve) => {
      const srv = net.createServer();
      srv.once('error', () => resolve(null));
      srv.listen(port, '127.0.0.1', () => {
        const { port: got } = srv.address();
        srv.close(() => resolve(got));
      });
    });
  return (preferred && (await tryListen(preferred))) || (await tryListen(0));
}

export async function startRealServer({
  root,
  port,
  logFile,
  timeoutMs = 120_000,
  databaseUrl = null,
  env: extra = {},
}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'yolcu-bench-'));
  // TRUST_PROXY lets the login bench give each request its own client address, below the rate limit.
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    TRUST_PROXY: '1',
    // As `npm start` runs it.
    NODE_ENV: 'production',
    ...extra,
  };
  // Never point the bench at a developer's own database or another web build.
  delete env.DATABASE_URL;
  // …unless the bench gives it a database of its own (the PostgreSQL load run).
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  delete env.WEB_DIST;
  delete env.PUBLIC_URL;
  // The demo account (for the login row) is seeded before the server opens the embedded database.
  const seed = spawnSync(process.execPath, ['--import', 'tsx', 'src/data/seed-demo.ts'], {
    cwd: path.join(root, 'apps/server'),
    env,
    encoding: 'utf8',
  });
  if (seed.status !== 0) throw new Error(`seed:demo failed: ${seed.stderr}`);
  // As `npm start` runs it: the compiled server (built here when its sources are newer).
  if (serverBuildState(root) !== 'fresh' && !buildServer(root)) throw new Error('the server did not compile');
  const log = createWriteStream(logFile);
  // BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the server (NODE_OPTIONS refuses --cpu-prof).
  const child = spawn(
    process.execPath,
    [...(process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? []), ...SERVER_NODE_FLAGS, SERVER_ENTRY],
    {
      cwd: path.join(root, 'apps/server'),
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  let exited = null;
  const exitPromise = new Promise((resolve) =>
    child.once('exit', (code, signal) => {
      exited = { code, signal };
      resolve(exited);
    }),
  );

  const baseUrl = `http://127.0.0.1:${port}`;
  const started = Date.now();
  const stop = async () => {
    if (!exited) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exitPromise;
      clearTimeout(timer);
    }
    await new Promise((resolve) => log.end(resolve));
    rmSync(dataDir, { recursive: true, force: true });
  };

  while (true) {
    if (exited) {
      await stop();
      throw new Error(`server exited early (${JSON.stringify(exited)}); log:\n${tail(logFile)}`);
    }
    if (Date.now() - started > timeoutMs) {
      await stop();
      throw new Error(`server not healthy after ${timeoutMs / 1000} s; log:\n${tail(logFile)}`);
    }
    try {
      const res = await fetch(`${baseUrl}/readyz`, { signal: AbortSignal.timeout(2000) });
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { baseUrl, pid: child.pid, startupMs: Date.now() - started, stop, exited: exitPromise };
}

function tail(file, lines = 30) {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}
