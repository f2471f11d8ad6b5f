import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { ReferencesApp } from '../../references/references-app.ts';
import { repoRoot } from '../../support/server.ts';

const run = promisify(execFile);
const GALLEY = path.join(repoRoot, 'apps/cli/bin/galley.mjs');

/**
 * A Pro trial, given as an operator gives it: `galley admin set-plan --status trialing` on the stopped
 * server's data folder (PGlite admits one process at a time), then the server started again on the same port.
 * Returns the command's one line ("<email>: plan pro, trialing until …").
 */
export async function grantTrial(app: ReferencesApp, email: string): Promise<string> {
  await app.stop();
  try {
    const { stdout } = await run(
      process.execPath,
      [GALLEY, 'admin', 'set-plan', '--email', email, '--plan', 'pro', '--status', 'trialing'],
      {
        cwd: repoRoot,
        env: { ...process.env, GALLEY_DATA_DIR: app.dataDir, DATABASE_URL: '' },
        timeout: 60_000,
      },
    );
    return stdout.trim();
  } finally {
    await app.start();
  }
}
