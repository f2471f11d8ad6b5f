import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const serverRoot = path.resolve(import.meta.dirname, '..');

describe('start-up', () => {
  it('stops with a message naming the variable when a config value is unknown', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverRoot,
      env: { ...process.env, GALLEY_ENVIRONMENT: 'staging', PORT: 'eighty', DATABASE_URL: '' },
      encoding: 'utf8',
      timeout: 120_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Invalid configuration');
    expect(result.stderr).toMatch(/GALLEY_ENVIRONMENT: .*"staging"/);
    expect(result.stderr).toMatch(/PORT: .*"eighty"/);
  });
});
