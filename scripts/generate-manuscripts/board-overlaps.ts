import { MANUSCRIPT_STEPS, type TagResult } from '@galley/contracts';

const DUPLICATE_FROM = new Map(MANUSCRIPT_STEPS.map((s) => [s.value, s.duplicateFrom]));

/**
 * Highlights of two steps over the same text where neither step may duplicate the other: the confirm board would
 * refuse them, so the tagger must never produce one. Counted on every generated manuscript by the eval.
 */
export function boardOverlaps(result: TagResult): number {
  const all = result.steps.flatMap((s) => s.highlights.map((h) => ({ ...h, step: s.step })));
  let count = 0;
  for (const a of all)
    for (const b of all) {
      if (a === b || a.block !== b.block || a.step >= b.step || a.end <= b.start || b.end <= a.start)
        continue;
      if (DUPLICATE_FROM.get(a.step) !== b.step && DUPLICATE_FROM.get(b.step) !== a.step) count++;
    }
  return count;
}
