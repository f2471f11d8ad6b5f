import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ComplianceReport } from '@galley/contracts';
import { localTagger, readDocx } from '@galley/manuscript';
import { describe, expect, it } from 'vitest';
import { readManuscriptFile } from './manuscript-read.ts';
import { readTagsFile } from './manuscript-tags-file.ts';

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

  it('--title writes that title as the title paragraph instead of the tagged one', () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'galley-convert-'));
    const title = 'Contraception in lockdown: prescribing in Scottish general practice';
    const result = galley([
      'manuscript',
      'convert',
      manuscriptFile,
      '--journal',
      'the-lancet',
      '--title',
      title,
      '-o',
      out,
    ]);
    expect(result.status, result.stderr).toBe(0);
    const written = readDocx(new Uint8Array(fs.readFileSync(path.join(out, 'the-lancet.docx'))));
    const titles = written.blocks.flatMap((b) =>
      b.type === 'paragraph' && b.styleId === 'Title' ? [b.text] : [],
    );
    expect(titles).toEqual([title]);
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

  it('refuses -o naming a file (or a folder inside a file) with a message, not a stack trace', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'galley-convert-'));
    const file = path.join(dir, 'not-a-folder');
    fs.writeFileSync(file, 'x');
    for (const output of [file, path.join(file, 'inside')]) {
      const result = galley([
        'manuscript',
        'convert',
        manuscriptFile,
        '--journal',
        'the-lancet',
        '-o',
        output,
      ]);
      expect(result.status).toBe(1);
      expect(result.stderr).toContain(`Cannot write to ${output}: it is a file, not a folder`);
      expect(result.stderr).not.toMatch(/\bat .*\.ts:\d+/);
    }
  });

  it('refuses a tags file where two steps claim the same text, or a highlight inside a table cell', async () => {
    const read = await readManuscriptFile(manuscriptFile);
    if (!read.ok) throw new Error(read.message);
    const { manuscript } = read;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'galley-tags-'));
    const tagsFile = (steps: unknown) => {
      const file = path.join(dir, `${Math.random()}.json`);
      fs.writeFileSync(file, JSON.stringify({ steps }));
      return file;
    };
    // The local tagger's own output is accepted as it is (tag, correct, convert).
    const own = await localTagger.tag(manuscript);
    const accepted = await readTagsFile(tagsFile(own.steps), manuscript);
    expect(accepted.ok ? 'ok' : accepted.message).toBe('ok');
    const paragraph = manuscript.blocks.find((b) => b.type === 'paragraph' && b.text.length > 40);
    if (paragraph?.type !== 'paragraph') throw new Error('no paragraph');
    const whole = [{ block: paragraph.id, start: 0, end: paragraph.text.length }];
    const twice = await readTagsFile(
      tagsFile([
        { step: 'main.introduction', highlights: whole },
        { step: 'main.results', highlights: [{ block: paragraph.id, start: 10, end: 20 }] },
      ]),
      manuscript,
    );
    expect(twice.ok ? '' : twice.message).toContain('main.introduction and main.results both highlight');
    // Conclusions over the discussion, a declaration over the methods and a table title over anything may overlap.
    const allowed = await readTagsFile(
      tagsFile([
        { step: 'main.discussion', highlights: whole },
        { step: 'main.conclusions', highlights: whole },
        { step: 'table.title', highlights: whole },
      ]),
      manuscript,
    );
    expect(allowed.ok).toBe(true);
    const table = manuscript.blocks.find((b) => b.type === 'table');
    const cell = table?.type === 'table' ? table.rows[0]?.cells[0]?.blocks[0] : undefined;
    if (!cell) throw new Error('the manuscript has no table cell');
    const inCell = await readTagsFile(
      tagsFile([{ step: 'main.results', highlights: [{ block: cell.id, start: 0, end: 0 }] }]),
      manuscript,
    );
    expect(inCell.ok ? '' : inCell.message).toContain('a table cell');
  });
});
