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
    // Every command is listed with its summary, though none of their modules is loaded for the help.
    for (const name of ['admin', 'journals', 'manuscript', 'pubmed', 'refs', 'worker'])
      expect(result.stdout).toMatch(new RegExp(`^  ${name} +\\S`, 'm'));
  });

  it('loads the command it runs: `help journals` and `journals --help` show its sub-commands', () => {
    for (const args of [
      ['help', 'journals'],
      ['journals', '--help'],
    ]) {
      const result = spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8', timeout: 30_000 });
      expect(result.status).toBe(0);
      expect(result.stdout).toContain('Usage: galley journals');
      expect(result.stdout).toContain('search the catalogue of journals Galley can format for');
      expect(result.stdout).toMatch(/^ {2}search\b/m);
    }
  });

  it('fails with help on an unknown command', () => {
    const result = spawnSync(process.execPath, [bin, 'frobnicate'], { encoding: 'utf8', timeout: 30_000 });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toMatch(/unknown command|too many arguments/);
    expect(result.stderr).toContain('Usage: galley');
  });
});
