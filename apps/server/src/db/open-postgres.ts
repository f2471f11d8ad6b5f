import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/postgres-js';
import { migrate } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import type { Database, DatabaseHandle } from './database.ts';
import { migrationsFolder } from './migrations-folder.ts';
import * as schema from './schema.ts';

// Any constant shared by all Galley processes; keeps two servers starting together from migrating twice.
const MIGRATION_LOCK_KEY = 0x6a11e7;

export async function openPostgres(url: string): Promise<DatabaseHandle> {
  const client = postgres(url, { max: 10, onnotice: () => {} });
  const orm = drizzle({ client, schema });
  await orm.execute(sql`select 1`);
  return {
    db: orm as unknown as Database,
    dialect: 'postgres',
    engine: { kind: 'postgres', url, client },
    migrate: async () => {
      // A dedicated connection so the advisory lock and the migration share one session.
      const lockClient = postgres(url, { max: 1, onnotice: () => {} });
      const locked = drizzle({ client: lockClient, schema });
      try {
        await locked.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`);
        await migrate(locked, { migrationsFolder: migrationsFolder() });
      } finally {
        await locked.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`).catch(() => {});
        await lockClient.end();
      }
    },
    close: async () => {
      await client.end({ timeout: 5 });
    },
  };
}
