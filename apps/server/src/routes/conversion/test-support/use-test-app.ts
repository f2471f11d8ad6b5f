import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/support/build-test-app.ts';

/**
 * The real app on its own database for the whole file: built before the first test, closed after the last.
 * `app` is read lazily because the hooks run after the file's top level has taken the holder.
 */
export function useTestApp(): { readonly app: FastifyInstance } {
  let built: TestApp | undefined;
  beforeAll(async () => {
    built = await buildTestApp();
  }, 60_000);
  afterAll(async () => {
    await built?.close();
  });
  return {
    get app() {
      if (!built) throw new Error('the test app is read before beforeAll built it');
      return built.app;
    },
  };
}
