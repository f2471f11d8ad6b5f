import fs from 'node:fs';
import path from 'node:path';
import type { StepValue } from '@galley/contracts';
import { readDocx, tagLocal } from '@galley/manuscript';
import { readGold } from '../manuscript/read-gold.ts';
import { f1, type StepCounts, tokenCounts } from '../manuscript/token-scores.ts';
import { boardOverlaps } from './board-overlaps.ts';

export interface SplitScores {
  /** Counts per step, pooled over the split's manuscripts. */
  pooled: Map<StepValue, StepCounts>;
  /** Macro token-F1 (mean over the steps it has) of each manuscript, by name. */
  perManuscript: Map<string, number>;
  perStepByManuscript: Map<string, Map<StepValue, StepCounts>>;
  /** Overlapping highlights the confirm board would refuse, over the whole split (should be 0). */
  refusedOverlaps: number;
}

/** Mean F1 over the steps present in the counts. */
export function macroF1(counts: Map<StepValue, StepCounts>): number {
  const scores = [...counts.values()].map(f1);
  return scores.length ? scores.reduce((a, b) => a + b, 0) / scores.length : 0;
}

/** Counts per step summed over manuscripts. */
export function pool(all: readonly (Map<StepValue, StepCounts> | undefined)[]): Map<StepValue, StepCounts> {
  const pooled = new Map<StepValue, StepCounts>();
  for (const counts of all)
    for (const [step, c] of counts ?? []) {
      const sum = pooled.get(step) ?? { truePositive: 0, falsePositive: 0, falseNegative: 0 };
      sum.truePositive += c.truePositive;
      sum.falsePositive += c.falsePositive;
      sum.falseNegative += c.falseNegative;
      pooled.set(step, sum);
    }
  return pooled;
}

/** Tags every manuscript of a generated split folder and scores it against its gold. */
export function scoreSplit(folder: string, read = readDocx): SplitScores {
  const perManuscript = new Map<string, number>();
  let refusedOverlaps = 0;
  const perStepByManuscript = new Map<string, Map<StepValue, StepCounts>>();
  for (const file of fs
    .readdirSync(folder)
    .filter((f) => f.endsWith('.gold'))
    .sort()) {
    const name = file.replace(/\.gold$/, '');
    const manuscript = read(new Uint8Array(fs.readFileSync(path.join(folder, `${name}.docx`))));
    const tagged = tagLocal(manuscript);
    refusedOverlaps += boardOverlaps(tagged);
    const counts = tokenCounts(manuscript, readGold(path.join(folder, file), manuscript), tagged);
    perManuscript.set(name, macroF1(counts));
    perStepByManuscript.set(name, counts);
  }
  return {
    pooled: pool([...perStepByManuscript.values()]),
    perManuscript,
    perStepByManuscript,
    refusedOverlaps,
  };
}
