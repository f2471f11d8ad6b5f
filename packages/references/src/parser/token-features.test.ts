import { describe, expect, it } from 'vitest';
import {
  CHUNK_SLOTS,
  denseGroupFeatures,
  FEATURE_SLOTS,
  GROUP_VALUES,
  tokenFeatures,
} from './token-features.ts';
import { tokenizeReference } from './tokenize-reference.ts';

const STRINGS = [
  'Kamenetz F, Tomita T, Hsieh H. APP processing and synaptic function. Neuron. 2003;37(6):925-37.',
  'In Bouma, H., & Elsendoorn, A. G. (Eds.), Working Models of Human Perception, pp. 391-410. Academic Press, London, England.',
  'Adams, Nicholson B., “A Spanish Romanticist Parodies Himself,” Proceedings of the Modern Language Association, 45 (1930), pp. 573–77.',
  'Solon, G. (1999). Chapter 29. In O. Ashenfelter & D. Card (Eds.), Handbook of labor economics (Vol. 3, pp. 1761–1800). London: Elsevier. Retrieved from http://www.sciencedirect.com/x',
  'Smith J, Jones K. Title in London: a study. BMJ. 2001 Jan;322(7277):1-5. https://doi.org/10.1136/bmj.322.7277.1',
];

/** The features of every token of the strings, with the dense group rows and own-row keys tokenFeatures wrote. */
function tokensOf(strings: string[]) {
  return strings.flatMap((text) => {
    const tokens = tokenizeReference(text);
    const groups = new Int32Array(tokens.length * GROUP_VALUES);
    const features = tokenFeatures(tokens, groups);
    return tokens.map((_, index) => ({
      features: [...features.subarray(index * FEATURE_SLOTS, (index + 1) * FEATURE_SLOTS)],
      groups: [...groups.subarray(index * GROUP_VALUES, (index + 1) * GROUP_VALUES)],
    }));
  });
}

describe('tokenFeatures', () => {
  it('writes dense slots that are exactly the features of the group rows it names', () => {
    const { a, b } = denseGroupFeatures();
    for (const token of tokensOf(STRINGS)) {
      const dense = [0, 12, 13, 14, 15, 17, 18].map((slot) => token.features[slot]).sort();
      const rows = [...(a[token.groups[0] as number] ?? []), ...(b[token.groups[1] as number] ?? [])].sort();
      expect(rows).toEqual(dense);
    }
  });

  it('gives tokens with the same own-row key the same own features (slots 1, 2, 16 and 20–26)', () => {
    const own = new Map<number, string>();
    for (const token of tokensOf([...STRINGS, ...STRINGS.map((text) => `${text} ${text}`)])) {
      const features = [
        1,
        2,
        16,
        ...token.features.slice(20, CHUNK_SLOTS).filter((feature) => feature >= 0),
      ].map((slot, at) => (at < 3 ? token.features[slot] : slot));
      const key = token.groups[2] as number;
      const known = own.get(key);
      if (known) expect(features.join()).toBe(known);
      else own.set(key, features.join());
    }
    expect(own.size).toBeGreaterThan(50);
  });

  it('tells a title after editors ("(Eds.), Working Models") from one after other words', () => {
    const afterEditors = tokensOf(['Bouma, H. (Eds.), Working Models']).at(-2);
    const afterOther = tokensOf(['Bouma, H. (Refs.), Working Models']).at(-2);
    expect(afterEditors?.features).not.toEqual(afterOther?.features);
    expect(afterEditors?.groups[1]).not.toBe(afterOther?.groups[1]);
  });
});
