// Builds packages/journals/data/journal-catalogue.json from the CSL journal data in GALLEY_SHARED_DATA
// (journals/: styles metadata, publisher lists, NLM abbreviations) and prints what it built.
// Titles, abbreviations, ISSNs, fields and citation formats are facts; the file credits the CSL project (NOTICE).
// Deterministic: the same input gives a byte-identical file.
// Run: npx tsx scripts/journals/build-journal-catalogue.ts [--out <folder>]
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { CatalogueJournal } from '@galley/contracts';
import type { StoredJournal } from '../../packages/journals/src/catalogue/catalogue-file.ts';
import { buildCatalogueJournals } from './build-catalogue-journals.ts';
import { encodeCatalogue, serialiseCatalogue } from './encode-catalogue.ts';
import { loadNlmAbbreviations } from './nlm-abbreviation-index.ts';
import { readPublisherLists } from './read-publisher-lists.ts';
import { readStylesMetadata } from './read-styles-metadata.ts';

export const CATALOGUE_FILE_NAME = 'journal-catalogue.json';
const DEFAULT_OUT = path.resolve(import.meta.dirname, '../../packages/journals/data');

function countBy(journals: readonly StoredJournal[], key: (journal: StoredJournal) => string): string {
  const counts = new Map<string, number>();
  for (const journal of journals) counts.set(key(journal), (counts.get(key(journal)) ?? 0) + 1);
  return [...counts]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .map(([name, count]) => `  ${name.padEnd(28)} ${count}`)
    .join('\n');
}

const { values } = parseArgs({ options: { out: { type: 'string' } } });
const outDir = path.resolve(values.out ?? DEFAULT_OUT);

const journals = buildCatalogueJournals({
  styles: readStylesMetadata(),
  lists: readPublisherLists(),
  nlmAbbreviation: loadNlmAbbreviations(),
});
const StoredJournalSchema = CatalogueJournal.omit({ articleTypes: true });
for (const journal of journals) StoredJournalSchema.parse(journal);

const text = serialiseCatalogue(encodeCatalogue(journals));
fs.mkdirSync(outDir, { recursive: true });
fs.writeFileSync(path.join(outDir, CATALOGUE_FILE_NAME), text);

const exact = journals.filter((journal) => journal.presetMatch === 'exact').length;
console.log(
  [
    `wrote ${path.join(outDir, CATALOGUE_FILE_NAME)} (${(Buffer.byteLength(text) / 1024 / 1024).toFixed(2)} MB)`,
    `journals: ${journals.length}`,
    `with abbreviation: ${journals.filter((journal) => journal.abbreviation).length}, publisher: ${journals.filter((journal) => journal.publisher).length}, guidelines URL: ${journals.filter((journal) => journal.guidelinesUrl).length}`,
    `reference preset: exact ${exact}, nearest ${journals.length - exact}`,
    'per template family:',
    countBy(journals, (journal) => journal.templateFamily),
    'per citation format:',
    countBy(journals, (journal) => journal.citationFormat),
    'per reference preset (exact/nearest):',
    countBy(journals, (journal) => `${journal.referencePreset} (${journal.presetMatch})`),
  ].join('\n'),
);
