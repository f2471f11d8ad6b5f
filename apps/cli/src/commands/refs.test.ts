import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// The sources through tsx, as bin/galley.mjs runs them in a checkout: a stale dist/ must not hide a change.
const main = path.resolve(import.meta.dirname, '../main.ts');
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'galley-cli-refs-'));

function galley(args: string[], input?: string) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', main, ...args], {
    input,
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

const list = [
  '1. Hardy J, Selkoe DJ. The amyloid hypothesis of Alzheimer’s disease: progress and problems on the road to therapeutics. Science. 2002;297(5580):353-6. doi:10.1126/science.1072994',
  '2. Lancet. 2015 Jun 6;385(9984):2255-63',
].join('\n');

// Each case spawns the CLI through tsx (a few seconds on a busy machine).
describe('galley refs', { timeout: 60_000 }, () => {
  afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

  it('parse - --json prints exactly {items, warnings}, items in input order with source and confidences', () => {
    const result = galley(['refs', 'parse', '-', '--json'], list);
    expect(result.status).toBe(0);
    const output = JSON.parse(result.stdout) as { items: Record<string, unknown>[]; warnings: unknown[] };
    expect(Object.keys(output)).toEqual(['items', 'warnings']);
    expect(output.warnings).toEqual([]);
    expect(output.items.map((item) => item.source)).toEqual([
      list.split('\n')[0]?.slice(3),
      list.split('\n')[1]?.slice(3),
    ]);
    expect(output.items[0]).toMatchObject({ DOI: '10.1126/science.1072994', volume: '297', issue: '5580' });
    expect(output.items[0]?.confidence).toMatchObject({ DOI: expect.any(Number), title: expect.any(Number) });
    expect(output.items[1]).toMatchObject({ 'container-title': 'Lancet', volume: '385' });
  });

  it('parse without --json lists the fields, and reports the spec message for empty input', () => {
    const result = galley(['refs', 'parse', '-', '--from', 'text'], list);
    expect(result.stdout).toMatch(/^\[1\] article-journal\n {2}author {4}Hardy, J; Selkoe, DJ/);
    const empty = galley(['refs', 'parse', '-', '--from', 'text'], '  \n');
    expect(empty.stderr).toContain('Please enter a reference to validate.');
  });

  it('parse --split auto|lines|blank-lines cuts pasted text as asked; auto by default; another value is refused', () => {
    // A wrapped reference (its first line had no room for the next word), a blank line, then two one-line ones.
    const pasted = [
      'Cover R. Defending the dead: the boundaries of Roman law on the violation of sepulchres, from',
      'the Republic to Justinian. Law Hist Rev. 2018;36(2):201-38.',
      '',
      'Weinberg S. A model of leptons. Phys Rev Lett. 1967;19(21):1264-6.',
      'Lee K, Park S. Aspirin in the elderly. N Engl J Med. 2019;381:1-9.',
    ].join('\n');
    const sources = (args: string[]) => {
      const result = galley(['refs', 'parse', '-', '--from', 'text', '--json', ...args], pasted);
      expect(result.status).toBe(0);
      return (JSON.parse(result.stdout).items as { source: string }[]).map((item) => item.source);
    };
    const byLayout = [
      `${pasted.split('\n')[0]} ${pasted.split('\n')[1]}`,
      pasted.split('\n')[3],
      pasted.split('\n')[4],
    ];
    expect(sources([])).toEqual(byLayout);
    expect(sources(['--split', 'auto'])).toEqual(byLayout);
    expect(sources(['--split', 'lines'])).toEqual(pasted.split('\n').filter(Boolean));
    expect(sources(['--split', 'blank-lines'])).toEqual([
      byLayout[0],
      `${pasted.split('\n')[3]} ${pasted.split('\n')[4]}`,
    ]);
    const unknown = galley(['refs', 'parse', '-', '--split', 'paragraphs'], pasted);
    expect(unknown.status).toBe(1);
    expect(unknown.stdout).toBe('');
    expect(unknown.stderr).toContain("'paragraphs' is invalid");
    expect(unknown.stderr).toContain('auto, lines, blank-lines');
  });

  it('format applies a preset to a file and converts to RIS', () => {
    const file = path.join(folder, 'list.txt');
    fs.writeFileSync(file, list);
    const ama = galley(['refs', 'format', file, '--style', 'ama-11']);
    expect(ama.status).toBe(0);
    expect(ama.stdout.split('\n')[0]).toMatch(
      /^1\. Hardy J, Selkoe DJ\. The amyloid hypothesis .* therapeutics\. Science.*\. 2002;297\(5580\):353-356\. doi:10\.1126/,
    );
    const ris = galley(['refs', 'format', file, '--style', 'ama-11', '--to', 'ris']);
    expect(ris.stdout).toContain('TY  - JOUR');
    expect(ris.stdout).toContain('DO  - 10.1126/science.1072994');
  });

  it('format takes a template.json, and refuses an unknown style with the preset list', () => {
    const file = path.join(folder, 'list.txt');
    fs.writeFileSync(file, list);
    const template = path.join(folder, 'template.json');
    fs.writeFileSync(
      template,
      JSON.stringify({
        name: 'Mine',
        elements: [{ element: 'journal', useAbbreviation: false, suffix: ',' }, { element: 'volume' }],
      }),
    );
    expect(galley(['refs', 'format', file, '--style', template]).stdout).toBe('Science, 297\nLancet, 385\n');
    const unknown = galley(['refs', 'format', file, '--style', 'nope']);
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain('Unknown style "nope"');
    expect(unknown.stderr).toContain('ama-11');
  });
});
