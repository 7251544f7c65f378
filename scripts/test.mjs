// `npm test`: unit, component and API tests (Vitest), the fuzz of every route (`npm run fuzz`), the
// client generated from the API document (`npm run api-client`), then
// the browser journeys (Playwright on Debian's Chromium). Says plainly what it skipped and why.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { requireSupportedNode } from './runtime.mjs';
import { buildServer } from './server-build.mjs';

const root = new URL('..', import.meta.url).pathname;
const run = (cmd, args, env = {}) =>
  spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;
// CI shows only the end of what this prints: the end names each failed stage and its tests.
const failures = [];
const flaky = [];
const reports = mkdtempSync(join(tmpdir(), 'test-report-'));
const stage = (name, status) => {
  if (status) failures.push(name);
  return status ? 1 : 0;
};
/**
 * Vitest with its usual output, plus a JSON report whose failed tests are listed at the end (with
 * the first line of their error), and the tests that passed only when tried again.
 */
const vitest = (name, args, env = {}) => {
  const slug = name.replace(/\W+/g, '-');
  const report = join(reports, `${slug}.json`);
  const flakyReport = join(reports, `${slug}.flaky`);
  const status = run(
    'npx',
    [
      'vitest',
      'run',
      ...args,
      '--reporter=default',
      '--reporter=json',
      '--reporter=./scripts/flaky-reporter.mjs',
      `--outputFile.json=${report}`,
    ],
    { ...env, FLAKY_REPORT: flakyReport },
  );
  if (existsSync(flakyReport))
    for (const line of readFileSync(flakyReport, 'utf8').trim().split('\n')) flaky.push(`${name}: ${line}`);
  if (status) failures.push(`${name}${failedTests(report)}`);
  return status ? 1 : 0;
};
const firstLine = (text) => (text ?? '').split('\n').find((line) => line.trim()) ?? '';
const failedTests = (report) => {
  try {
    const { testResults } = JSON.parse(readFileSync(report, 'utf8'));
    const lines = testResults.flatMap((file) => {
      const tests = file.assertionResults.filter((t) => t.status === 'failed');
      const where = file.name.replace(root, '');
      if (tests.length)
        return tests.map((t) => `\n    ${where} › ${t.fullName}\n      ${firstLine(t.failureMessages[0])}`);
      return file.status === 'failed' ? [`\n    ${where}: ${firstLine(file.message) || 'failed'}`] : [];
    });
    return lines.join('');
  } catch {
    return ' (no report written)';
  }
};
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
failed += vitest('unit, component and API tests (PGlite)', [], { TEST_DATABASE_URL: '' });

if (process.env.TEST_DATABASE_URL) {
  console.log(`\n== API tests again on PostgreSQL (TEST_DATABASE_URL) ==`);
  failed += vitest('API tests on PostgreSQL', ['--project', 'server']);
} else {
  console.log('\nSKIPPED: API tests on PostgreSQL (set TEST_DATABASE_URL=postgres://… to run them; .ci/run does).');
}

if (process.env.SKIP_FUZZ === '1') {
  console.log('\nSKIPPED: fuzz of every route (SKIP_FUZZ=1).');
} else {
  console.log('\n== Fuzz: every route with malformed input, no 5xx (npm run fuzz, embedded PGlite) ==');
  failed += stage('fuzz', run('npm', ['run', '--silent', 'fuzz']));
}

console.log(
  '\n== Typed client: openapi-typescript from /api/openapi.json, journey.ts type-checked (npm run api-client) ==',
);
failed += stage('typed client', run('npm', ['run', '--silent', 'api-client']));

const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';
if (process.env.SKIP_E2E === '1') {
  console.log('\nSKIPPED: browser tests (SKIP_E2E=1).');
} else if (!existsSync(chromium)) {
  console.log(`\nSKIPPED: browser tests: no Chromium at ${chromium} (apt-get install chromium, or set CHROME_PATH).`);
} else {
  console.log('\n== Browser journeys (Playwright, Chromium) ==');
  if (run('npm', ['run', 'build', '-w', 'apps/web'])) failed += stage('web build for the browser journeys', 1);
  else failed += stage('browser journeys', run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts']));
}

if (flaky.length)
  console.log(
    `\nPassed only when tried again (CI gives each API test one more try):\n${flaky.map((f) => `  - ${f}`).join('\n')}`,
  );
console.log(
  failed
    ? `\n${failed} test stage(s) failed:\n${failures.map((f) => `  - ${f}`).join('\n')}`
    : '\nAll test stages passed.',
);
process.exit(failed ? 1 : 0);
