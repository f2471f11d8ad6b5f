// Bundles a Node app's TypeScript, with our workspace packages' sources, into one ESM file;
// third-party dependencies stay external and load from node_modules at run time.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const repoRoot = path.resolve(import.meta.dirname, '..', '..');

/** @param {string} dir */
function dependenciesOf(dir) {
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  return Object.keys({ ...manifest.dependencies, ...manifest.devDependencies });
}

/** A workspace's folder, found through its node_modules link (packages/* and apps/* alike). */
function workspaceDir(name) {
  return fs.realpathSync(path.join(repoRoot, 'node_modules', name));
}

/** Third-party packages of the app and of every workspace package it uses (transitively). */
function externalPackages(appDir) {
  const external = new Set();
  const seen = new Set();
  const visit = (dir) => {
    for (const name of dependenciesOf(dir)) {
      if (!name.startsWith('@galley/')) {
        external.add(name);
        external.add(`${name}/*`);
      } else if (!seen.has(name)) {
        seen.add(name);
        visit(workspaceDir(name));
      }
    }
  };
  visit(appDir);
  return [...external];
}

/** @param {{ appDir: string, entry: string, outfile: string }} options */
export async function bundleNodeApp({ appDir, entry, outfile }) {
  await build({
    entryPoints: [path.join(appDir, entry)],
    outfile: path.join(appDir, outfile),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22.12',
    sourcemap: true,
    external: externalPackages(appDir),
    logLevel: 'warning',
  });
}
