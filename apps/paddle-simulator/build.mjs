// npm run build -w apps/paddle-simulator: dist/main.js (the `paddle-simulator` bin runs it when present).
import fs from 'node:fs';
import path from 'node:path';
import { bundleNodeApp } from '../../scripts/lib/bundle-node-app.mjs';

const appDir = import.meta.dirname;
fs.rmSync(path.join(appDir, 'dist'), { recursive: true, force: true });
await bundleNodeApp({ appDir, entry: 'src/main.ts', outfile: 'dist/main.js' });
console.log('paddle simulator built: apps/paddle-simulator/dist/main.js');
