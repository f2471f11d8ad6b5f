// Writes packages/references/src/parser/journal-vocabulary.json, the journal words the reference tagger's features
// read (token-features.ts), from a build of the NLM abbreviation table: its title words and their abbreviations.
// The vocabulary is an input of the trained model: the shipped model keeps the one it was trained with, so the
// abbreviation table can be rebuilt (its fixes reach the formatter) without shifting the tagger's features.
// Run it, then scripts/refs/train-refs-parser.ts, to give the tagger a new vocabulary.
// Run: npx tsx scripts/refs/build-journal-vocabulary.ts [--table FILE] (default: the shipped nlm-abbreviations.json)
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { AbbreviationTable } from '../../packages/references/src/journals/abbreviation-table.ts';

const { values } = parseArgs({ options: { table: { type: 'string' } } });
const tableFile =
  values.table ??
  path.resolve(import.meta.dirname, '../../packages/references/src/journals/nlm-abbreviations.json');
const table = JSON.parse(fs.readFileSync(tableFile, 'utf8')) as Pick<AbbreviationTable, 'words'>;
const words = Object.keys(table.words).sort();
const abbreviations = [
  ...new Set(
    Object.values(table.words)
      .filter(Boolean)
      .map((value) => value.toLowerCase()),
  ),
].sort();
const target = path.resolve(
  import.meta.dirname,
  '../../packages/references/src/parser/journal-vocabulary.json',
);
fs.writeFileSync(target, `${JSON.stringify({ words, abbreviations })}\n`);
console.log(
  `${words.length} words, ${abbreviations.length} abbreviations → ${path.relative(process.cwd(), target)}`,
);
