import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ReferenceTemplate } from '@galley/contracts';
import { afterAll, describe, expect, it } from 'vitest';

// The sources through tsx, as bin/galley.mjs runs them in a checkout.
const main = path.resolve(import.meta.dirname, '../main.ts');
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'galley-cli-style-'));

function galley(args: string[], input?: string) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', main, ...args], {
    input,
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

const list =
  '1. Hardy J, Selkoe DJ. The amyloid hypothesis of Alzheimer disease: progress and problems on the road to therapeutics. Science. 2002;297(5580):353-6. doi:10.1126/science.1072994\n';

// Each case spawns the CLI through tsx (a few seconds on a busy machine).
describe('galley refs style', { timeout: 120_000 }, () => {
  afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

  it('export PRESET --to csl prints a CSL style that import turns back into a template format uses alike', () => {
    const exported = galley(['refs', 'style', 'export', 'ama-11', '--to', 'csl']);
    expect(exported.status).toBe(0);
    expect(exported.stderr).toBe('');
    expect(exported.stdout).toMatch(
      /^<\?xml version="1\.0" encoding="utf-8"\?>\n<style xmlns="http:\/\/purl\.org\/net\/xbiblio\/csl"/,
    );
    expect(exported.stdout).toContain('<title>AMA 11th edition</title>');
    const csl = path.join(folder, 'ama.csl');
    fs.writeFileSync(csl, exported.stdout);
    const imported = galley(['refs', 'style', 'import', csl]);
    expect(imported.status).toBe(0);
    expect(imported.stderr).toBe('');
    expect(ReferenceTemplate.safeParse(JSON.parse(imported.stdout)).success).toBe(true);
    const template = path.join(folder, 'ama.json');
    fs.writeFileSync(template, imported.stdout);
    const viaCsl = galley(['refs', 'format', '-', '--style', template], list);
    expect(viaCsl.stdout).toBe(galley(['refs', 'format', '-', '--style', 'ama-11'], list).stdout);
    expect(viaCsl.stdout).toContain('Hardy J, Selkoe DJ. The amyloid hypothesis');
  });

  it('export takes a template.json; --to is required and an unknown style is refused', () => {
    const template = path.join(folder, 'mine.json');
    fs.writeFileSync(
      template,
      JSON.stringify({ name: 'Mine', elements: [{ element: 'title' }, { element: 'pii' }] }),
    );
    const exported = galley(['refs', 'style', 'export', template, '--to', 'csl']);
    expect(exported.status).toBe(0);
    expect(exported.stdout).toContain('<title>Mine</title>');
    expect(exported.stderr).toBe('warning: The element "pii" has no CSL variable and was left out.\n');
    const withoutTo = galley(['refs', 'style', 'export', 'ama-11']);
    expect(withoutTo.status).toBe(1);
    expect(withoutTo.stderr).toContain("required option '--to <format>' not specified");
    const unknown = galley(['refs', 'style', 'export', 'nope', '--to', 'csl']);
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain('Unknown style "nope"');
  });

  it('import writes what it could not map to standard error, and refuses a file that is not XML', () => {
    const csl = path.join(folder, 'lab.csl');
    fs.writeFileSync(
      csl,
      `<style xmlns="http://purl.org/net/xbiblio/csl" version="1.0"><info><title>Lab</title></info>
       <bibliography><layout suffix="."><names variable="author"><name initialize-with=""/></names>
       <text variable="title" prefix=". "/><text variable="URL" prefix=" "/></layout></bibliography></style>`,
    );
    const imported = galley(['refs', 'style', 'import', csl]);
    expect(imported.status).toBe(0);
    expect(JSON.parse(imported.stdout)).toMatchObject({ name: 'Lab', end: '.' });
    expect(imported.stderr).toBe('warning: The variable "URL" has no template element; it was left out.\n');
    const broken = path.join(folder, 'broken.csl');
    fs.writeFileSync(broken, '<style><bibliography>');
    const refused = galley(['refs', 'style', 'import', broken]);
    expect(refused.status).toBe(1);
    expect(refused.stdout).toBe('');
    expect(refused.stderr).toMatch(/^warning: The file is not well-formed XML/);
  });
});
