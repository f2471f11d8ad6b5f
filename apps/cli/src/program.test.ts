import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const bin = path.resolve(import.meta.dirname, '..', 'bin', 'galley.mjs');

// Spawning the CLI through tsx takes seconds on a loaded machine: the vitest timeout follows the spawn's.
describe('galley', { timeout: 60_000 }, () => {
  it('prints its help with --help and exits 0', () => {
    const result = spawnSync(process.execPath, [bin, '--help'], { encoding: 'utf8', timeout: 30_000 });
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^Usage: galley \[options\]/);
    expect(result.stdout).toContain('--version');
  });

  it('fails with help on an unknown command', () => {
    const result = spawnSync(process.execPath, [bin, 'frobnicate'], { encoding: 'utf8', timeout: 30_000 });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toMatch(/unknown command|too many arguments/);
    expect(result.stderr).toContain('Usage: galley');
  });
});
