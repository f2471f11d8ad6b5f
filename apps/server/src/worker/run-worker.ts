import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import type { Config } from '../config/load-config.ts';
import { openDatabase } from '../db/open-database.ts';
import { createJobRunner } from '../jobs/create-job-runner.ts';
import { loggerOptions } from '../logging/request-log.ts';
import { openPubSub } from '../pubsub/open-pubsub.ts';
import { openFileStorage } from '../storage/open-file-storage.ts';

export class WorkerNeedsPostgresError extends Error {
  constructor() {
    super(
      'galley worker needs DATABASE_URL (PostgreSQL): with the embedded PGlite database the server runs the jobs itself.',
    );
    this.name = 'WorkerNeedsPostgresError';
  }
}

/**
 * `galley worker`: serve no HTTP, run jobs until SIGTERM/SIGINT, then let the job in hand finish (or
 * give it back to the queue when the grace period is over) and exit.
 */
export async function runWorker(config: Config, graceMs = 20_000): Promise<void> {
  if (!config.databaseUrl) throw new WorkerNeedsPostgresError();
  const log = pino(loggerOptions(config.logLevel)) as unknown as FastifyBaseLogger;
  const database = await openDatabase(config);
  await database.migrate();
  const pubsub = await openPubSub(database, (error) => log.warn({ err: error }, 'pub/sub'));
  const storage = openFileStorage(config.storage);
  const { runner, isolated } = createJobRunner({ config, database, pubsub, storage, log });
  await runner.start({ work: true });
  log.info({ pid: process.pid }, 'Galley worker is ready');
  await new Promise<void>((resolve) => {
    let stopping = false;
    const stop = (signal: string) => {
      if (stopping) return;
      stopping = true;
      log.info({ signal }, 'worker stopping');
      resolve();
    };
    process.once('SIGTERM', () => stop('SIGTERM'));
    process.once('SIGINT', () => stop('SIGINT'));
  });
  await runner.stop(graceMs);
  await isolated.close();
  await pubsub.close?.();
  await database.close();
}
