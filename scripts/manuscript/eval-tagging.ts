// `npm run eval:tagging`: token-level F1 of the local tagger per step and macro over steps, on the shared dev
// manuscripts against the gold labels in scripts/manuscript/gold/ (written by hand, a label per paragraph).
// Never reads the holdout. Figures are printed, not asserted. Then the same figures on the generated held-out
// manuscripts (scripts/generate-manuscripts; GALLEY_EVAL_GENERATED=0 to skip them).
import fs from 'node:fs';
import path from 'node:path';
import { MANUSCRIPT_STEPS, type StepValue } from '@galley/contracts';
import { readDocx, tagLocal } from '@galley/manuscript';
import { printGeneratedScores } from '../generate-manuscripts/eval-generated.ts';
import { printTable } from '../refs/print-table.ts';
import { readGold } from './read-gold.ts';
import { sharedDataPath } from './shared-data-path.ts';
import { f1, type StepCounts, tokenCounts } from './token-scores.ts';

const GOLD = path.join(import.meta.dirname, 'gold');
// The manuscripts whose headings Word knows only by their look (no heading styles).
const WITHOUT_HEADING_STYLES = new Set(['bioinf_cellmap_NAR_endnote', 'psych_vasilev_metaanalysis']);

const files = fs
  .readdirSync(GOLD)
  .filter((name) => name.endsWith('.gold'))
  .sort();
const perFile = new Map<string, Map<StepValue, StepCounts>>();
for (const file of files) {
  const name = file.replace(/\.gold$/, '');
  const manuscript = readDocx(new Uint8Array(fs.readFileSync(sharedDataPath(`manuscripts/${name}.docx`))));
  const gold = readGold(path.join(GOLD, file), manuscript);
  perFile.set(name, tokenCounts(manuscript, gold, tagLocal(manuscript)));
}

const steps = MANUSCRIPT_STEPS.map((s) => s.value).filter((step) =>
  [...perFile.values()].some((counts) => counts.has(step)),
);
const pooled = (names: string[], step: StepValue): StepCounts | undefined => {
  const all = names.map((name) => perFile.get(name)?.get(step)).filter((c) => c !== undefined);
  if (!all.length) return undefined;
  return all.reduce((sum, c) => ({
    truePositive: sum.truePositive + c.truePositive,
    falsePositive: sum.falsePositive + c.falsePositive,
    falseNegative: sum.falseNegative + c.falseNegative,
  }));
};
const names = [...perFile.keys()];
const short = (name: string) => name.split('_')[1] ?? name;
const cell = (counts: StepCounts | undefined) => (counts ? f1(counts).toFixed(3) : '');
const macro = (group: string[]) => {
  const scores = steps
    .map((step) => pooled(group, step))
    .filter((c) => c !== undefined)
    .map(f1);
  return scores.reduce((a, b) => a + b, 0) / scores.length;
};

console.log(
  `Token-level F1 of the local tagger on ${names.length} dev manuscripts (gold: scripts/manuscript/gold/)\n`,
);
printTable(
  ['step', ...names.map(short), 'all', 'gold tokens'],
  steps.map((step) => {
    const all = pooled(names, step);
    return [
      step,
      ...names.map((name) => cell(perFile.get(name)?.get(step))),
      cell(all),
      all ? all.truePositive + all.falseNegative : 0,
    ];
  }),
);
console.log('');
printTable(
  ['macro F1 over steps', ...names.map(short), 'all'],
  [['macro', ...names.map((name) => macro([name]).toFixed(3)), macro(names).toFixed(3)]],
);
const plain = names.filter((name) => WITHOUT_HEADING_STYLES.has(name));
const styled = names.filter((name) => !WITHOUT_HEADING_STYLES.has(name));
console.log(
  `\nmacro F1, manuscripts without heading styles (${plain.map(short).join(', ')}): ${macro(plain).toFixed(3)}; with heading styles: ${macro(styled).toFixed(3)}`,
);

if (process.env.GALLEY_EVAL_GENERATED !== '0') await printGeneratedScores();
