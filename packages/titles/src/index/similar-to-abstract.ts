import type { ReadAbstract } from '../abstract/read-abstract.ts';
import { terms } from '../text/words.ts';
import { findSimilar, type SimilarPaper } from './find-similar.ts';
import type { TitleIndex } from './load-title-index.ts';
import { isContent } from './shape-words.ts';

/** The published titles most like the abstract (its content words' counts against the index), whichever engine. */
export function similarToAbstract(read: ReadAbstract, index: TitleIndex, limit = 5): SimilarPaper[] {
  const counts = new Map<string, number>();
  for (const term of terms(read.text)) if (isContent(term)) counts.set(term, (counts.get(term) ?? 0) + 1);
  return findSimilar(counts, index, limit);
}
