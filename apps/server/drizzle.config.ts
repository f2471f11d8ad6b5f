import { defineConfig } from 'drizzle-kit';

// One migration history for PGlite and PostgreSQL: both run the same generated SQL.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './src/db/migrations',
});
