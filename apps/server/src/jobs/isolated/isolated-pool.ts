import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import type { IsolatedTaskName, IsolatedTasks } from './tasks.ts';

export interface IsolatedPoolOptions {
  /** Heap limit of each worker thread (old generation), MB. */
  memoryMb: number;
  /** Worker threads at most (default: cores − 1, at least 1). */
  threads?: number;
}

/** Where the task module is: beside this file in a checkout, `job-tasks.js` beside the server bundle. */
function taskModule(): { filename: string; execArgv: string[] } {
  const fromSource = import.meta.url.endsWith('.ts');
  const url = new URL(fromSource ? './tasks.ts' : './job-tasks.js', import.meta.url);
  // Sources need a TypeScript loader in the worker too; the bundle is plain JavaScript.
  return { filename: url.href, execArgv: fromSource ? ['--import', 'tsx'] : [] };
}

/** Worker threads for isolated tasks; a task that dies (out of memory, crash) rejects, the process lives. */
export class IsolatedPool {
  private readonly pool: Piscina;

  constructor(options: IsolatedPoolOptions) {
    const { filename, execArgv } = taskModule();
    const threads = options.threads ?? Math.max(1, availableParallelism() - 1);
    this.pool = new Piscina({
      filename,
      execArgv,
      minThreads: 0,
      maxThreads: threads,
      idleTimeout: 30_000,
      resourceLimits: { maxOldGenerationSizeMb: options.memoryMb, maxYoungGenerationSizeMb: 64 },
    });
  }

  run<Name extends IsolatedTaskName>(
    name: Name,
    input: Parameters<IsolatedTasks[Name]>[0],
    signal?: AbortSignal,
  ): Promise<Awaited<ReturnType<IsolatedTasks[Name]>>> {
    return this.pool.run(input, { name, ...(signal ? { signal } : {}) });
  }

  close(): Promise<void> {
    return this.pool.destroy();
  }
}
