import type { ReadAbstract } from '../abstract/read-abstract.ts';
import type { TitleIndex } from '../index/load-title-index.ts';
import { wordFeatures, wordProbability } from './word-features.ts';

/**
 * How much each content word of the abstract deserves a place in its title: the word model's chance that it is in
 * the title, from the corpus' rate of that word reaching titles, its count, where the abstract uses it (first
 * sentence, aim, conclusion), its spelling and rarity.
 */
export function scoreWords(read: ReadAbstract, index: TitleIndex): Map<string, number> {
  const scores = new Map<string, number>();
  for (const [term, features] of wordFeatures(read, index.facts))
    scores.set(term, wordProbability(index.wordModel, features));
  return scores;
}
