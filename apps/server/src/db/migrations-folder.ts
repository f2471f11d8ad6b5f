import fs from 'node:fs';
import path from 'node:path';
import { findServerRoot } from '../config/server-root.ts';

/** Where the generated SQL lives: src/db/migrations in the repo (the build copies it beside the bundle). */
export function migrationsFolder(): string {
  const root = findServerRoot();
  const bundled = path.join(root, 'dist', 'migrations');
  const source = path.join(root, 'src', 'db', 'migrations');
  return fs.existsSync(source) ? source : bundled;
}
