import postgres from 'postgres';
import type { TestProject } from 'vitest/node';
import { openPostgres } from '../src/db/open-postgres.ts';
import { databaseUrl } from './support/database-url.ts';
import { migrationsHash } from './support/migrations-hash.ts';
import { preparePgliteTemplate } from './support/pglite-template.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite mode: a migrated data directory each test file copies (cheap) instead of running initdb (~4 s). */
    pgliteTemplateDir: string;
    /** PostgreSQL mode: a migrated database each test file clones with CREATE DATABASE … TEMPLATE. */
    postgresTemplateDb: string;
  }
}

async function preparePostgres(url: string): Promise<string> {
  const name = `galley_template_${migrationsHash()}`;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const exists = await admin`select 1 from pg_database where datname = ${name}`;
    if (exists.length === 0) {
      await admin.unsafe(`create database "${name}"`);
      const handle = await openPostgres(databaseUrl(url, name));
      await handle.migrate();
      await handle.close();
    }
  } finally {
    await admin.end();
  }
  return name;
}

export default async function setup(project: TestProject): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (url) {
    project.provide('postgresTemplateDb', await preparePostgres(url));
    project.provide('pgliteTemplateDir', '');
  } else {
    project.provide('pgliteTemplateDir', await preparePgliteTemplate());
    project.provide('postgresTemplateDb', '');
  }
}
