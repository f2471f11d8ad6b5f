import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ComplianceReport } from '@galley/contracts';
import { readDocx } from '@galley/manuscript';
import { describe, expect, it } from 'vitest';

// The sources through tsx, as bin/galley.mjs runs them in a checkout.
const main = path.resolve(import.meta.dirname, '../main.ts');
const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const manuscriptFile = path.resolve(
  repoRoot,
  process.env.GALLEY_SHARED_DATA ?? '../shared/data',
  'manuscripts/publichealth_contraception.docx',
);

function galley(args: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', main, ...args], {
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('galley manuscript convert', { timeout: 240_000 }, () => {
  it('writes one .docx and one compliance JSON per journal (by id or ISSN), tagged by the local tagger', () => {
    if (!fs.existsSync(manuscriptFile)) throw new Error(`Shared data not found: ${manuscriptFile}`);
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'galley-convert-'));
    // The Lancet by id, BMC Public Health by its ISSN.
    const result = galley([
      'manuscript',
      'convert',
      manuscriptFile,
      '--journal',
      'the-lancet',
      '--journal',
      '1471-2458',
      '-o',
      out,
    ]);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(fs.readdirSync(out).sort()).toEqual([
      'bmc-public-health.compliance.json',
      'bmc-public-health.docx',
      'the-lancet.compliance.json',
      'the-lancet.docx',
    ]);
    for (const id of ['the-lancet', 'bmc-public-health']) {
      const report = ComplianceReport.parse(
        JSON.parse(fs.readFileSync(path.join(out, `${id}.compliance.json`), 'utf8')),
      );
      expect(report.journalId).toBe(id);
      expect(report.references.count).toBeGreaterThan(0);
      const written = readDocx(new Uint8Array(fs.readFileSync(path.join(out, `${id}.docx`))));
      const text = written.blocks
        .flatMap((block) => (block.type === 'paragraph' ? [block.text] : []))
        .join('\n');
      expect(text).toMatch(/contracept/i);
    }
    // The Lancet lays the abstract out under its own headings (run-in: "Findings: …").
    const lancet = readDocx(new Uint8Array(fs.readFileSync(path.join(out, 'the-lancet.docx'))));
    const paragraphs = lancet.blocks.flatMap((block) =>
      block.type === 'paragraph' ? [block.text.trim()] : [],
    );
    expect(paragraphs.some((text) => text.startsWith('Findings'))).toBe(true);
    expect(paragraphs.some((text) => text.startsWith('Interpretation'))).toBe(true);
  });

  it('refuses an unknown journal, a type the journal does not take, and tags made for another file, writing nothing', () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'galley-convert-'));
    const unknown = galley([
      'manuscript',
      'convert',
      manuscriptFile,
      '--journal',
      'the-lancet',
      '--journal',
      'no-such-journal',
      '-o',
      out,
    ]);
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain('No journal with id or ISSN "no-such-journal"');
    const badType = galley([
      'manuscript',
      'convert',
      manuscriptFile,
      '--journal',
      'the-lancet',
      '--article-type',
      'poem',
      '-o',
      out,
    ]);
    expect(badType.status).toBe(1);
    expect(badType.stderr).toContain('Unknown article type "poem"');
    const tags = path.join(out, 'tags.json');
    fs.writeFileSync(
      tags,
      JSON.stringify({
        steps: [{ step: 'front.title', highlights: [{ block: 'b-nope', start: 0, end: 4 }] }],
      }),
    );
    const badTags = galley([
      'manuscript',
      'convert',
      manuscriptFile,
      '--journal',
      'the-lancet',
      '--tags',
      tags,
      '-o',
      out,
    ]);
    expect(badTags.status).toBe(1);
    expect(badTags.stderr).toContain('names block b-nope');
    expect(fs.readdirSync(out)).toEqual(['tags.json']);
  });
});
