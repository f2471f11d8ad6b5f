import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const bin = path.join(repoRoot, 'apps/cli/bin/galley.mjs');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'galley-cli-set-plan-'));
const DAY = 24 * 60 * 60 * 1000;

function galley(args: string[]) {
  const result = spawnSync(process.execPath, [bin, ...args], {
    cwd: repoRoot,
    encoding: 'utf8',
    env: { ...process.env, GALLEY_DATA_DIR: dataDir, DATABASE_URL: '' },
    timeout: 120_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

async function stored(email: string) {
  const { PGlite } = await import('@electric-sql/pglite');
  const db = new PGlite(path.join(dataDir, 'pglite'));
  try {
    const { rows } = await db.query<Record<string, unknown>>(
      `select u.plan_type, s.plan, s.status, s.period_start, s.period_end, s.trial_end
         from users u left join subscriptions s on s.user_id = u.id where u.email = $1`,
      [email],
    );
    return rows[0] ?? {};
  } finally {
    await db.close();
  }
}

describe('galley admin set-plan', () => {
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it("sets a user's plan, status and period, and the user's plan type with it", async () => {
    expect(galley(['admin', 'create-user', '--email', 'author@example.org']).status).toBe(0);

    // A trial without --days lasts the site's trial length (14 days in config/site.json).
    const before = Date.now();
    const trial = galley([
      'admin',
      'set-plan',
      '--email',
      'Author@Example.org',
      '--plan',
      'pro',
      '--status',
      'trialing',
    ]);
    expect(trial.stderr).toBe('');
    expect(trial.status).toBe(0);
    const line = trial.stdout.match(/^author@example\.org: plan pro, trialing until (\S+)\n$/);
    expect(line).not.toBeNull();
    const until = new Date(line?.[1] ?? '').getTime();
    expect(until).toBeGreaterThanOrEqual(before + 14 * DAY);
    expect(until).toBeLessThan(Date.now() + 14 * DAY + 1000);

    const row = await stored('author@example.org');
    expect(row).toMatchObject({ plan_type: 'pro', plan: 'pro', status: 'trialing' });
    expect(new Date(row.trial_end as Date).getTime()).toBe(until);
    expect(new Date(row.period_end as Date).getTime()).toBe(until);
    expect(new Date(row.period_start as Date).getTime()).toBeGreaterThanOrEqual(before - 1000);

    const month = galley([
      'admin',
      'set-plan',
      '--email',
      'author@example.org',
      '--plan',
      'admin',
      '--days',
      '30',
    ]);
    expect(month.status).toBe(0);
    const monthEnd = new Date(
      month.stdout.match(/^author@example\.org: plan admin, active until (\S+)\n$/)?.[1] ?? '',
    );
    expect(monthEnd.getTime() - Date.now()).toBeGreaterThan(30 * DAY - 60_000);
    expect(monthEnd.getTime() - Date.now()).toBeLessThanOrEqual(30 * DAY);
    expect(await stored('author@example.org')).toMatchObject({
      plan_type: 'admin',
      status: 'active',
      trial_end: null,
    });

    const max = galley(['admin', 'set-plan', '--email', 'author@example.org', '--plan', 'max']);
    expect(max.status).toBe(0);
    expect(max.stdout).toBe('author@example.org: plan max, active with no end date\n');
    expect(await stored('author@example.org')).toMatchObject({
      plan_type: 'max',
      plan: 'max',
      status: 'active',
      period_end: null,
      trial_end: null,
    });
  });

  it('exits 1 with a clear message for an unknown email or a bad option, changing nothing', async () => {
    const unknown = galley(['admin', 'set-plan', '--email', 'nobody@example.org', '--plan', 'pro']);
    expect(unknown.status).toBe(1);
    expect(unknown.stdout).toBe('');
    expect(unknown.stderr).toBe(
      'galley admin set-plan: --email: no account with the email nobody@example.org\n',
    );

    const bad = galley([
      'admin',
      'set-plan',
      '--email',
      'author@example.org',
      '--plan',
      'gold',
      '--status',
      'cancelled',
      '--days',
      '1.5',
    ]);
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain("--plan: must be one of free, pro, max, admin (got 'gold')");
    expect(bad.stderr).toContain("--status: must be trialing or active (got 'cancelled')");
    expect(bad.stderr).toContain("--days: must be a whole number of days from 1 to 3650 (got '1.5')");
    expect(await stored('author@example.org')).toMatchObject({ plan_type: 'max', plan: 'max' });
  });
});
