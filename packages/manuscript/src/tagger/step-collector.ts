import { MANUSCRIPT_STEPS, type StepTagging, type StepValue, type TaggedHighlight } from '@galley/contracts';

/**
 * Gathers the tagger's ranges per step. Ranges are trimmed of surrounding spaces (as the board trims a
 * selection), empty ones dropped, and touching ranges of one step in one block merged.
 */
export class StepCollector {
  private readonly ranges = new Map<StepValue, TaggedHighlight[]>();

  add(step: StepValue, block: string, text: string, start: number, end: number, confidence: number): void {
    let from = start;
    let to = end;
    while (from < to && /\s/.test(text[from] ?? '')) from++;
    while (to > from && /\s/.test(text[to - 1] ?? '')) to--;
    if (from >= to) return;
    const list = this.ranges.get(step) ?? [];
    const last = list[list.length - 1];
    if (last && last.block === block && /^\s*$/.test(text.slice(last.end, from))) {
      last.confidence =
        (last.confidence * (last.end - last.start) + confidence * (to - from)) / (to - last.start);
      last.end = to;
    } else list.push({ block, start: from, end: to, confidence });
    this.ranges.set(step, list);
  }

  has(step: StepValue): boolean {
    return (this.ranges.get(step)?.length ?? 0) > 0;
  }

  /** Steps in the vocabulary's order, each with its length-weighted confidence. */
  steps(): StepTagging[] {
    return MANUSCRIPT_STEPS.flatMap(({ value }) => {
      const highlights = this.ranges.get(value);
      if (!highlights?.length) return [];
      const length = highlights.reduce((sum, h) => sum + h.end - h.start, 0);
      const weighted = highlights.reduce((sum, h) => sum + h.confidence * (h.end - h.start), 0);
      const rounded = highlights.map((h) => ({ ...h, confidence: round(h.confidence) }));
      return [{ step: value, highlights: rounded, confidence: round(weighted / length) }];
    });
  }
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}
