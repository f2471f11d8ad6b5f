#!/usr/bin/env node
// Runs the built simulator (npm run build -w apps/paddle-simulator); without a build, or when a source file is newer
// than it, runs the sources through tsx, so a stale bundle never answers for code that has changed.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const built = new URL('../dist/main.js', import.meta.url);
const sources = fileURLToPath(new URL('../src', import.meta.url));
const newerThan = (folder, than) =>
  readdirSync(folder, { withFileTypes: true }).some((entry) =>
    entry.isDirectory()
      ? newerThan(`${folder}/${entry.name}`, than)
      : statSync(`${folder}/${entry.name}`).mtimeMs > than,
  );

if (existsSync(built) && !newerThan(sources, statSync(built).mtimeMs)) {
  await import(built.href);
} else {
  const { tsImport } = await import('tsx/esm/api');
  await tsImport('../src/main.ts', import.meta.url);
}
