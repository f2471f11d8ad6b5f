import { terms } from '../text/words.ts';
import type { TitleCandidate } from '../types.ts';

// Connectors most titles have; other words the word model has not scored (stopwords, numbers) rarely match.
const LINKS = new Set(['of', 'in', 'and', 'the', 'with', 'a', 'on', 'for', 'to', 'by']);
const LINK_CHANCE = 0.35;
const OTHER_CHANCE = 0.05;
/** Words of a typical published title (the build set's median is 13). */
const TITLE_WORDS = 13;

/**
 * Puts first the candidate with the highest expected word-overlap F1 against the unknown real title: the word model's
 * chances of its words being in the title, over its length plus a typical title's. The rest keep their order; ties keep
 * the earlier candidate. (Chosen over a consensus pick — the candidate most like the others — on the dev split.)
 */
export function likeliestFirst(
  candidates: readonly TitleCandidate[],
  wordScores: ReadonlyMap<string, number>,
): TitleCandidate[] {
  let best = 0;
  let bestScore = -1;
  candidates.forEach((candidate, at) => {
    const score = expectedF1(candidate.title, wordScores);
    if (score > bestScore + 1e-9) {
      best = at;
      bestScore = score;
    }
  });
  const first = candidates[best];
  return first ? [first, ...candidates.filter((_, at) => at !== best)] : [...candidates];
}

function expectedF1(title: string, wordScores: ReadonlyMap<string, number>): number {
  const list = terms(title);
  let hits = 0;
  for (const term of new Set(list))
    hits += wordScores.get(term) ?? (LINKS.has(term) ? LINK_CHANCE : OTHER_CHANCE);
  return (2 * hits) / (list.length + TITLE_WORDS);
}
