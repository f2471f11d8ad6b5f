import { ConfigError, loadConfig } from '../config/load-config.ts';
import { openDatabase } from './open-database.ts';

// `npm run db:migrate`: apply migrations to the configured database and exit.
try {
  const config = loadConfig();
  const handle = await openDatabase(config);
  await handle.migrate();
  await handle.close();
  console.log(`Migrations applied (${config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`}).`);
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
}
