// npm run build -w apps/server: dist/main.js plus the SQL migrations beside it.
import fs from 'node:fs';
import path from 'node:path';
import { bundleNodeApp } from '../../scripts/lib/bundle-node-app.mjs';

const appDir = import.meta.dirname;
fs.rmSync(path.join(appDir, 'dist'), { recursive: true, force: true });
await bundleNodeApp({ appDir, entry: 'src/main.ts', outfile: 'dist/main.js' });
// Operator commands for `galley admin …`, loaded by the CLI.
await bundleNodeApp({ appDir, entry: 'src/admin/index.ts', outfile: 'dist/admin.js' });
// `galley worker`, loaded by the CLI; and the tasks worker threads run (jobs/isolated/tasks.ts).
await bundleNodeApp({ appDir, entry: 'src/worker/index.ts', outfile: 'dist/worker.js' });
await bundleNodeApp({ appDir, entry: 'src/jobs/isolated/tasks.ts', outfile: 'dist/job-tasks.js' });
fs.cpSync(path.join(appDir, 'src/db/migrations'), path.join(appDir, 'dist/migrations'), { recursive: true });
console.log('server built: apps/server/dist/main.js');
