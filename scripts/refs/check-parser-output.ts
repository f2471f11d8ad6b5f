// Proves a parser change keeps its output: parses every PubMed-linked dev string and either records the items
// (`--record FILE`) or compares them, every field of every item, with a recording (`--against FILE`).
// Run from the repo root: npx tsx scripts/refs/check-parser-output.ts --record /tmp/before.json.gz, change the
// parser, then npx tsx scripts/refs/check-parser-output.ts --against /tmp/before.json.gz (exit code 1 on any
// difference).
import fs from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { gunzipSync, gzipSync } from 'node:zlib';
import { parseReferenceString } from '../../packages/references/src/parser/parse-reference-string.ts';
import { sharedDataPath } from './shared-data-path.ts';

const args = process.argv.slice(2);
const record = args[args.indexOf('--record') + 1];
const against = args[args.indexOf('--against') + 1];
if (!(args.includes('--record') && record) && !(args.includes('--against') && against)) {
  throw new Error('Usage: check-parser-output.ts --record FILE | --against FILE');
}

const strings = gunzipSync(
  fs.readFileSync(sharedDataPath('references/reference-strings-with-pmid.dev.tsv.gz')),
)
  .toString('utf8')
  .split('\n')
  .slice(1)
  .filter((row) => row.length > 0)
  .map((row) => row.split('\t')[1] ?? '');
const start = performance.now();
const items = strings.map((text, index) => parseReferenceString(text, String(index)));
console.log(`parsed ${items.length} strings in ${(performance.now() - start).toFixed(0)} ms`);

if (args.includes('--record') && record) {
  fs.writeFileSync(record, gzipSync(JSON.stringify({ strings, items })));
  console.log(`recorded to ${record}`);
} else if (against) {
  const before = JSON.parse(gunzipSync(fs.readFileSync(against)).toString('utf8')) as {
    strings: string[];
    items: unknown[];
  };
  if (!isDeepStrictEqual(before.strings, strings)) throw new Error('The recording is of other strings.');
  // Through JSON, as recorded, so both sides have the same shape (no undefined fields, plain objects).
  const now = JSON.parse(JSON.stringify(items)) as unknown[];
  const differing = now.flatMap((item, index) =>
    isDeepStrictEqual(item, before.items[index]) ? [] : [index],
  );
  for (const index of differing.slice(0, 10)) {
    console.log(`#${index} ${strings[index]}\n  before ${JSON.stringify(before.items[index])}`);
    console.log(`  after  ${JSON.stringify(now[index])}`);
  }
  console.log(
    `${now.length - differing.length} of ${now.length} items identical, ${differing.length} differ`,
  );
  if (differing.length > 0) process.exitCode = 1;
}
