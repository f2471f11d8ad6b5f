import { describe, expect, it } from 'vitest';
import modelFile from './reference-tagger-model.json' with { type: 'json' };
import { tagTokens } from './tag-tokens.ts';
import type { TaggerModel } from './tagger-model.ts';
import { GROUP_VALUES, tokenFeatures } from './token-features.ts';
import { tokenizeReference } from './tokenize-reference.ts';

const model = modelFile as TaggerModel;
const STRINGS = [
  'Kamenetz F, Tomita T, Hsieh H. APP processing and synaptic function. Neuron. 2003;37(6):925-37.',
  'In Bouma, H., & Elsendoorn, A. G. (Eds.), Working Models of Human Perception, pp. 391-410. Academic Press, London, England.',
  'World Health Organization. Global tuberculosis report 2020. Geneva: WHO; 2020. Available from: https://www.who.int/x',
  'Solon, G. (1999). Chapter 29. In O. Ashenfelter & D. Card (Eds.), Handbook of labor economics (Vol. 3, pp. 1761–1800). London: Elsevier.',
  'x',
];

describe('tagTokens', () => {
  it('decodes the same labels and confidences through the dense rows as through plain feature sums', () => {
    // Twice: the second pass reads the own-row and context caches the first one filled.
    for (const pass of [1, 2]) {
      for (const text of STRINGS) {
        const tokens = tokenizeReference(text);
        const groups = new Int32Array(tokens.length * GROUP_VALUES);
        const fast = tagTokens(model, tokenFeatures(tokens, groups), groups);
        const plain = tagTokens(model, tokenFeatures(tokens));
        expect(fast.labels, `${text} (pass ${pass})`).toEqual(plain.labels);
        fast.confidence.forEach((value, index) => {
          expect(value).toBeCloseTo(plain.confidence[index] as number, 9);
        });
      }
    }
  });

  it('gives every token a confidence between 0 and 1, peaked on clear fields', () => {
    const tokens = tokenizeReference(STRINGS[0] as string);
    const { confidence } = tagTokens(model, tokenFeatures(tokens));
    for (const value of confidence) {
      expect(value).toBeGreaterThan(0);
      expect(value).toBeLessThanOrEqual(1);
    }
    expect(confidence.filter((value) => value > 0.9).length).toBeGreaterThan(tokens.length / 2);
  });
});
