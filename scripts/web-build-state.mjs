// Whether the web build in apps/web/dist is missing, older than its sources, or fresh. Sources are
// the web app, the shared contract and the lock file (a `git pull` that changes any of them leaves
// newer files than the build's index.html).
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const SOURCES = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'packages/contract/src',
  'package-lock.json',
];

/** The newest modification time under a file or folder (skipping node_modules and dist). */
export function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

/** @returns {'missing' | 'stale' | 'fresh'} */
export function webBuildState(root) {
  const built = path.join(root, 'apps/web/dist/index.html');
  // A build from before the server drew first views (issue 21) lacks their module: build again.
  if (!existsSync(built) || !existsSync(path.join(root, 'apps/web/dist-ssr/first-view.mjs'))) return 'missing';
  const builtAt = statSync(built).mtimeMs;
  return SOURCES.some((source) => newestMtime(path.join(root, source)) > builtAt) ? 'stale' : 'fresh';
}
