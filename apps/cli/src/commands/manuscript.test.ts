import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The sources through tsx, as bin/galley.mjs runs them in a checkout: a stale dist/ must not hide a change.
const main = path.resolve(import.meta.dirname, '../main.ts');
const repoRoot = path.resolve(import.meta.dirname, '../../../..');

function shared(relative: string): string {
  const file = path.resolve(repoRoot, process.env.GALLEY_SHARED_DATA ?? '../shared/data', relative);
  if (!fs.existsSync(file)) throw new Error(`Shared data not found: ${file}. Set GALLEY_SHARED_DATA.`);
  return file;
}

function galley(args: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', main, ...args], {
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('galley manuscript tag', { timeout: 60_000 }, () => {
  it('--json prints exactly {steps, warnings}, every highlight with its text', () => {
    const result = galley([
      'manuscript',
      'tag',
      shared('manuscripts/publichealth_contraception.docx'),
      '--json',
    ]);
    expect(result.status).toBe(0);
    const output = JSON.parse(result.stdout) as {
      steps: { step: string; highlights: Record<string, unknown>[] }[];
      warnings: unknown[];
    };
    expect(Object.keys(output)).toEqual(['steps', 'warnings']);
    for (const step of output.steps) {
      expect(Object.keys(step)).toEqual(['step', 'highlights']);
      for (const highlight of step.highlights)
        expect(Object.keys(highlight)).toEqual(['block', 'start', 'end', 'text']);
    }
    const introduction = output.steps.find((s) => s.step === 'main.introduction');
    expect(introduction?.highlights[0]).toEqual({ block: 'p51', start: 0, end: 12, text: 'Introduction' });
    expect(output.steps.find((s) => s.step === 'abstract.methods')?.highlights.map((h) => h.block)).toEqual([
      'p43',
      'p44',
    ]);
  });

  it('refuses a file that is not a Word document with the upload message', () => {
    const result = galley(['manuscript', 'tag', main]);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('file_type');
  });
});
