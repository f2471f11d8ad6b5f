import fs from 'node:fs';
import path from 'node:path';
import type { Database } from '../../src/db/database.ts';
import { openPglite } from '../../src/db/open-pglite.ts';
import { seedStaff } from './seed-staff.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

export interface CrashTestDatabase {
  database: TestDatabase;
  staff: { userId: string; token: string };
  /** Reads the data once the server has stopped: the live handle on PostgreSQL, the PGlite folder reopened. */
  read<T>(use: (db: Database) => Promise<T>): Promise<T>;
  dispose(): Promise<void>;
}

const postgres = Boolean(process.env.DATABASE_URL);

/**
 * A private database with a staff user for the SIGKILL tests, seeded by `seed`, then handed over to the
 * server process: PGlite allows one process, so the test's own handle is closed (PostgreSQL keeps it).
 */
export async function createCrashTestDatabase(
  seed: (database: TestDatabase, staff: { userId: string; token: string }) => Promise<void> = async () => {},
): Promise<CrashTestDatabase> {
  const database = await createTestDatabase();
  const staff = await seedStaff(database.handle.db);
  await seed(database, staff);
  if (!postgres) await database.handle.close();
  return {
    database,
    staff,
    read: async (use) => {
      const handle = postgres ? database.handle : await openPglite(path.join(database.dataDir, 'pglite'));
      try {
        return await use(handle.db);
      } finally {
        if (!postgres) await handle.close();
      }
    },
    dispose: async () => {
      if (postgres) await database.dispose();
      else fs.rmSync(database.dataDir, { recursive: true, force: true });
    },
  };
}
