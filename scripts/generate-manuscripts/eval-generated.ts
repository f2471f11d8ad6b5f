// `npm run eval:tagging:generated`: token-level F1 of the local tagger on the generated manuscripts (see
// generate.ts; generated first when the folder is missing): per step on the held-out split, macro F1 of both
// splits, the weakest held-out manuscripts. The dev manuscripts are scored by `npm run eval:tagging`.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { MANUSCRIPT_STEPS } from '@galley/contracts';
import { f1 } from '../manuscript/token-scores.ts';
import { printTable } from '../refs/print-table.ts';
import { generatedFolder, generateSplit } from './generate.ts';
import { HELD_OUT_FAMILIES } from './layout.ts';
import { macroF1, pool, scoreSplit } from './score-split.ts';

/** A hash of the generator's sources (this folder's .ts files but tests and the scoring ones). */
function generatorHash(): string {
  const hash = createHash('sha1');
  for (const file of fs.readdirSync(import.meta.dirname).sort())
    if (file.endsWith('.ts') && !file.endsWith('.test.ts') && !/^(?:eval|score|board|diff)-/.test(file))
      hash.update(fs.readFileSync(path.join(import.meta.dirname, file)));
  return hash.digest('hex');
}

/** Prints the generated splits' scores; returns the held-out split's pooled macro F1. */
export async function printGeneratedScores(): Promise<number> {
  const results: { split: string; scores: ReturnType<typeof scoreSplit> }[] = [];
  for (const split of ['train', 'heldout'] as const) {
    const folder = path.join(generatedFolder(), split);
    // Generated again when the generator's code changed since the folder was written.
    const stamp = path.join(folder, 'GENERATOR');
    if (!fs.existsSync(stamp) || fs.readFileSync(stamp, 'utf8') !== generatorHash()) {
      await generateSplit(split);
      fs.writeFileSync(stamp, generatorHash());
    }
    results.push({ split, scores: scoreSplit(folder) });
  }
  const held = results[1]?.scores;
  if (!held) return 0;
  console.log(`\nToken-level F1 on generated manuscripts (${generatedFolder()})\n`);
  printTable(
    ['step', 'train', 'held-out', 'held-out gold tokens'],
    MANUSCRIPT_STEPS.map((s) => s.value)
      .filter((step) => held.pooled.has(step))
      .map((step) => {
        const c = held.pooled.get(step);
        const t = results[0]?.scores.pooled.get(step);
        return [
          step,
          t ? f1(t).toFixed(3) : '',
          c ? f1(c).toFixed(3) : '',
          c ? c.truePositive + c.falseNegative : 0,
        ];
      }),
  );
  const rows = results.map(({ split, scores }) => {
    const each = [...scores.perManuscript.values()];
    const mean = each.reduce((a, b) => a + b, 0) / each.length;
    return [
      split,
      each.length,
      macroF1(scores.pooled).toFixed(3),
      mean.toFixed(3),
      Math.min(...each).toFixed(3),
    ];
  });
  console.log('');
  printTable(['split', 'manuscripts', 'macro F1 (pooled)', 'mean of per-manuscript macro', 'lowest'], rows);
  // The held-out split in its three kinds: families never trained on, families seen, and read back from .doc.
  const kinds: [string, (name: string) => boolean][] = [
    ['held-out families', (name) => HELD_OUT_FAMILIES.some((f) => name.includes(`-${f.replace('/', '-')}-`))],
    [
      'families seen in training',
      (name) => !HELD_OUT_FAMILIES.some((f) => name.includes(`-${f.replace('/', '-')}-`)),
    ],
    ['via legacy .doc', (name) => name.endsWith('-doc')],
  ];
  console.log('');
  printTable(
    ['held-out manuscripts', 'count', 'macro F1 (pooled)'],
    kinds.map(([label, test]) => {
      const names = [...held.perManuscript.keys()].filter(test);
      return [
        label,
        names.length,
        names.length ? macroF1(pool(names.map((n) => held.perStepByManuscript.get(n)))).toFixed(3) : '',
      ];
    }),
  );
  console.log(
    `\noverlapping highlights the confirm board would refuse: ${results.map((r) => `${r.split} ${r.scores.refusedOverlaps}`).join(', ')}`,
  );
  const weakest = [...held.perManuscript].sort((a, b) => a[1] - b[1]).slice(0, 5);
  console.log(`\nweakest held-out: ${weakest.map(([n, s]) => `${n} ${s.toFixed(3)}`).join(', ')}`);
  return macroF1(held.pooled);
}

if (process.argv[1] && import.meta.filename === path.resolve(process.argv[1])) await printGeneratedScores();
