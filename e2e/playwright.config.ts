import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROME_FLAGS } from '../scripts/chromium-flags.mjs';
import { SERVER_ENTRY, SERVER_NODE_FLAGS } from '../scripts/server-build.mjs';
import { MAIL_LOG, startMailSink } from './mail-sink';

const port = Number(process.env.E2E_PORT ?? 8181);
// A fresh embedded database for every run: the journeys start from what a new install has.
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'yolcu-e2e-'));
// A real SMTP sink in the runner process for the whole run; workers read its log file.
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 2526);
if (!process.env.YOLCU_MAIL_LOG) {
  startMailSink(smtpPort);
  process.env.YOLCU_MAIL_LOG = MAIL_LOG;
}

// The operator console's journey (tests/admin-console.spec.ts) signs in as a member of staff made by
// `npm run staff:add` before the server starts (the embedded database admits one process at a time);
// the set-up link it prints goes to this file, which the workers (inheriting the variable) read.
if (!process.env.E2E_STAFF_LINK_FILE) process.env.E2E_STAFF_LINK_FILE = `${dataDir}-staff-link.txt`;
const E2E_SUPPORT_EMAIL = 'support@e2e.yolcu.example';
// The finance journey (tests/admin-finance.spec.ts) has a finance member made the same way.
if (!process.env.E2E_FINANCE_LINK_FILE) process.env.E2E_FINANCE_LINK_FILE = `${dataDir}-finance-link.txt`;
const E2E_FINANCE_EMAIL = 'finance@e2e.yolcu.example';

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    ...devices['Pixel 7'],
    viewport: { width: 390, height: 844 },
    locale: 'en-US',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: CHROME_FLAGS,
    },
    trace: 'off',
  },
  webServer: {
    // The journeys run on a test build of the web app (VITE_TEST_SWITCHES=1 keeps `?native=1`),
    // built into apps/web/dist-e2e and served from there (WEB_DIST); `npm start` serves apps/web/dist,
    // which never has the switch. The build takes seconds, so each run makes a fresh one.
    // The demo account (coupons, a personal notification) is seeded first, as `npm run seed:demo` does.
    // The server runs compiled, as `npm start` runs it (`npm test` compiles it first).
    // The operator console (apps/admin) is built too, and its support member made, as `npm run staff:add` does.
    command: [
      'npm --prefix ../web run --silent build',
      'npm --prefix ../admin run --silent build',
      'node --import tsx src/data/seed-demo.ts',
      `node --import tsx src/admin/staff-add.ts --email ${E2E_SUPPORT_EMAIL} --role support > "${process.env.E2E_STAFF_LINK_FILE}"`,
      `node --import tsx src/admin/staff-add.ts --email ${E2E_FINANCE_EMAIL} --role finance > "${process.env.E2E_FINANCE_LINK_FILE}"`,
      `node ${SERVER_NODE_FLAGS.join(' ')} ${SERVER_ENTRY}`,
    ].join(' && '),
    cwd: path.resolve(import.meta.dirname, '../apps/server'),
    url: `http://localhost:${port}/readyz`,
    timeout: 180_000,
    reuseExistingServer: false,
    env: {
      VITE_TEST_SWITCHES: '1',
      WEB_DIST: path.resolve(import.meta.dirname, '../apps/web/dist-e2e'),
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      PUBLIC_URL: `http://localhost:${port}`,
      // One proxy hop trusted: a journey's API sign-ups come from addresses of their own (helpers/accounts.ts).
      TRUST_PROXY: '1',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    },
  },
});
