// `npm run dev`: the API server with reload (tsx watch, port 3001) and Vite with hot reload on 3000,
// proxying /api and /ws to the server.
import { spawn } from 'node:child_process';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '..');
const serverPort = process.env.GALLEY_SERVER_PORT ?? '3001';
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'apps/server/src/main.ts'], {
    stdio: 'inherit',
    cwd: repoRoot,
    env: { ...process.env, PORT: serverPort, HOST: '127.0.0.1' },
  }),
  spawn('npx', ['vite', '--port', process.env.PORT ?? '3000', '--strictPort'], {
    stdio: 'inherit',
    cwd: path.join(repoRoot, 'apps/web'),
    env: { ...process.env, GALLEY_SERVER_PORT: serverPort },
  }),
];
const stopAll = () => {
  for (const child of children) child.kill('SIGTERM');
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, stopAll);
for (const child of children)
  child.on('exit', (code) => {
    stopAll();
    process.exitCode = code ?? 0;
  });
