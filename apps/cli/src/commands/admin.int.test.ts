import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { verify } from '@node-rs/argon2';
import { afterAll, describe, expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const bin = path.join(repoRoot, 'apps/cli/bin/galley.mjs');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'galley-cli-admin-'));

function galley(args: string[], input?: string) {
  const result = spawnSync(process.execPath, [bin, ...args], {
    cwd: repoRoot,
    input,
    encoding: 'utf8',
    env: { ...process.env, GALLEY_DATA_DIR: dataDir, DATABASE_URL: '' },
    timeout: 120_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('galley admin create-user', () => {
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('creates a verified superuser with an argon2id hash in the server database, once', async () => {
    const created = galley(
      ['admin', 'create-user', '--email', 'Chief@Example.org', '--superuser', '--password-stdin'],
      'Chief-Editor-2026\n',
    );
    expect(created.stderr).toBe('');
    expect(created.status).toBe(0);
    expect(created.stdout).toMatch(/^created superuser chief@example\.org \([0-9a-f-]{36}\)\n$/);

    const again = galley(['admin', 'create-user', '--email', 'chief@example.org']);
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('This email address is already registered.');

    const { PGlite } = await import('@electric-sql/pglite');
    const db = new PGlite(path.join(dataDir, 'pglite'));
    try {
      const { rows } = await db.query<Record<string, unknown>>(
        'select password_hash, is_superuser, is_staff, email_verified_at from users where email = $1',
        ['chief@example.org'],
      );
      expect(rows).toHaveLength(1);
      const row = rows[0] ?? {};
      expect(row.is_superuser).toBe(true);
      expect(row.is_staff).toBe(true);
      expect(row.email_verified_at).not.toBeNull();
      expect(String(row.password_hash)).toMatch(/^\$argon2id\$/);
      expect(await verify(String(row.password_hash), 'Chief-Editor-2026')).toBe(true);
    } finally {
      await db.close();
    }
  });

  it('prints a generated password when none is piped, and reports bad input in the form words', () => {
    const staff = galley(['admin', 'create-user', '--email', 'desk@example.org', '--staff']);
    expect(staff.status).toBe(0);
    expect(staff.stdout).toMatch(/created staff desk@example\.org/);
    expect(staff.stdout).toMatch(/password: \S{10,}/);

    const bad = galley(['admin', 'create-user', '--email', 'not-an-email', '--country', 'Korea']);
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain('--email: This email is invalid');
    expect(bad.stderr).toContain('--country: Country is required');
  });
});
