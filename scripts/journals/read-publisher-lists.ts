import fs from 'node:fs';
import path from 'node:path';
import { normaliseIssn } from '../../packages/journals/src/catalogue/normalise-issn.ts';
import { sharedDataPath } from '../refs/shared-data-path.ts';
import { PUBLISHER_LIST_NAMES } from './publisher-list-names.ts';

/** One row of a CSL journals-project publisher list (csl-publisher-journal-lists/<list>.tab). */
export interface PublisherListEntry {
  list: string;
  publisher: string;
  title: string;
  titleShort: string | null;
  issns: string[];
  documentation: string | null;
}

/**
 * Every row of every publisher list. The lists' headers differ (ISSN/EISSN/eISSN, TITLESHORT/title-short, one
 * "EISSN ISSN" column), so ISSNs are taken from every cell that holds one rather than from named columns.
 */
export function readPublisherLists(): PublisherListEntry[] {
  const folder = sharedDataPath('journals/csl-publisher-journal-lists');
  const files = fs
    .readdirSync(folder)
    .filter((name) => name.endsWith('.tab'))
    .sort();
  return files.flatMap((name) => {
    const list = name.slice(0, -'.tab'.length);
    const publisher = PUBLISHER_LIST_NAMES[list];
    if (!publisher)
      throw new Error(`No publisher name for the CSL journal list ${name}: add it to PUBLISHER_LIST_NAMES.`);
    const [header = '', ...rows] = fs.readFileSync(path.join(folder, name), 'utf8').split(/\r?\n/);
    const columns = header.split('\t').map((column) => column.trim().toLowerCase());
    const titleShortColumn = columns.findIndex((column) => ['titleshort', 'title-short'].includes(column));
    const documentationColumn = columns.indexOf('documentation');
    return rows
      .map((row) => row.split('\t').map((cell) => cell.trim()))
      .filter((cells) => cells[0])
      .map((cells) => ({
        list,
        publisher,
        title: cells[0] ?? '',
        titleShort: (titleShortColumn >= 0 && cells[titleShortColumn]) || null,
        issns: cells
          .flatMap((cell) => cell.match(/(?<!\d)\d{4}-?\d{3}[\dxX](?!\d)/g) ?? [])
          .flatMap((text) => normaliseIssn(text) ?? []),
        documentation: (documentationColumn >= 0 && cells[documentationColumn]) || null,
      }));
  });
}
