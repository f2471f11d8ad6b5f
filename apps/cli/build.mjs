// npm run build -w apps/cli: dist/galley.js and its chunks, run by bin/galley.mjs. Code-split so each command's
// module (command-table.ts imports them lazily) loads only when that command runs: `galley --help` stays small.
import path from 'node:path';
import { build } from 'esbuild';

const appDir = import.meta.dirname;

/** Our workspace packages (TypeScript sources) are bundled; every other package loads from node_modules. */
const thirdPartyExternal = {
  name: 'third-party-external',
  setup(context) {
    context.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@galley/') ? undefined : { path: args.path, external: true },
    );
  },
};

await build({
  entryPoints: { galley: path.join(appDir, 'src/main.ts') },
  outdir: path.join(appDir, 'dist'),
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node22.12',
  sourcemap: true,
  plugins: [thirdPartyExternal],
  logLevel: 'warning',
});
console.log('cli built: apps/cli/dist/galley.js (+ dist/chunks/)');
