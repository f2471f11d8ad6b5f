import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { copyPgliteTemplate } from '../../apps/server/test/support/pglite-template.ts';

export const repoRoot = path.resolve(import.meta.dirname, '..', '..');
const serverMain = path.join(repoRoot, 'apps/server/dist/main.js');
const webIndex = path.join(repoRoot, 'apps/web/dist/index.html');

export interface RunningGalley {
  baseUrl: string;
  dataDir: string;
  stop(): Promise<void>;
}

/** A port nothing listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/**
 * Resolves once the app answers /healthz. Two minutes: browser files run in two workers, and a start (migrations on a
 * fresh PGlite) shares the cores with the other worker's browser and app.
 */
export async function waitForHealth(baseUrl: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Galley exited with ${child.exitCode}:\n${log()}`);
    try {
      const response = await fetch(`${baseUrl}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Galley did not become healthy within 120 s:\n${log()}`);
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data directory every server under test starts from a copy of (freshDataDir). */
    pgliteTemplateDir: string;
  }
}

/** The template the e2e global setup provides; none outside the browser tests (`npm run bench`). */
function providedTemplate(): string | undefined {
  try {
    return inject('pgliteTemplateDir') || undefined;
  } catch {
    return undefined;
  }
}

/**
 * A new data folder for a server under test, its database already migrated when there is a template: a copy of
 * the one the e2e global setup made (on an empty folder the server's first start runs initdb and every migration,
 * about six more seconds of CPU, and some thirty servers start in a run). The global setup passes it itself.
 */
export function freshDataDir(prefix: string, template = providedTemplate()): string {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  if (template) copyPgliteTemplate(template, dataDir);
  return dataDir;
}

/**
 * Starts the built app (`npm run build` output) as a child process on a free port, with a fresh data
 * folder (freshDataDir), exactly as `npm start` runs it — the browser tests drive the real thing.
 */
export async function startGalley(
  env: Record<string, string> = {},
  template?: string,
): Promise<RunningGalley> {
  for (const file of [serverMain, webIndex]) {
    if (!fs.existsSync(file))
      throw new Error(`${path.relative(repoRoot, file)} is missing: run \`npm run build\` first`);
  }
  const dataDir = freshDataDir('galley-e2e-', template);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(process.execPath, [serverMain], {
    cwd: repoRoot,
    env: {
      ...process.env,
      // As `npm start` runs it (vitest's NODE_ENV=test must not leak in): dev outbox, no HSTS.
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      GALLEY_DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  await waitForHealth(baseUrl, child, () => output);
  return {
    baseUrl,
    dataDir,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
