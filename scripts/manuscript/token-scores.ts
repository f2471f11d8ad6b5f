import type { Manuscript, StepValue, TagResult } from '@galley/contracts';
import type { GoldSpan } from './read-gold.ts';

export interface StepCounts {
  truePositive: number;
  falsePositive: number;
  falseNegative: number;
}

/**
 * Token-level counts per step for one manuscript: every whitespace-separated token of a body paragraph counts once
 * for each step its gold spans give it and once for each step the tagger's highlights give it.
 */
export function tokenCounts(
  manuscript: Manuscript,
  gold: readonly GoldSpan[],
  result: TagResult,
): Map<StepValue, StepCounts> {
  const counts = new Map<StepValue, StepCounts>();
  const count = (step: StepValue) => {
    const known = counts.get(step) ?? { truePositive: 0, falsePositive: 0, falseNegative: 0 };
    counts.set(step, known);
    return known;
  };
  const goldBy = group(gold.map((g) => ({ block: g.block, start: g.start, end: g.end, steps: g.steps })));
  const predictedBy = group(
    result.steps.flatMap((s) =>
      s.highlights.map((h) => ({ block: h.block, start: h.start, end: h.end, steps: [s.step] })),
    ),
  );
  for (const block of manuscript.blocks) {
    if (block.type !== 'paragraph') continue;
    for (const token of block.text.matchAll(/\S+/g)) {
      const at = token.index ?? 0;
      const truth = stepsAt(goldBy.get(block.id), at);
      const guess = stepsAt(predictedBy.get(block.id), at);
      for (const step of truth)
        if (guess.has(step)) count(step).truePositive++;
        else count(step).falseNegative++;
      for (const step of guess) if (!truth.has(step)) count(step).falsePositive++;
    }
  }
  return counts;
}

type Span = { block: string; start: number; end: number; steps: StepValue[] };

function group(spans: Span[]): Map<string, Span[]> {
  const by = new Map<string, Span[]>();
  for (const span of spans) by.set(span.block, [...(by.get(span.block) ?? []), span]);
  return by;
}

function stepsAt(spans: Span[] | undefined, at: number): Set<StepValue> {
  return new Set((spans ?? []).filter((s) => s.start <= at && at < s.end).flatMap((s) => s.steps));
}

export function f1({ truePositive, falsePositive, falseNegative }: StepCounts): number {
  return truePositive === 0 ? 0 : (2 * truePositive) / (2 * truePositive + falsePositive + falseNegative);
}
