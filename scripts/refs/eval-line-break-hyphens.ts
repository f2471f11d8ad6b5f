// Line-break hyphens in reference strings copied from PDFs (the PMC-PDF strings of
// glutton-references-doi-matching.json.gz, each with its record's title): at every hyphen ending a line between
// two runs of letters or digits whose record's title prints either the hyphenated or the joined form (and not
// both), whether joinLineBreakHyphens gives the title's form — by its rules alone (the browser's splitter) and
// with the shipped lexicon (the server). The lexicon is built without these records (build-hyphen-lexicon.ts).
// Run: npx tsx scripts/refs/eval-line-break-hyphens.ts [--errors N] (prints the N most frequent misses)
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { gunzipSync } from 'node:zlib';
import type { HyphenLexicon } from '../../packages/references/src/model/hyphen-lexicon.ts';
import { joinLineBreakHyphens } from '../../packages/references/src/model/line-break-hyphens.ts';
import { shippedHyphenLexicon } from '../../packages/references/src/model/shipped-hyphen-lexicon.ts';
import { printTable } from './print-table.ts';
import { sharedDataPath } from './shared-data-path.ts';

const { values } = parseArgs({ options: { errors: { type: 'string', default: '0' } } });
const references = JSON.parse(
  gunzipSync(fs.readFileSync(sharedDataPath('references/glutton-references-doi-matching.json.gz'))).toString(
    'utf8',
  ),
) as { reference?: string; atitle?: string }[];
const BREAK = /([\p{L}\p{N}]+)-[^\S\n]*\r?\n\s*([\p{L}\p{N}]+)/gu;
const fold = (text: string) => text.toLowerCase().replace(/\s+/g, ' ');

interface Break {
  window: string;
  hyphenated: string;
  joined: string;
  truth: 'hyphen' | 'joined';
}
const breaks: Break[] = [];
for (const { reference = '', atitle = '' } of references) {
  if (!atitle || !/-[^\S\n]*\r?\n/.test(reference)) continue;
  const title = fold(atitle);
  for (const match of reference.matchAll(BREAK)) {
    const hyphenated = fold(`${match[1]}-${match[2]}`);
    const joined = fold(`${match[1]}${match[2]}`);
    if (title.includes(hyphenated) === title.includes(joined)) continue;
    const at = match.index ?? 0;
    breaks.push({
      window: reference.slice(Math.max(0, at - 40), at + match[0].length + 30),
      hyphenated,
      joined,
      truth: title.includes(hyphenated) ? 'hyphen' : 'joined',
    });
  }
}

const misses = new Map<string, number>();
const score = (lexicon?: HyphenLexicon) => {
  let right = 0;
  for (const item of breaks) {
    const read = fold(joinLineBreakHyphens(item.window, lexicon));
    const answer = read.includes(item.hyphenated)
      ? 'hyphen'
      : read.includes(item.joined)
        ? 'joined'
        : 'other';
    if (answer === item.truth) right++;
    else if (lexicon) {
      const key = `${item.truth === 'hyphen' ? item.hyphenated : item.joined} (read ${answer})`;
      misses.set(key, (misses.get(key) ?? 0) + 1);
    }
  }
  return right;
};
const rules = score();
const withLexicon = score(shippedHyphenLexicon());
const share = (right: number) => `${((right / breaks.length) * 100).toFixed(1)} %`;
console.log(
  `Line-break hyphens in PMC-PDF reference strings, ${breaks.length} breaks their record's title decides\n`,
);
printTable(
  ['reading', 'right', 'share'],
  [
    ['rules alone (browser splitter)', String(rules), share(rules)],
    ['rules and shipped lexicon (server)', String(withLexicon), share(withLexicon)],
  ],
);
const shown = Number(values.errors);
if (shown > 0)
  console.log(
    `\nMost frequent misses with the lexicon:\n${[...misses]
      .sort((a, b) => b[1] - a[1])
      .slice(0, shown)
      .map(([key, count]) => `${count}\t${key}`)
      .join('\n')}`,
  );
