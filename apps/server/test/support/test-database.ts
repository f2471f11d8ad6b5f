import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { inject } from 'vitest';
import type { DatabaseHandle } from '../../src/db/database.ts';
import { openPglite } from '../../src/db/open-pglite.ts';
import { openPostgres } from '../../src/db/open-postgres.ts';
import { databaseUrl } from './database-url.ts';
import { copyPgliteTemplate } from './pglite-template.ts';

export interface TestDatabase {
  handle: DatabaseHandle;
  /** A scratch folder for GALLEY_DATA_DIR (files, PGlite data). */
  dataDir: string;
  /** PostgreSQL mode: the private database's URL (for processes started by a test). */
  url?: string;
  dispose(): Promise<void>;
}

/**
 * A real, migrated, private database for one test file: a copy of the prepared PGlite directory, or a
 * clone of the PostgreSQL template database when DATABASE_URL is set.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'galley-test-'));
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `galley_t_${randomBytes(6).toString('hex')}`;
    const admin = postgres(url, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database "${name}" template "${inject('postgresTemplateDb')}"`);
    const privateUrl = databaseUrl(url, name);
    const handle = await openPostgres(privateUrl);
    return {
      handle,
      dataDir,
      url: privateUrl,
      dispose: async () => {
        await handle.close();
        await admin.unsafe(`drop database if exists "${name}" with (force)`);
        await admin.end();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  copyPgliteTemplate(inject('pgliteTemplateDir'), dataDir);
  const handle = await openPglite(path.join(dataDir, 'pglite'));
  return {
    handle,
    dataDir,
    dispose: async () => {
      await handle.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
