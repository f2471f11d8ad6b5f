#!/usr/bin/env node
// Runs the built CLI (npm run build); in a checkout whose sources are newer than the build (or without
// a build), runs the sources through tsx, so a stale bundle never answers for code that has changed.
import { existsSync, readdirSync, statSync } from 'node:fs';
import module from 'node:module';
import { fileURLToPath } from 'node:url';

const built = new URL('../dist/galley.js', import.meta.url);
const sourceRoots = ['../src', '../../../packages'].map((relative) =>
  fileURLToPath(new URL(relative, import.meta.url)),
);

/** True when a source file of the CLI or of a workspace package is newer than `than` (ms). */
function sourcesNewerThan(than) {
  const visit = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist') continue;
      const full = `${folder}/${entry.name}`;
      if (entry.isDirectory() ? visit(full) : statSync(full).mtimeMs > than) return true;
    }
    return false;
  };
  return sourceRoots.some((root) => existsSync(root) && visit(root));
}

// V8's code cache on disk (Node ≥ 22.1): the bundle's few MB are compiled once, not on every run.
module.enableCompileCache?.();

const useBuild = existsSync(built) && !sourcesNewerThan(statSync(built).mtimeMs);
if (useBuild) {
  await import(built.href);
} else {
  const { tsImport } = await import('tsx/esm/api');
  await tsImport('../src/main.ts', import.meta.url);
}
