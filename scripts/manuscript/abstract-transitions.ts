import {
  ABSTRACT_PARTS,
  type AbstractTransitions,
} from '../../packages/manuscript/src/tagger/abstract-model.ts';
import type { LabelledSentences } from './abstract-training.ts';

/**
 * How the training abstracts move from part to part, as log-probabilities times `scale` (rounded): the first
 * part, the part of each sentence after a sentence of each part (only forwards: backwards steps are never decoded,
 * so they are not counted), the last part. Counts start at one, so an order never seen is unlikely, not impossible.
 */
export function abstractTransitions(
  sequences: readonly LabelledSentences[],
  scale: number,
): AbstractTransitions {
  const parts = ABSTRACT_PARTS.length;
  const start = new Array<number>(parts).fill(1);
  const end = new Array<number>(parts).fill(1);
  const next = Array.from({ length: parts }, (_, from) =>
    Array.from({ length: parts }, (_, to): number => (to >= from ? 1 : 0)),
  );
  const add = (counts: number[] | undefined, at: number) => {
    if (counts) counts[at] = (counts[at] ?? 0) + 1;
  };
  for (const { labels } of sequences) {
    if (!labels.length) continue;
    add(start, labels[0] ?? 0);
    add(end, labels[labels.length - 1] ?? 0);
    labels.forEach((label, i) => {
      const before = labels[i - 1] ?? -1;
      if (i > 0 && label >= before) add(next[before], label);
    });
  }
  const logs = (counts: number[]) => {
    const total = counts.reduce((sum, n) => sum + n, 0);
    return counts.map((n) => (n ? Math.round(Math.log(n / total) * scale) : 0));
  };
  return { start: logs(start), next: next.map(logs), end: logs(end) };
}
