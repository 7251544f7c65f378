import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contract', root: './packages/contract', include: ['src/**/*.test.ts'] } },
      { test: { name: 'scripts', root: './scripts', include: ['**/*.test.mjs'] } },
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          globalSetup: ['./test/global-setup.ts'],
          setupFiles: ['./test/reconciliation-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // CI runs them on two loaded cores: a test that fails once is tried again, and
          // `npm test` names it at the end (scripts/flaky-reporter.mjs); two failures fail.
          retry: process.env.CI ? 1 : 0,
        },
      },
      './apps/web/vitest.config.ts',
      './apps/admin/vitest.config.ts',
    ],
  },
});
