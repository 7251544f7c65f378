// The server compiled for production (issue 35): `npm start` runs JavaScript, with no TypeScript
// loader at run time. The contract and the server are compiled by tsc into their `dist/` folders,
// beside their sources, so every path a module finds from its own place (`import.meta.url`: the
// migrations, the fonts, the web build) is the same from `src/` and from `dist/`. The files tsc does
// not emit (the worker threads' entries, the message catalogues, the content) are copied. The
// contract's `yolcu-compiled` export condition points the compiled server at its compiled contract;
// everything else (tests, Vite, `npm run dev`) reads the TypeScript sources.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { newestMtime } from './web-build-state.mjs';

/** The compiled server's entry, from the folder it runs in (`apps/server`; a relative DATA_DIR is read from where the command was typed), and the `node` flags it runs with. */
export const SERVER_ENTRY = 'dist/main.js';
// `telemetry.js` starts OpenTelemetry before the app loads, when OTEL_EXPORTER_OTLP_ENDPOINT is set.
export const SERVER_NODE_FLAGS = [
  '--conditions=yolcu-compiled',
  '--enable-source-maps',
  '--import',
  './dist/telemetry.js',
];

const STAMP = 'apps/server/dist/.built';
const SOURCES = [
  'apps/server/src',
  'apps/server/tsconfig.json',
  'apps/server/tsconfig.build.json',
  'apps/server/package.json',
  'packages/contract/src',
  'packages/contract/package.json',
  'tsconfig.base.json',
  'package-lock.json',
  'scripts/server-build.mjs',
];

/** @returns {'missing' | 'stale' | 'fresh'} */
export function serverBuildState(root) {
  const stamp = path.join(root, STAMP);
  if (!existsSync(stamp)) return 'missing';
  const builtAt = statSync(stamp).mtimeMs;
  return SOURCES.some((source) => newestMtime(path.join(root, source)) > builtAt) ? 'stale' : 'fresh';
}

/** Compiles the contract and the server; answers false (having printed why) when tsc failed. */
export function buildServer(root) {
  const tsc = path.join(root, 'node_modules/typescript/bin/tsc');
  for (const project of ['packages/contract', 'apps/server']) {
    rmSync(path.join(root, project, 'dist'), { recursive: true, force: true });
    const run = spawnSync(process.execPath, [tsc, '-p', `${project}/tsconfig.build.json`], {
      cwd: root,
      stdio: 'inherit',
    });
    // tsc emits the JavaScript even where types disagree (exit 2): the server runs as it did under
    // tsx, which never checked types; `npm run typecheck` (and CI) is where type errors fail.
    if (run.status === 2) console.warn(`${project}: type errors (above); compiled anyway`);
    else if (run.status !== 0) return false;
  }
  // What tsc leaves out: every file of the server's sources that is not TypeScript.
  cpSync(path.join(root, 'apps/server/src'), path.join(root, 'apps/server/dist'), {
    recursive: true,
    filter: (source) => statSync(source).isDirectory() || !/\.tsx?$/.test(source),
  });
  writeFileSync(path.join(root, STAMP), `${new Date().toISOString()}\n`);
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = new URL('..', import.meta.url).pathname;
  process.exit(buildServer(root) ? 0 : 1);
}
