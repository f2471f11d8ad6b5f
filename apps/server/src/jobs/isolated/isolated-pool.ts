import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import type { IsolatedTaskName, IsolatedTasks } from './tasks.ts';

export interface IsolatedPoolOptions {
  /** Heap limit of each worker thread (old generation), MB. */
  memoryMb: number;
  /** Worker threads at most (default: cores − 1, at least 1). */
  threads?: number;
  /** Threads kept started (never idled out) and warmed with the warm-up task at once; default 0. */
  warmThreads?: number;
  /** Told of a worker that died outside a task. */
  onError?: (error: unknown) => void;
}

/** Where the task module is: beside this file in a checkout, `job-tasks.js` beside the server bundle. */
function taskModule(): { filename: string; execArgv: string[] } {
  const fromSource = import.meta.url.endsWith('.ts');
  const url = new URL(fromSource ? './tasks.ts' : './job-tasks.js', import.meta.url);
  // Sources need a TypeScript loader in the worker too (resolved from here, not from the working
  // directory); the bundle is plain JavaScript.
  return { filename: url.href, execArgv: fromSource ? ['--import', import.meta.resolve('tsx')] : [] };
}

/** Worker threads for isolated tasks; a task that dies (out of memory, crash) rejects, the process lives. */
export class IsolatedPool {
  private readonly pool: Piscina;

  constructor(options: IsolatedPoolOptions) {
    const { filename, execArgv } = taskModule();
    const threads = options.threads ?? Math.max(1, availableParallelism() - 1);
    const warm = options.warmThreads ?? 0;
    this.pool = new Piscina({
      filename,
      execArgv,
      minThreads: Math.min(warm, threads),
      maxThreads: threads,
      idleTimeout: 30_000,
      resourceLimits: { maxOldGenerationSizeMb: options.memoryMb, maxYoungGenerationSizeMb: 32 },
    });
    // A worker that dies outside a task (out of memory while starting) must never crash the process:
    // without a listener the pool's 'error' event would be thrown.
    this.pool.on('error', (error: unknown) => options.onError?.(error));
    // The first upload after a start otherwise waits for a thread to start and load the whole task module
    // (seconds from sources); a warm-up that fails only leaves the pool cold.
    this.warming = Promise.all(
      Array.from({ length: Math.min(warm, threads) }, () =>
        this.pool.run(undefined, { name: 'warmUp' }).catch(() => undefined),
      ),
    ).then(() => undefined);
  }

  /** Settles when the warm threads have loaded and run the warm-up (at once without warm threads). */
  readonly warming: Promise<void>;

  run<Name extends IsolatedTaskName>(
    name: Name,
    input: Parameters<IsolatedTasks[Name]>[0],
    signal?: AbortSignal,
  ): Promise<Awaited<ReturnType<IsolatedTasks[Name]>>> {
    return this.pool.run(input, { name, ...(signal ? { signal } : {}) });
  }

  async close(): Promise<void> {
    await this.pool.destroy();
  }
}
