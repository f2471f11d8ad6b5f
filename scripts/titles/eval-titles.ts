// `npm run eval:titles` (issue 19): on the 500 held-out PubMed abstracts (never used to build the index or any
// statistic), mean ROUGE-1 F1 against the real title of the best of the local engine's candidates and of its first
// candidate, beside two baselines: the abstract's first sentence cut to 15 words, and the title of the most similar
// paper in the index. Builds the index from the build set first when the local data folder (.galley/titles) has none (or with
// --rebuild). TITLES_EVAL_EXAMPLES=N prints N abstracts' real title and candidates. --dev evaluates instead on 500
// abstracts split off the build set, with an index built in memory from the rest: the set to tune rules on, so the
// held-out figures stay untouched by tuning.
import fs from 'node:fs';
import { readAbstract } from '../../packages/titles/src/abstract/read-abstract.ts';
import { buildTitleIndex } from '../../packages/titles/src/index/build-title-index.ts';
import { loadTitleIndex, type TitleIndex } from '../../packages/titles/src/index/load-title-index.ts';
import type { TitledAbstract } from '../../packages/titles/src/index/titled-abstract.ts';
import { recommendTitles } from '../../packages/titles/src/recommend-titles.ts';
import { printTable } from '../refs/print-table.ts';
import { DEFAULT_INDEX_PATH, writeTitleIndex } from './build-title-index.ts';
import { readTitledAbstracts } from './read-titled-abstracts.ts';
import { rouge1 } from './rouge-1.ts';
import { splitHeldOut } from './split-held-out.ts';

const EXAMPLES = Number(process.env.TITLES_EVAL_EXAMPLES ?? 0);

const DEV = process.argv.includes('--dev');
const { index, heldOut } = DEV ? devSplit() : heldOutSplit();

function heldOutSplit(): { index: TitleIndex; heldOut: TitledAbstract[] } {
  if (process.argv.includes('--rebuild') || !fs.existsSync(DEFAULT_INDEX_PATH)) writeTitleIndex();
  return {
    index: loadTitleIndex(fs.readFileSync(DEFAULT_INDEX_PATH)),
    heldOut: splitHeldOut(readTitledAbstracts()).heldOut,
  };
}

function devSplit(): { index: TitleIndex; heldOut: TitledAbstract[] } {
  const { build } = splitHeldOut(readTitledAbstracts());
  const dev = splitHeldOut(build, 'galley-titles-dev');
  return { index: loadTitleIndex(buildTitleIndex(dev.build)), heldOut: dev.heldOut };
}

const totals = { best: 0, top: 0, firstSentence: 0, similar: 0, candidates: 0 };
const byKind = new Map<string, { sum: number; count: number; wins: number }>();
heldOut.forEach((record, at) => {
  const { candidates, similar } = recommendTitles({ abstract: record.abstract }, index);
  const scores = candidates.map((candidate) => rouge1(candidate.title, record.title));
  const best = Math.max(0, ...scores);
  totals.best += best;
  totals.top += scores[0] ?? 0;
  totals.candidates += candidates.length;
  const bestAt = scores.indexOf(best);
  candidates.forEach((candidate, position) => {
    const kind = byKind.get(candidate.kind) ?? { sum: 0, count: 0, wins: 0 };
    kind.sum += scores[position] ?? 0;
    kind.count++;
    if (position === bestAt) kind.wins++;
    byKind.set(candidate.kind, kind);
  });
  const first = readAbstract(record.abstract).sentences[0]?.text ?? '';
  totals.firstSentence += rouge1(first.split(/\s+/).slice(0, 15).join(' '), record.title);
  totals.similar += rouge1(similar[0]?.title ?? '', record.title);
  if (at < EXAMPLES) {
    console.log(`\n# ${record.title}`);
    for (const [position, candidate] of candidates.entries())
      console.log(`  ${(scores[position] ?? 0).toFixed(2)} [${candidate.kind}] ${candidate.title}`);
    console.log(
      `  ${rouge1(similar[0]?.title ?? '', record.title).toFixed(2)} [similar] ${similar[0]?.title}`,
    );
  }
});

const mean = (value: number) => (value / heldOut.length).toFixed(3);
console.log(
  `\nTitle recommender on ${heldOut.length} ${DEV ? 'DEV (split off the build set)' : 'held-out'} PubMed abstracts (index: ${index.documents} build papers); ` +
    'ROUGE-1 F1, rouge-score tokenizer, lower-cased, no stemming\n',
);
printTable(
  ['method', 'mean ROUGE-1 F1'],
  [
    [
      `local engine, best of its candidates (${(totals.candidates / heldOut.length).toFixed(1)} on average)`,
      mean(totals.best),
    ],
    ['local engine, first candidate', mean(totals.top)],
    ['baseline: first sentence cut to 15 words', mean(totals.firstSentence)],
    ['baseline: most similar paper’s title', mean(totals.similar)],
  ],
);
console.log('\nBy kind\n');
printTable(
  ['kind', 'candidates', 'mean ROUGE-1 F1', 'best of its abstract'],
  [...byKind].map(([kind, { sum, count, wins }]) => [kind, count, (sum / count).toFixed(3), wins]),
);
