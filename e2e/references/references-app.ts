import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { openPglite } from '../../apps/server/src/db/open-pglite.ts';
import { setSubscription } from '../../apps/server/src/services/billing/set-subscription.ts';
import { findUserByEmail } from '../../apps/server/src/services/users/find-user.ts';
import { freePort, freshDataDir, repoRoot, waitForHealth } from '../support/server.ts';

/**
 * The built app (apps/server/dist + apps/web/dist) on a data folder that outlives a restart, as
 * `npm start` runs it, with extra env (PUBMED_BASE_URL of the local E-utilities server, GALLEY_ENVIRONMENT). A plan is
 * granted the way an operator does it (`galley admin set-plan`): on the stopped server's database, since
 * PGlite allows one process at a time.
 */
export class ReferencesApp {
  readonly dataDir = freshDataDir('galley-e2e-refs-');
  private child: ChildProcess | undefined;
  private output = '';
  private port = 0;

  constructor(private readonly env: Record<string, string>) {}

  get baseUrl(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  url(pathname: string): string {
    return new URL(pathname, this.baseUrl).toString();
  }

  log(): string {
    return this.output;
  }

  async start(): Promise<void> {
    if (!this.port) this.port = await freePort();
    // GALLEY_E2E_SERVER_MAIN: a developer's own server build, while others share apps/server/dist.
    const main = process.env.GALLEY_E2E_SERVER_MAIN ?? path.join(repoRoot, 'apps/server/dist/main.js');
    const child = spawn(process.execPath, [main], {
      cwd: repoRoot,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        GALLEY_ENVIRONMENT: 'production',
        HOST: '127.0.0.1',
        PORT: String(this.port),
        GALLEY_DATA_DIR: this.dataDir,
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
        ...this.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk) => {
      this.output += chunk;
    });
    child.stderr?.on('data', (chunk) => {
      this.output += chunk;
    });
    this.child = child;
    await waitForHealth(this.baseUrl, child, () => this.output);
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }

  /** Stops the server, puts `email` on `plan` in its database, starts it again on the same port. */
  async grantPlan(email: string, plan: 'pro' | 'max'): Promise<void> {
    await this.stop();
    const database = await openPglite(path.join(this.dataDir, 'pglite'));
    try {
      const user = await findUserByEmail(database.db, email);
      if (!user) throw new Error(`no account ${email}`);
      await setSubscription(database.db, user.id, {
        plan,
        status: 'active',
        periodStart: null,
        periodEnd: null,
        trialEnd: null,
      });
    } finally {
      await database.close();
    }
    await this.start();
  }

  async dispose(): Promise<void> {
    await this.stop();
    fs.rmSync(this.dataDir, { recursive: true, force: true });
  }
}
