import type { CslItem } from '@galley/contracts';
import { describe, expect, it } from 'vitest';
import { normaliseTitle } from '../test-support/normalise-title.ts';
import { listSharedData, readSharedData } from '../test-support/shared-data.ts';
import { readNbib } from './read-nbib.ts';
import { readRis } from './read-ris.ts';

// Acceptance 3: one library exported by 24 tools, and PubMed's NBIB of it, read to the same titles, DOIs, years.
const FOLDER = 'references/import/one-library-24-exporters';
const files = listSharedData(FOLDER);
const read = (file: string) =>
  (file.endsWith('.nbib') ? readNbib : readRis)(readSharedData(`${FOLDER}/${file}`));

// Web of Science drops the space after italic words ("Spinosaurusis"), so titles compare without spaces.
const titleKey = (item: CslItem) => normaliseTitle(item.title).replace(/ /g, '');
const year = (item: CslItem) => item.issued?.['date-parts']?.[0]?.[0];

// The same record as read from every file that holds it, grouped by DOI, else by title.
const copies = new Map<string, { file: string; item: CslItem }[]>();
const doiOfTitle = new Map<string, string>();
const allRead = files.map((file) => ({ file, items: read(file).items }));
for (const { items } of allRead) {
  for (const item of items) if (item.DOI) doiOfTitle.set(titleKey(item), item.DOI.toLowerCase());
}
for (const { file, items } of allRead) {
  for (const item of items) {
    const key = item.DOI?.toLowerCase() ?? doiOfTitle.get(titleKey(item)) ?? titleKey(item);
    copies.set(key, [...(copies.get(key) ?? []), { file, item }]);
  }
}
const sharedRecords = [...copies.entries()].filter(
  ([, list]) => new Set(list.map((copy) => copy.file)).size > 1,
);

describe('the 24 RIS exports and the NBIB export of one library', () => {
  it('has all 24 RIS dialects and the NBIB', () => {
    expect(files.filter((file) => file.endsWith('.ris'))).toHaveLength(24);
    expect(files).toContain('_baseline_pubmed.nbib');
  });

  it.each(files)('%s reads every record with a title and a year, without warnings', (file) => {
    const { items, warnings } = read(file);
    expect(warnings).toEqual([]);
    expect(items.length).toBeGreaterThanOrEqual(3);
    for (const item of items) {
      expect(item.title, JSON.stringify(item.source?.slice(0, 200))).toBeTruthy();
      expect(year(item)).toBeGreaterThan(1800);
    }
  });

  it('finds the same records in several exports', () => {
    expect(sharedRecords.length).toBeGreaterThanOrEqual(20);
  });

  it.each(sharedRecords)(
    'record %s has one title, DOI and year in every export that holds it',
    (_key, list) => {
      const [first] = list;
      for (const { file, item } of list) {
        expect(titleKey(item), file).toBe(titleKey(first?.item as CslItem));
        expect(year(item), file).toBe(year(first?.item as CslItem));
        const dois = list.map((copy) => copy.item.DOI?.toLowerCase()).filter(Boolean);
        if (item.DOI) expect(item.DOI.toLowerCase(), file).toBe(dois[0]);
      }
    },
  );
});
