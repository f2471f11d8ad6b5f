// A throwaway PostgreSQL cluster on loopback for the Postgres pass of the database tests:
// initdb into a temp folder, pg_ctl start on a free port, and remove it all afterwards.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** initdb/pg_ctl on PATH, or in Debian's versioned folder. */
export function findPostgresBin() {
  const which = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' });
  if (which.status === 0 && which.stdout.trim()) return path.dirname(which.stdout.trim());
  const base = '/usr/lib/postgresql';
  if (!fs.existsSync(base)) return null;
  const versions = fs.readdirSync(base).sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const bin = path.join(base, version, 'bin');
    if (fs.existsSync(path.join(bin, 'initdb'))) return bin;
  }
  return null;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {net.AddressInfo} */ (probe.address());
      probe.close(() => resolve(port));
    });
  });
}

/**
 * PostgreSQL refuses to run as root; CI runs as root, so the cluster then belongs to the `postgres`
 * system user that Debian's package creates.
 */
function asClusterOwner(command, args) {
  if (process.getuid?.() !== 0) return [command, args];
  return ['runuser', ['-u', 'postgres', '--', command, ...args]];
}

function run(bin, command, args) {
  const [cmd, finalArgs] = asClusterOwner(path.join(bin, command), args);
  execFileSync(cmd, finalArgs, { stdio: ['ignore', 'pipe', 'pipe'] });
}

/** @returns {Promise<{ url: string, stop: () => void }>} */
export async function startPostgresCluster() {
  const bin = findPostgresBin();
  if (!bin)
    throw new Error('PostgreSQL server programs (initdb, pg_ctl) not found: apt-get install postgresql');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'galley-pg-'));
  // Private to the cluster's owner; trust authentication is then reachable only on loopback, for this run.
  fs.chmodSync(dir, 0o700);
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres:postgres', dir]);
  const data = path.join(dir, 'data');
  const port = await freePort();
  run(bin, 'initdb', ['-D', data, '-U', 'galley', '--auth=trust', '--encoding=UTF8', '--no-locale']);
  run(bin, 'pg_ctl', [
    '-D',
    data,
    '-l',
    path.join(dir, 'server.log'),
    '-w',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`,
    'start',
  ]);
  return {
    url: `postgres://galley@127.0.0.1:${port}/postgres`,
    stop: () => {
      try {
        run(bin, 'pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
