/** `galley worker` (apps/cli loads this module from the server build or sources). */

export { ConfigError, loadConfig } from '../config/load-config.ts';
export { runWorker, WorkerNeedsPostgresError } from './run-worker.ts';
