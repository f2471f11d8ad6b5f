import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll } from 'vitest';
import { createAccount, type TestAccount, uniqueEmail } from '../../accounts/account-api.ts';
import { ReferencesApp } from '../../references/references-app.ts';
import { repoRoot } from '../../support/server.ts';

const run = promisify(execFile);
const GALLEY = path.join(repoRoot, 'apps/cli/bin/galley.mjs');

export interface StaffApp {
  readonly app: ReferencesApp;
  /** A staff member made as an operator makes one (`galley admin create-user --staff`), on the Pro plan. */
  readonly staff: TestAccount;
  /** A verified, registered user who is not staff. */
  readonly member: TestAccount;
}

/** Runs `galley …` on the stopped app's data folder (PGlite admits one process at a time). */
async function galley(app: ReferencesApp, args: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, [GALLEY, ...args], {
    cwd: repoRoot,
    env: { ...process.env, GALLEY_DATA_DIR: app.dataDir, DATABASE_URL: '' },
    timeout: 90_000,
  });
  return stdout;
}

/**
 * The built app on its own data folder for the whole spec, with a member registered through the API and a staff
 * account created and put on Pro by the admin commands. `shots` is created for screenshots.
 */
export function useStaffApp(label: string, shots: string): StaffApp {
  let app: ReferencesApp | undefined;
  let staff: TestAccount | undefined;
  let member: TestAccount | undefined;
  beforeAll(async () => {
    fs.mkdirSync(shots, { recursive: true });
    app = new ReferencesApp({});
    await app.start();
    member = await createAccount(app.baseUrl, `${label}-member`);
    await app.stop();
    const email = uniqueEmail(`${label}-staff`);
    const created = await galley(app, [
      'admin',
      'create-user',
      '--email',
      email,
      '--staff',
      '--country',
      'US',
    ]);
    const password = /password: (\S+)/.exec(created)?.[1];
    if (!password) throw new Error(`create-user printed no password:\n${created}`);
    await galley(app, ['admin', 'set-plan', '--email', email, '--plan', 'pro']);
    staff = { email, password };
    await app.start();
  }, 240_000);
  afterAll(async () => {
    await app?.dispose();
  });
  return {
    get app() {
      if (!app) throw new Error('the app is read before beforeAll started it');
      return app;
    },
    get staff() {
      if (!staff) throw new Error('the staff account is read before beforeAll made it');
      return staff;
    },
    get member() {
      if (!member) throw new Error('the member is read before beforeAll made it');
      return member;
    },
  };
}
