import type { ReadAbstract } from '../abstract/read-abstract.ts';
import { isContent } from '../index/shape-words.ts';
import { words } from '../text/words.ts';

/** Corpus facts about a term that the features need: its title rate and whether the index knows it. */
export interface TermFacts {
  rate: number;
  known: boolean;
  idf: number;
}

export const FEATURE_NAMES = [
  'bias',
  'logit title rate',
  'log count',
  'in first sentence',
  'in aim',
  'in conclusion',
  'first position',
  'idf',
  'capitalised inside a sentence',
  'has digit',
  'unknown to the index',
  'length',
] as const;

const AIM =
  /\b(?:aim|purpose|objective|goal|to (?:investigate|determine|evaluate|assess|examine|compare|explore|test)|we (?:investigated|examined|studied|report|describe|present))\b/i;

/**
 * Features of each content word of an abstract for the word model (the chance the word appears in the title). The
 * same function serves training (scripts, with leave-one-out facts) and recommending, so they cannot drift apart.
 */
export function wordFeatures(read: ReadAbstract, facts: (term: string) => TermFacts): Map<string, number[]> {
  const stats = new Map<
    string,
    { count: number; first: number; lead: number; aim: number; end: number; upper: number }
  >();
  const total = Math.max(1, read.sentences.length - 1);
  const last = read.sentences.length - 1;
  for (const sentence of read.sentences) {
    const aim = sentence.part === 'objective' || (sentence.index < 4 && AIM.test(sentence.text)) ? 1 : 0;
    const end =
      sentence.part === 'conclusions' || (sentence.part === 'other' && sentence.index === last) ? 1 : 0;
    for (const word of words(sentence.text)) {
      if (!isContent(word.lower)) continue;
      const known = stats.get(word.lower);
      const upper = word.start > 0 && /\p{Lu}/u.test(word.text) ? 1 : 0;
      if (known) {
        known.count++;
        known.aim = Math.max(known.aim, aim);
        known.end = Math.max(known.end, end);
        known.upper = Math.max(known.upper, upper);
        if (sentence.index === 0) known.lead = 1;
      } else
        stats.set(word.lower, {
          count: 1,
          first: sentence.index / total,
          lead: sentence.index === 0 ? 1 : 0,
          aim,
          end,
          upper,
        });
    }
  }
  const features = new Map<string, number[]>();
  for (const [term, stat] of stats) {
    const fact = facts(term);
    const rate = Math.min(0.999, Math.max(0.001, fact.rate));
    features.set(term, [
      1,
      Math.log(rate / (1 - rate)),
      Math.log(1 + stat.count),
      stat.lead,
      stat.aim,
      stat.end,
      stat.first,
      fact.idf / 10,
      stat.upper,
      /\d/.test(term) ? 1 : 0,
      fact.known ? 0 : 1,
      Math.min(term.length, 20) / 10,
    ]);
  }
  return features;
}

/** The model's probability for one word's features. */
export function wordProbability(weights: readonly number[], features: readonly number[]): number {
  let sum = 0;
  for (let index = 0; index < features.length; index++) sum += (weights[index] ?? 0) * (features[index] ?? 0);
  return 1 / (1 + Math.exp(-sum));
}
