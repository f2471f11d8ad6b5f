import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const serverRoot = path.resolve(import.meta.dirname, '..', '..');
const repoRoot = path.resolve(serverRoot, '..', '..');

/** A free TCP port on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface GalleyProcess {
  child: ChildProcess;
  output(): string;
  /** Resolves when the process has exited. */
  exited: Promise<number | null>;
  kill(signal: NodeJS.Signals): Promise<number | null>;
}

function start(args: string[], env: NodeJS.ProcessEnv, cwd: string): GalleyProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd,
    env: { ...process.env, LOG_LEVEL: 'warn', NODE_ENV: 'test', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += String(chunk);
  });
  child.stderr?.on('data', (chunk) => {
    output += String(chunk);
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    child,
    output: () => output,
    exited,
    kill: async (signal) => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** The real server (src/main.ts through tsx) on `port`, resolved once /healthz answers. */
export async function startServerProcess(port: number, env: NodeJS.ProcessEnv): Promise<GalleyProcess> {
  const server = start(['src/main.ts'], { HOST: '127.0.0.1', PORT: String(port), ...env }, serverRoot);
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`server exited: ${server.output()}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (response.ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await server.kill('SIGKILL');
  throw new Error(`server did not start: ${server.output()}`);
}

/** `galley worker` through the real CLI entry (apps/cli/bin/galley.mjs), resolved once it says it is ready. */
export async function startWorkerProcess(env: NodeJS.ProcessEnv): Promise<GalleyProcess> {
  const worker = start(['apps/cli/src/main.ts', 'worker'], { LOG_LEVEL: 'info', ...env }, repoRoot);
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (worker.output().includes('Galley worker is ready')) return worker;
    if (worker.child.exitCode !== null) throw new Error(`worker exited: ${worker.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await worker.kill('SIGKILL');
  throw new Error(`worker did not start: ${worker.output()}`);
}
