import type { Block } from '@galley/contracts';
import type { AbstractModel } from './abstract-model.ts';
import { partLogProbabilities } from './classify-abstract-sentences.ts';
import { splitSentences } from './split-sentences.ts';

// Methods text must outweigh background text by this much (summed log-odds over the section's first paragraphs).
const MIN_GAIN = 3;

/**
 * Whether the text under the heading at `index` (its first three paragraphs, up to the next heading) reads as
 * methods rather than background, by the sentence model without positions: "Survey instrument" after the
 * introduction, in a manuscript with no methods heading, opens the methods when its text describes what was done.
 */
export function readsAsMethods(
  blocks: readonly Block[],
  index: number,
  isHeading: (i: number) => boolean,
  model: AbstractModel,
): boolean {
  const methods = model.labels.indexOf('methods');
  const background = model.labels.indexOf('background');
  let sum = 0;
  let paragraphs = 0;
  for (let i = index + 1; i < blocks.length && paragraphs < 3; i++) {
    const block = blocks[i];
    if (block?.type !== 'paragraph' || !block.text.trim()) continue;
    if (isHeading(i)) break;
    paragraphs++;
    for (const { start, end } of splitSentences(block.text)) {
      const sentence = block.text.slice(start, end);
      if (sentence.split(/\s+/).length < 4) continue;
      const log = partLogProbabilities(sentence, model);
      sum += (log[methods] ?? 0) - (log[background] ?? 0);
    }
  }
  return sum > MIN_GAIN;
}
