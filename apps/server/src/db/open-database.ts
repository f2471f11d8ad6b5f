import path from 'node:path';
import type { Config } from '../config/load-config.ts';
import type { DatabaseHandle } from './database.ts';

/** PostgreSQL when DATABASE_URL is set, else embedded PGlite under GALLEY_DATA_DIR/pglite. */
export async function openDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Promise<DatabaseHandle> {
  if (config.databaseUrl) {
    const { openPostgres } = await import('./open-postgres.ts');
    return openPostgres(config.databaseUrl);
  }
  const { openPglite } = await import('./open-pglite.ts');
  return openPglite(path.join(config.dataDir, 'pglite'));
}
