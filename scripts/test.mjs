// `npm test`: unit, component and API tests (Vitest), the fuzz of every route (`npm run fuzz`), the
// client generated from the API document (`npm run api-client`), then
// the browser journeys (Playwright on Debian's Chromium). Says plainly what it skipped and why.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { requireSupportedNode } from './runtime.mjs';
import { buildServer } from './server-build.mjs';

const root = new URL('..', import.meta.url).pathname;
const run = (cmd, args, env = {}) =>
  spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;
let failed = 0;
requireSupportedNode('The test suite');
console.log(`Node ${process.versions.node} (${process.execPath})`);

// Tests that start the real server run it compiled, as `npm start` does: compiled once, here.
console.log('\n== Compile the server (npm run build:server) ==');
if (!buildServer(root)) {
  console.log('\nThe server does not compile: nothing else was run.');
  process.exit(1);
}

console.log('\n== Unit, component and API tests (embedded PGlite) ==');
failed += run('npx', ['vitest', 'run'], { TEST_DATABASE_URL: '' }) ? 1 : 0;

if (process.env.TEST_DATABASE_URL) {
  console.log(`\n== API tests again on PostgreSQL (TEST_DATABASE_URL) ==`);
  failed += run('npx', ['vitest', 'run', '--project', 'server']) ? 1 : 0;
} else {
  console.log('\nSKIPPED: API tests on PostgreSQL (set TEST_DATABASE_URL=postgres://… to run them; .ci/run does).');
}

if (process.env.SKIP_FUZZ === '1') {
  console.log('\nSKIPPED: fuzz of every route (SKIP_FUZZ=1).');
} else {
  console.log('\n== Fuzz: every route with malformed input, no 5xx (npm run fuzz, embedded PGlite) ==');
  failed += run('npm', ['run', '--silent', 'fuzz']) ? 1 : 0;
}

console.log(
  '\n== Typed client: openapi-typescript from /api/openapi.json, journey.ts type-checked (npm run api-client) ==',
);
failed += run('npm', ['run', '--silent', 'api-client']) ? 1 : 0;

const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';
if (process.env.SKIP_E2E === '1') {
  console.log('\nSKIPPED: browser tests (SKIP_E2E=1).');
} else if (!existsSync(chromium)) {
  console.log(`\nSKIPPED: browser tests: no Chromium at ${chromium} (apt-get install chromium, or set CHROME_PATH).`);
} else {
  console.log('\n== Browser journeys (Playwright, Chromium) ==');
  if (run('npm', ['run', 'build', '-w', 'apps/web'])) failed += 1;
  else failed += run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts']) ? 1 : 0;
}

console.log(failed ? `\n${failed} test stage(s) failed.` : '\nAll test stages passed.');
process.exit(failed ? 1 : 0);
