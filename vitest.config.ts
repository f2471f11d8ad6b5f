import { defineConfig } from 'vitest/config';

/**
 * Three projects, one runner:
 * - unit: `*.test.ts(x)` — pure code, no database, no network;
 * - integration: `*.int.test.ts` — real database (PGlite, or PostgreSQL when DATABASE_URL is set), app.inject();
 * - e2e: `e2e/**\/*.spec.ts` — the built app in a child process, driven through system Chromium.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.{ts,tsx}',
            'apps/*/src/**/*.test.{ts,tsx}',
            'apps/*/test/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
          ],
          exclude: ['**/*.int.test.ts', '**/node_modules/**', '**/dist/**'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          include: [
            'apps/*/src/**/*.int.test.ts',
            'apps/*/test/**/*.int.test.ts',
            'packages/*/src/**/*.int.test.ts',
          ],
          environment: 'node',
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.spec.ts'],
          environment: 'node',
          globalSetup: ['e2e/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
