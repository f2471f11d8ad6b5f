// npm run build -w apps/cli: dist/galley.js, run by bin/galley.mjs.
import { bundleNodeApp } from '../../scripts/lib/bundle-node-app.mjs';

await bundleNodeApp({ appDir: import.meta.dirname, entry: 'src/main.ts', outfile: 'dist/galley.js' });
console.log('cli built: apps/cli/dist/galley.js');
