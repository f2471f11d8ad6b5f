import { freePort, type GalleyProcess, startServerProcess } from './galley-process.ts';
import type { HttpVisitor } from './http-visitor.ts';
import type { TestDatabase } from './test-database.ts';
import { TopicClient } from './topic-client.ts';

/**
 * The real server process of a SIGKILL test: started on a database's data, killed, and restarted on the same
 * port and data; failures carry the last process's output, since that is where a crash test's cause shows.
 */
export class CrashServer {
  private process: GalleyProcess | undefined;
  private port = 0;

  constructor(
    private readonly database: TestDatabase,
    private readonly extraEnv: NodeJS.ProcessEnv = {},
  ) {}

  get base(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Starts (or restarts, on the same port) and resolves once /healthz answers. */
  async start(): Promise<void> {
    if (!this.port) this.port = await freePort();
    this.process = await startServerProcess(this.port, {
      GALLEY_DATA_DIR: this.database.dataDir,
      DATABASE_URL: this.database.url ?? '',
      // Supervision every second, so a killed job's stale heartbeat is noticed within the test's time.
      GALLEY_JOB_SUPERVISE_SECONDS: '1',
      SESSION_SECRET: 'crash-test-secret-crash-test-secret-0123456789',
      ...this.extraEnv,
    });
  }

  /** Kills the process (a no-op once it has exited); its output stays readable for fail(). */
  async kill(signal: 'SIGKILL' | 'SIGTERM'): Promise<void> {
    await this.process?.kill(signal);
  }

  /** A websocket client of this server, signed in as `visitor`, following `topic`. */
  async follow(visitor: HttpVisitor, topic: string): Promise<TopicClient> {
    const client = new TopicClient(`ws://127.0.0.1:${this.port}/ws/`, visitor.cookieHeader());
    await client.connect();
    client.subscribe(topic);
    return client;
  }

  /** Rethrows `error` with the server's output (use as `.catch(server.fail)`). */
  readonly fail = (error: unknown): never => {
    throw new Error(`${error}\n${this.process?.output()}`);
  };
}
