import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config/load-config.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import type { PubSub } from '../../pubsub/pubsub.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import type { IsolatedPool } from '../isolated/isolated-pool.ts';

/** What the runner hands every job run: the stores, the configuration, the thread pool. */
export interface JobServices {
  database: DatabaseHandle;
  config: Config;
  pubsub: PubSub;
  storage: FileStorage;
  log: FastifyBaseLogger;
  isolated: IsolatedPool;
}
