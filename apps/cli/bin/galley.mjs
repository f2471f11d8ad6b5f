#!/usr/bin/env node
// Runs the built CLI (npm run build); in a dev checkout without a build, runs the sources through tsx.
import { existsSync } from 'node:fs';

const built = new URL('../dist/galley.js', import.meta.url);
if (existsSync(built)) {
  await import(built.href);
} else {
  const { tsImport } = await import('tsx/esm/api');
  await tsImport('../src/main.ts', import.meta.url);
}
