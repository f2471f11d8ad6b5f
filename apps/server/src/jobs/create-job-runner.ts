import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config/load-config.ts';
import type { DatabaseHandle } from '../db/database.ts';
import type { PubSub } from '../pubsub/pubsub.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import { JOB_DEFINITIONS } from './definitions/index.ts';
import { IsolatedPool } from './isolated/isolated-pool.ts';
import { PgBossRunner } from './runner/pg-boss-runner.ts';

export interface JobRunnerDeps {
  config: Config;
  database: DatabaseHandle;
  pubsub: PubSub;
  storage: FileStorage;
  log: FastifyBaseLogger;
}

/** The runner with every job definition and a worker-thread pool sized by the configuration. */
export function createJobRunner(deps: JobRunnerDeps): { runner: PgBossRunner; isolated: IsolatedPool } {
  const isolated = new IsolatedPool({
    memoryMb: deps.config.jobs.memoryMb,
    warmThreads: deps.config.jobs.warmThreads,
    onError: (error) => deps.log.error({ err: error }, 'a worker thread died outside a task'),
  });
  const runner = new PgBossRunner({
    ...deps,
    definitions: JOB_DEFINITIONS,
    isolated,
    superviseSeconds: deps.config.jobs.superviseSeconds,
  });
  return { runner, isolated };
}
