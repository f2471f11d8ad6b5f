import type { TokenLabel } from './token-labels.ts';

/** The first run of `label` in `labels`, first and last token index inclusive; undefined when there is none. */
export function firstRun(
  labels: readonly TokenLabel[],
  label: TokenLabel,
): { start: number; end: number } | undefined {
  const start = labels.indexOf(label);
  if (start < 0) return undefined;
  let end = start;
  while (labels[end + 1] === label) end++;
  return { start, end };
}
