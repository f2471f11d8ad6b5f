import type { FastifyInstance } from 'fastify';
import { type BuildOptions, build } from '../../src/app.ts';
import { type Config, loadConfig } from '../../src/config/load-config.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  close(): Promise<void>;
}

/** The real app on a real private database, configured from `env` exactly as main.ts would be. */
export async function buildTestApp(
  env: NodeJS.ProcessEnv = {},
  adjust?: ((config: Config) => Config) | undefined,
  overrides: Pick<BuildOptions, 'passwordHasher' | 'logger' | 'mailer'> = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const loaded = loadConfig({ NODE_ENV: 'test', GALLEY_DATA_DIR: database.dataDir, ...env });
  const config = adjust ? adjust(loaded) : loaded;
  const app = await build({ config, database: database.handle, ...overrides });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.dispose();
    },
  };
}
