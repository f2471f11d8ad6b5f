import type { CslItem, ReadResult } from '@galley/contracts';
import { describe, expect, it } from 'vitest';
import { readBibtex } from '../readers/read-bibtex.ts';
import { readCslJson } from '../readers/read-csl-json.ts';
import { readNbib } from '../readers/read-nbib.ts';
import { readRis } from '../readers/read-ris.ts';
import { readSharedData } from '../test-support/shared-data.ts';
import { writeBibtex } from './write-bibtex.ts';
import { writeCslJson } from './write-csl-json.ts';
import { writeNbib } from './write-nbib.ts';
import { writeRis } from './write-ris.ts';

// Acceptance 3: the 4,714 real MEDLINE records survive NBIB and RIS round trips field for field.
const unlimited = { maxBytes: Number.POSITIVE_INFINITY };
const records = readNbib(readSharedData('pubmed/medline-records.txt.gz'), unlimited);

/** An item as compared after a round trip: without the id and the original text, keys in a fixed order. */
function comparable(item: CslItem | undefined): unknown {
  const { id: _id, source: _source, ...fields } = item ?? ({} as CslItem);
  return JSON.parse(JSON.stringify(fields, Object.keys(fields).sort().concat(nestedKeys)));
}
const nestedKeys = [
  'date-parts',
  'season',
  'raw',
  'literal',
  'family',
  'given',
  'suffix',
  'non-dropping-particle',
];

function differences(before: CslItem[], after: ReadResult): string[] {
  const found: string[] = [];
  before.forEach((item, index) => {
    const expected = comparable(item) as Record<string, unknown>;
    const actual = comparable(after.items[index]) as Record<string, unknown>;
    for (const key of new Set([...Object.keys(expected), ...Object.keys(actual)])) {
      if (JSON.stringify(expected[key]) !== JSON.stringify(actual[key]))
        found.push(`PMID ${item.PMID} ${key}`);
    }
  });
  return found;
}

// Thousands of records per trip: seconds on a quiet machine, more on a loaded CI runner.
describe('round trips of the 4,714 MEDLINE records', { timeout: 60_000 }, () => {
  it('reads all 4,714 records', () => {
    expect(records.items).toHaveLength(4714);
    expect(records.warnings).toEqual([]);
  });

  it('NBIB → items → NBIB → items changes no field', () => {
    const again = readNbib(writeNbib(records.items), unlimited);
    expect(differences(records.items, again)).toEqual([]);
  });

  it('items → RIS → items changes no field', () => {
    const again = readRis(writeRis(records.items), unlimited);
    expect(differences(records.items, again)).toEqual([]);
  });

  it('items → CSL-JSON → items changes no field', () => {
    const again = readCslJson(writeCslJson(records.items));
    expect(differences(records.items, again)).toEqual([]);
  });

  it('items → BibTeX → items keeps the bibliographic fields (200 records; the parser is slow)', {
    timeout: 60_000,
  }, () => {
    const sample = records.items.slice(0, 200);
    const again = readBibtex(writeBibtex(sample));
    const fields = [
      'title',
      'container-title',
      'author',
      'issued',
      'volume',
      'issue',
      'page',
      'DOI',
      'PMID',
      'PMCID',
      'pii',
    ];
    const pick = (item: CslItem | undefined) =>
      fields.map((field) =>
        JSON.stringify((item as Record<string, unknown> | undefined)?.[field], nestedKeys.concat()),
      );
    sample.forEach((item, index) => {
      const before = pick(item);
      const after = pick(again.items[index]);
      // Seasons have no BibTeX field; the year survives.
      if (item.issued?.season !== undefined) {
        before[3] = JSON.stringify({ 'date-parts': item.issued['date-parts'] });
      }
      expect(after, `PMID ${item.PMID}`).toEqual(before);
    });
  });
});
