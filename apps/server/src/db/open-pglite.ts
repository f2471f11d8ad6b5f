import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { lockDataDir } from './data-dir-lock.ts';
import type { Database, DatabaseHandle } from './database.ts';
import { migrationsFolder } from './migrations-folder.ts';
import * as schema from './schema.ts';

/** Embedded PostgreSQL (WASM) stored in a folder; one connection, owned by this process. */
export async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  fs.mkdirSync(dataDir, { recursive: true });
  const unlock = lockDataDir(dataDir);
  const client = await PGlite.create(dataDir).catch((error: unknown) => {
    unlock();
    throw error;
  });
  const orm = drizzle({ client, schema });
  return {
    db: orm as unknown as Database,
    dialect: 'pglite',
    engine: { kind: 'pglite', client },
    migrate: async () => {
      await migrate(orm, { migrationsFolder: migrationsFolder() });
    },
    close: async () => {
      await client.close();
      unlock();
    },
  };
}
