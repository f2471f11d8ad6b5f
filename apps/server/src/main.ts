import { build } from './app.ts';
import { ConfigError, loadConfig } from './config/load-config.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { openDatabase } from './db/open-database.ts';
import { loggerOptions } from './logging/request-log.ts';

/** Starts Galley: read config, open and migrate the database, build the app, listen. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config);
  await database.migrate();
  const app = await build({
    config,
    database,
    logger: {
      ...loggerOptions(config.logLevel),
      // Readable logs for a person at a terminal in development; JSON lines everywhere else.
      ...(config.env === 'development' && process.stdout.isTTY
        ? {
            transport: {
              target: 'pino-pretty',
              options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
            },
          }
        : {}),
    },
  });
  // Generate the password-transport key now (first start only) so the first login does not wait for it.
  await app.passwordTransportKey();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  app.log.info(
    {
      database: config.databaseUrl ? 'postgres' : `pglite:${config.dataDir}`,
      environment: config.environment,
    },
    'Galley is ready',
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error('Galley failed to start:', error);
  }
  process.exit(1);
});
