import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const script = path.resolve(import.meta.dirname, 'build-journal-catalogue.ts');
const committed = path.resolve(import.meta.dirname, '../../packages/journals/data/journal-catalogue.json');
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'galley-journal-catalogue-'));

function build(outDir: string) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', script, '--out', outDir], {
    encoding: 'utf8',
    timeout: 120_000,
  });
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
  return { stdout: result.stdout, file: fs.readFileSync(path.join(outDir, 'journal-catalogue.json')) };
}

// Two full builds from the shared CSL data (several seconds each on a busy machine).
describe('build-journal-catalogue', { timeout: 240_000 }, () => {
  afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

  it('is deterministic, and the committed catalogue is what it builds today (a stale file fails here)', () => {
    const first = build(path.join(folder, 'a'));
    const second = build(path.join(folder, 'b'));
    expect(first.file.equals(second.file)).toBe(true);
    expect(
      first.file.equals(fs.readFileSync(committed)),
      'rerun scripts/journals/build-journal-catalogue.ts',
    ).toBe(true);
    expect(first.file.length).toBeLessThan(3 * 1024 * 1024);
    const total = Number(/journals: (\d+)/.exec(first.stdout)?.[1]);
    expect(total).toBeGreaterThanOrEqual(1500);
    expect(JSON.parse(first.file.toString('utf8')).journals).toHaveLength(total);
    expect(first.stdout).toMatch(/reference preset: exact \d+, nearest \d+/);
  });
});
