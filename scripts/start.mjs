// `npm start`: builds the web app and the server if they have not been built or their sources
// changed since the last build (a `git pull`), then runs the compiled server, which migrates the
// database and loads the reference data on its own before it listens.
import { spawn, spawnSync } from 'node:child_process';
import { constants } from 'node:os';
import { requireSupportedNode } from './runtime.mjs';
import { buildServer, SERVER_ENTRY, SERVER_NODE_FLAGS, serverBuildState } from './server-build.mjs';
import { existsSync, statSync } from 'node:fs';
import { newestMtime, webBuildState } from './web-build-state.mjs';

requireSupportedNode('The server');
const root = new URL('..', import.meta.url).pathname;
// WEB_DIST (03 §1's server option) points the server at a build elsewhere; then there is nothing to build here.
const state = process.env.WEB_DIST ? 'fresh' : webBuildState(root);
if (state !== 'fresh') {
  console.log(
    state === 'missing' ? 'Building the web app (first start)…' : 'Web sources changed: rebuilding the web app…',
  );
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
// The operator console (apps/admin, served at /admin/) likewise, unless ADMIN_DIST points elsewhere.
const ADMIN_SOURCES = [
  'apps/admin/src',
  'apps/admin/index.html',
  'apps/admin/vite.config.ts',
  'apps/admin/package.json',
];
const adminIndex = `${root}apps/admin/dist/index.html`;
const adminState = process.env.ADMIN_DIST
  ? 'fresh'
  : !existsSync(adminIndex)
    ? 'missing'
    : [...ADMIN_SOURCES, 'packages/contract/src', 'package-lock.json'].some(
          (source) => newestMtime(`${root}${source}`) > statSync(adminIndex).mtimeMs,
        )
      ? 'stale'
      : 'fresh';
if (adminState !== 'fresh') {
  console.log(
    adminState === 'missing' ? 'Building the operator console (first start)…' : 'Console sources changed: rebuilding…',
  );
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/admin'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const serverState = serverBuildState(root);
if (serverState !== 'fresh') {
  console.log(serverState === 'missing' ? 'Compiling the server (first start)…' : 'Server sources changed: compiling…');
  if (!buildServer(root)) process.exit(1);
}
// Production unless told otherwise: React (which writes the mails) runs its production build, about
// three times faster than its development build.
const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, SERVER_ENTRY], {
  cwd: `${root}apps/server`,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
// A server that dies of a signal (SIGKILL by the OOM killer, SIGSEGV, …) is a failure: exit as a shell
// reports it, 128 + the signal's number, so that a supervisor restarts it. A clean shutdown on the
// SIGTERM or SIGINT passed on above exits 0 from the server itself.
server.on('exit', (code, signal) => {
  if (code !== null) process.exit(code);
  console.error(`The server was ended by ${signal}.`);
  process.exit(128 + (constants.signals[signal] ?? 0));
});
