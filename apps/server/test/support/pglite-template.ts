import fs from 'node:fs';
import path from 'node:path';
import { openPglite } from '../../src/db/open-pglite.ts';
import { migrationsHash } from './migrations-hash.ts';

const repoRoot = path.resolve(import.meta.dirname, '..', '..', '..', '..');

/**
 * A migrated PGlite data directory under .galley-test/, made once per set of migrations (its name carries their
 * hash) and copied by whatever needs a fresh database: an integration test file, or a browser test's server. A copy
 * costs a few milliseconds; initdb and the migrations cost about six seconds of CPU each time.
 */
export async function preparePgliteTemplate(): Promise<string> {
  const dir = path.join(repoRoot, '.galley-test', `pglite-template-${migrationsHash()}`);
  if (fs.existsSync(path.join(dir, '.ready'))) return dir;
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  const handle = await openPglite(dir);
  await handle.migrate();
  await handle.close();
  fs.writeFileSync(path.join(dir, '.ready'), new Date().toISOString());
  return dir;
}

/** A fresh database for a server on `dataDir`: the template copied to where the server looks (dataDir/pglite). */
export function copyPgliteTemplate(template: string, dataDir: string): void {
  fs.cpSync(template, path.join(dataDir, 'pglite'), {
    recursive: true,
    filter: (source) => path.basename(source) !== '.ready',
  });
}
