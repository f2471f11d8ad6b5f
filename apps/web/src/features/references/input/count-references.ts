import { REFERENCE_LIMITS, splitReferenceList } from '@galley/references/split';

export type SplitMode = 'auto' | 'lines' | 'blank-lines';

/** What the text box says under itself while the author types. */
export interface ReferenceCount {
  /** References found, before the limit. */
  found: number;
  /** Over the 250 limit: only the first `max` will be kept. */
  truncated: boolean;
  max: number;
  /** 1-based lines whose list number repeats an earlier one ('Duplicated No.'). */
  duplicatedLines: number[];
}

// The splitter reports the count before truncation only in its sentence ("…; 312 were found, …").
const FOUND = /(\d+) were found/;

/**
 * Counts the references in pasted text with the engine's own splitter (the server cuts the list the same
 * way), so the count, the 250 limit and duplicated numbers are known before anything is sent.
 */
export function countReferences(text: string, split: SplitMode = 'auto'): ReferenceCount {
  const max = REFERENCE_LIMITS.maxTextReferences;
  const { entries, warnings } = splitReferenceList(text, { split });
  const tooMany = warnings.find((warning) => warning.code === 'too_many_references');
  const found = tooMany ? Number(FOUND.exec(tooMany.message)?.[1] ?? entries.length) : entries.length;
  const duplicatedLines = warnings
    .filter((warning) => warning.code === 'duplicated_number')
    .map((warning) => warning.line ?? 0)
    .filter((line) => line > 0);
  return { found, truncated: found > max, max, duplicatedLines };
}
