import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { CatalogueJournal } from '@galley/contracts';
import { describe, expect, it } from 'vitest';

// The sources through tsx, as bin/galley.mjs runs them in a checkout: a stale dist/ must not hide a change.
const main = path.resolve(import.meta.dirname, '../main.ts');

function galley(args: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', main, ...args], {
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

// Each case spawns the CLI through tsx and loads the whole catalogue (a few seconds on a busy machine).
describe('galley journals search', { timeout: 120_000 }, () => {
  it('prints a table with the best match first: id, title, abbreviation, ISSNs, publisher, family, preset', () => {
    const result = galley(['journals', 'search', 'lancet', '--limit', '3']);
    expect(result.status).toBe(0);
    const lines = result.stdout.trimEnd().split('\n');
    expect(lines[0]?.split(/\s{2,}/)).toEqual([
      'ID',
      'TITLE',
      'ABBREVIATION',
      'ISSN',
      'EISSN',
      'PUBLISHER',
      'FAMILY',
      'PRESET',
    ]);
    expect(lines).toHaveLength(4);
    expect(lines[1]?.split(/\s{2,}/)).toEqual([
      'the-lancet',
      'The Lancet',
      'Lancet',
      expect.stringMatching(/^\d{4}-\d{3}[\dX]$/),
      '1474-547X',
      'Elsevier',
      'lancet',
      'lancet',
    ]);
  });

  it('--json prints catalogue entries, found by ISSN', () => {
    const result = galley(['journals', 'search', '1533-4406', '--json']);
    expect(result.status).toBe(0);
    const journals = CatalogueJournal.array().parse(JSON.parse(result.stdout));
    expect(journals[0]).toMatchObject({
      id: 'the-new-england-journal-of-medicine',
      abbreviation: 'N Engl J Med',
    });
  });

  it('applies --category, --publisher, --article-type and --limit together', () => {
    const result = galley([
      'journals',
      'search',
      'cancer',
      '--category',
      'medicine',
      '--publisher',
      'springer',
      '--article-type',
      'review_article',
      '--limit',
      '7',
      '--json',
    ]);
    expect(result.status).toBe(0);
    const journals = CatalogueJournal.array().parse(JSON.parse(result.stdout));
    expect(journals).toHaveLength(7);
    for (const journal of journals) {
      expect(journal.categories).toContain('medicine');
      expect(journal.publisher).toMatch(/^Springer/);
      expect(journal.articleTypes).toContain('review_article');
      expect(`${journal.title} ${journal.abbreviation}`.toLowerCase()).toContain('cancer');
    }
  });

  it('refuses an unknown category or article type and a bad limit, and says when nothing matches', () => {
    const category = galley(['journals', 'search', 'x', '--category', 'astrology']);
    expect(category.status).toBe(1);
    expect(category.stderr).toContain('Unknown category "astrology". Categories: ');
    expect(galley(['journals', 'search', 'x', '--article-type', 'poem']).status).not.toBe(0);
    expect(galley(['journals', 'search', 'x', '--limit', '0']).stderr).toContain('expected a whole number');
    const none = galley(['journals', 'search', 'qqqq zzzz']);
    expect(none.status).toBe(0);
    expect(none.stderr).toBe('No journal matches.\n');
  });
});
