import { defineConfig } from 'vitest/config';

/**
 * Three projects, one runner:
 * - unit: `*.test.ts(x)` — pure code, no database, no network;
 * - integration: `*.int.test.ts` — real database (PGlite, or PostgreSQL when DATABASE_URL is set), app.inject();
 * - e2e: `e2e/**\/*.spec.ts` — the built app in a child process, driven through system Chromium.
 *
 * Vitest's default is one worker per CPU minus one — a single worker on CI's two cores, so the suite ran file by file
 * although integration and browser files spend most of their time waiting on child processes, databases, retry
 * delays and the browser. Every file there has its own database, data directory and free port (the browser files
 * share one read-only app for the public pages), so they run side by side.
 *
 * Unit and integration files share each worker's module cache (`isolate: false`): no file there mocks a module or
 * changes process.env, and the globals a few unit files stub (fetch, timers) they restore after each test. Loading
 * the server, the engines and their data once per worker instead of once per file took the unit pass from 351 s to
 * 166 s and the PGlite integration pass from 709 s to 409 s on CI's two cores. A new file that must mock a module
 * or set process.env belongs in a project of its own with isolation on.
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
          maxWorkers: 2,
          isolate: false,
          // A guard, not a speed check (speed is `npm run bench`): tests that load the reference model or the
          // shared corpus take a few seconds alone and more beside a second worker.
          testTimeout: 60_000,
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
          // Guards, not speed checks: several tests start the server or the CLI as a child process (tsx compiles
          // it cold), which three workers on two cores can stretch well past half a minute.
          testTimeout: 120_000,
          hookTimeout: 180_000,
          maxWorkers: 3,
          isolate: false,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.spec.ts'],
          environment: 'node',
          globalSetup: ['e2e/support/global-setup.ts'],
          // Guards against a hang, not speed checks: a walk that takes 25–50 s on an idle machine can take twice that
          // beside the other worker's browser and app on two cores (speed is measured by `npm run bench`).
          testTimeout: 180_000,
          hookTimeout: 180_000,
          maxWorkers: 2,
          // A page waits on the server and on a second worker's browser: give polled expectations room.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
