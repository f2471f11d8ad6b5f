// `npm start`: build what is missing or stale, then run the server (which migrates the database
// before it listens). Embedded defaults: PGlite under .galley/, port 3000.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { newestMtime } from './lib/newest-mtime.mjs';

const repoRoot = path.resolve(import.meta.dirname, '..');
const at = (...parts) => path.join(repoRoot, ...parts);

const sources = [
  at('packages'),
  at('apps/web/src'),
  at('apps/web/index.html'),
  at('apps/web/vite.config.ts'),
  at('apps/server/src'),
  at('apps/cli/src'),
];
const outputs = [
  at('apps/web/dist/index.html'),
  at('apps/server/dist/main.js'),
  at('apps/cli/dist/galley.js'),
];
const oldestOutput = Math.min(...outputs.map((file) => newestMtime([file]) || 0));

if (oldestOutput === 0 || newestMtime(sources) > oldestOutput) {
  console.log('Building Galley (first start, or sources changed)…');
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', cwd: repoRoot });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--enable-source-maps', at('apps/server/dist/main.js')], {
  stdio: 'inherit',
  cwd: repoRoot,
});
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM']))
  process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
