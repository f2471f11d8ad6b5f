import { normalizeHeading } from './normalize-heading.ts';

export interface RunInLabel {
  /** The label as written ("Methods"), normalized. */
  label: string;
  /** Where the label starts and where the text after its colon starts. */
  start: number;
  textStart: number;
}

const LABEL = /([\p{Lu}\p{Lo}][\p{L}]*(?:[ ,&/-]+[\p{L}]+){0,5})\s*[:：]\s*/gu;

/**
 * Labels written into running text — "Background: …  Methods: …", "Funding: …" — at the start of the paragraph or
 * of a sentence. `accept` says which labels count, so ordinary colons ("as follows: …") are left alone.
 */
export function findRunInLabels(text: string, accept: (normalized: string) => boolean): RunInLabel[] {
  const labels: RunInLabel[] = [];
  for (const match of text.matchAll(LABEL)) {
    const start = match.index ?? 0;
    const before = text.slice(0, start);
    if (before.trim() && !/(?:[.!?)]\s+|[。！？]\s*)$/.test(before)) continue;
    const label = normalizeHeading(match[1] ?? '');
    if (accept(label)) labels.push({ label, start, textStart: start + match[0].length });
  }
  return labels;
}
