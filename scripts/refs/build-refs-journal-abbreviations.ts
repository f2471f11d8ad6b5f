// Builds packages/references/src/journals/nlm-abbreviations.json from the NLM title → abbreviation list in
// GALLEY_SHARED_DATA: a word map learnt from the pairs themselves plus the titles it does not reproduce and the
// abbreviations it would change when given one as the title.
// Titles and their abbreviations are facts, so the compact table may be committed.
// Run: npx tsx scripts/refs/build-refs-journal-abbreviations.ts
import fs from 'node:fs';
import path from 'node:path';
import { abbreviateByWords } from '../../packages/references/src/journals/abbreviate-by-words.ts';
import { abbreviateWithTable } from '../../packages/references/src/journals/abbreviate-with-table.ts';
import type { AbbreviationTable } from '../../packages/references/src/journals/abbreviation-table.ts';
import { journalKey } from '../../packages/references/src/journals/journal-key.ts';
import { sharedDataPath } from './shared-data-path.ts';

const source = sharedDataPath('journals/nlm-journal-abbreviations.json');
// Single-spaced: the list has a few doubled spaces ("Phys Rev A  (Coll Park)").
const pairs = Object.entries(
  (JSON.parse(fs.readFileSync(source, 'utf8')) as { default: { 'container-title': Record<string, string> } })
    .default['container-title'],
).map(([title, abbreviation]) => [title, abbreviation.replace(/\s+/g, ' ').trim()] as const);

// Vote word → abbreviation over the pairs whose word counts line up once dropped words are guessed.
const STOP = new Set([
  'of',
  'the',
  'and',
  'in',
  'for',
  'on',
  'de',
  'la',
  'der',
  'und',
  'to',
  'a',
  'an',
  'et',
  'des',
  'du',
  'le',
  'les',
  'di',
  'del',
  'della',
  'y',
  'e',
  'at',
  'with',
  'from',
  'by',
  '&',
]);
const votes = new Map<string, Map<string, number>>();
for (const [title, abbreviation] of pairs) {
  const main = (title.split(/\s:\s|\.\s/)[0] ?? title).replace(/^the\s+/i, '');
  const words = main
    .split(/[\s,;/]+/)
    .map((word) => word.replace(/[.()[\]'"]/g, ''))
    .filter(Boolean);
  const kept = words.filter((word) => !STOP.has(word.toLowerCase()));
  const tokens = abbreviation.split(/\s+/).filter(Boolean);
  if (kept.length !== tokens.length) continue;
  kept.forEach((word, index) => {
    const key = word.toLowerCase();
    const counts = votes.get(key) ?? new Map<string, number>();
    // Brackets belong to the title's parts, not to a word ("(Clin Res Ed)" gives "edition" → "Ed").
    const token = (tokens[index] ?? '').replace(/[()[\]]/g, '');
    if (!token) return;
    counts.set(token, (counts.get(token) ?? 0) + 1);
    votes.set(key, counts);
  });
}
const words: Record<string, string> = {};
for (const stop of STOP) words[stop] = '';
for (const [word, counts] of votes) {
  const [best] = [...counts.entries()].sort((a, b) => b[1] - a[1]);
  if (!best) continue;
  const capitalised = word.charAt(0).toUpperCase() + word.slice(1);
  // Only words whose abbreviation differs from the capitalised word need an entry.
  if (best[0] !== capitalised && best[1] >= 2) words[word] = best[0];
}
const exceptions: Record<string, string> = {};
// An empty abbreviation in the list ("Africa" → "") would print no journal: such a title keeps its words.
for (const [title, abbreviation] of pairs) {
  if (abbreviation && abbreviateByWords(title, words) !== abbreviation)
    exceptions[journalKey(title)] = abbreviation;
}
// Abbreviations given as titles ("Sensors (Basel)", "Clin Med (Lond)", "Science" — whose key is also the title
// of "Science (1979)") that the rules above would change.
// When two abbreviations share a key and the rules keep one ("Acta Radiol" beside an old "Acta radiol"), the
// other is left to them.
const rules: AbbreviationTable = { words, exceptions, abbreviations: {} };
const given = pairs.map(([, abbreviation]) => ({
  abbreviation,
  key: journalKey(abbreviation),
  unchanged: abbreviateWithTable(abbreviation, rules) === abbreviation,
}));
const kept = new Set(given.filter((entry) => entry.unchanged).map((entry) => entry.key));
const abbreviations: Record<string, string> = {};
for (const { abbreviation, key, unchanged } of given)
  if (abbreviation && !unchanged && !kept.has(key)) abbreviations[key] = abbreviation;
const table: AbbreviationTable = { words, exceptions, abbreviations };
const target = path.resolve(
  import.meta.dirname,
  '../../packages/references/src/journals/nlm-abbreviations.json',
);
fs.writeFileSync(target, `${JSON.stringify(table)}\n`);
console.log(
  `${pairs.length} titles: ${Object.keys(words).length} word rules, ${Object.keys(exceptions).length} exceptions, ` +
    `${Object.keys(abbreviations).length} abbreviations kept, ` +
    `${(fs.statSync(target).size / 1024).toFixed(0)} KB → ${path.relative(process.cwd(), target)}`,
);
