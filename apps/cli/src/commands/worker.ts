import { existsSync } from 'node:fs';
import { Command } from 'commander';

/** The server's worker module (apps/server/src/worker), as this command uses it. */
interface WorkerModule {
  loadConfig(): unknown;
  runWorker(config: unknown): Promise<void>;
  ConfigError: new (...args: never[]) => Error;
  WorkerNeedsPostgresError: new (...args: never[]) => Error;
}

/**
 * The built module beside the server bundle when this CLI is the built one, else the server's sources
 * through tsx (a checkout running from source never picks up an older build).
 */
async function loadWorker(): Promise<WorkerModule> {
  const fromSource = import.meta.url.endsWith('.ts');
  for (const candidate of fromSource
    ? []
    : [
        new URL('../../server/dist/worker.js', import.meta.url),
        new URL('../../../server/dist/worker.js', import.meta.url),
      ]) {
    if (existsSync(candidate)) return (await import(candidate.href)) as WorkerModule;
  }
  const { tsImport } = await import('tsx/esm/api');
  return (await tsImport('../../../server/src/worker/index.ts', import.meta.url)) as WorkerModule;
}

/**
 * `galley worker`: runs background jobs on the PostgreSQL database the servers use (same
 * environment), serves no HTTP, and stops cleanly on SIGTERM — the job in hand finishes or goes back
 * to the queue.
 */
export function workerCommand(): Command {
  return new Command('worker').action(async () => {
    const worker = await loadWorker();
    try {
      await worker.runWorker(worker.loadConfig());
      process.exit(0);
    } catch (error) {
      const known = error instanceof worker.ConfigError || error instanceof worker.WorkerNeedsPostgresError;
      process.stderr.write(`galley worker: ${known ? (error as Error).message : String(error)}\n`);
      process.exit(1);
    }
  });
}
