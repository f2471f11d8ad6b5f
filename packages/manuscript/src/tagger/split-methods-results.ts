import type { Paragraph } from '@galley/contracts';
import type { AbstractModel } from './abstract-model.ts';
import { partLogProbabilities } from './classify-abstract-sentences.ts';
import { splitSentences } from './split-sentences.ts';

// Results text must outweigh methods text by this much (summed log-odds) before a section is split.
const MIN_GAIN = 3;

/**
 * A manuscript with a methods section but no results heading ("4. Experimental data and analysis") usually
 * reports its results at the end of that section. Scores each paragraph by how much more it reads like results
 * than methods (the sentence model, without positions) and answers the index from which the paragraphs are
 * results — the split that gains most — or undefined when no split gains enough.
 */
export function findResultsStart(paragraphs: readonly Paragraph[], model: AbstractModel): number | undefined {
  const methods = model.labels.indexOf('methods');
  const results = model.labels.indexOf('results');
  const scores = paragraphs.map((paragraph) => {
    let sum = 0;
    for (const { start, end } of splitSentences(paragraph.text)) {
      const sentence = paragraph.text.slice(start, end);
      if (sentence.split(/\s+/).length < 4) continue;
      const log = partLogProbabilities(sentence, model);
      sum += (log[results] ?? 0) - (log[methods] ?? 0);
    }
    return sum;
  });
  let best: number | undefined;
  let bestGain = MIN_GAIN;
  for (let start = 1; start < paragraphs.length; start++) {
    const gain = scores.slice(start).reduce((a, b) => a + b, 0);
    if (gain > bestGain) {
      bestGain = gain;
      best = start;
    }
  }
  return best;
}
