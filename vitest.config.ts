import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@contract': fileURLToPath(new URL('./contract', import.meta.url)),
};

/** The API tests' settings, shared by the PGlite and PostgreSQL projects. */
const api = {
  environment: 'node' as const,
  include: ['tests/api/**/*.test.ts'],
  // Every API test logs into the run's folder; the teardown scans it for personal data.
  globalSetup: ['./tests/api/support/log-check.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

const testDatabaseUrl = process.env.TEST_DATABASE_URL;

export default defineConfig({
  resolve: { alias },
  test: {
    reporters: ['default', './tests/support/summary-reporter.ts'],
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit-web',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['./tests/support/setup-web.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'unit-node',
          environment: 'node',
          include: [
            'contract/**/*.test.ts',
            'server/**/*.test.ts',
            'scripts/**/*.test.ts',
            'tests/i18n/**/*.test.ts',
          ],
        },
      },
      {
        test: {
          ...api,
          name: 'api',
          // PGlite, even when the shell has TEST_DATABASE_URL (that is api-pg's).
          env: { TEST_DATABASE_URL: '' },
        },
      },
      // The same API tests again, each file on its own database of a real PostgreSQL server
      // (docs/architecture.md#tests-on-postgresql); .ci/run starts one.
      ...(testDatabaseUrl
        ? [
            {
              test: {
                ...api,
                name: 'api-pg',
                // They start their own clusters, whatever server the suite runs on.
                exclude: ['tests/api/pg-outage.test.ts', 'tests/api/postgres-cluster.test.ts'],
                env: { TEST_DATABASE_URL: testDatabaseUrl },
              },
            },
          ]
        : []),
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['./tests/e2e/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // A browser on a 2-core machine: give what the borrower waits for time to appear.
          expect: { poll: { timeout: 10_000, interval: 100 } },
          // One Chromium at a time: a 2-core machine gets flaky with parallel browsers.
          fileParallelism: false,
        },
      },
    ],
  },
});
