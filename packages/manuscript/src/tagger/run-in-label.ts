import { normalizeHeading } from './normalize-heading.ts';

export interface RunInLabel {
  /** The label as written ("Methods"), normalized. */
  label: string;
  /** Where the label starts and where the text after its colon starts. */
  start: number;
  textStart: number;
}

// Words of at most 40 letters, an apostrophe among the spaces between them ("Authors' conclusions"): a CJK text
// has no spaces, and an unbounded run would be read again from each of its letters (a 20 KB paragraph of Han took
// seconds).
const LABEL =
  /([\p{Lu}\p{Script=Hangul}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]\p{L}{0,40}(?:[ ,&/'’-]+\p{L}{1,40}){0,5})\s*[:：]\s*/gu;

/**
 * Labels written into running text — "Background: …  Methods: …", "Funding: …" — at the start of the paragraph,
 * of a sentence or of a line (after a line break typed with Shift+Enter). `accept` says which labels count, so
 * ordinary colons ("as follows: …") are left alone.
 */
export function findRunInLabels(text: string, accept: (normalized: string) => boolean): RunInLabel[] {
  const labels: RunInLabel[] = [];
  const firstLetter = text.search(/\S/);
  for (const match of text.matchAll(LABEL)) {
    const start = match.index ?? 0;
    // Only the few characters before the label decide (a test anchored at the end of the whole prefix would read
    // the paragraph again for every label).
    const before = text.slice(Math.max(0, start - 8), start);
    if (start > firstLetter && !/(?:[.!?)]\s+|[。！？]\s*|\n[ \t]*)$/.test(before)) continue;
    const label = normalizeHeading(match[1] ?? '');
    if (accept(label)) labels.push({ label, start, textStart: start + match[0].length });
  }
  return labels;
}
