import { describe, expect, it } from 'vitest';
import { abstractVariants, aimFirst, heldOutVariants, type LabelledSentences } from './abstract-training.ts';
import { seededRandom } from './seeded-random.ts';

// Background 0, methods 1, results 2, conclusions 3: two background sentences, three of each other part.
const abstract: LabelledSentences = {
  labels: [0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3],
  sentences: ['b1', 'b2', 'm1', 'm2', 'm3', 'r1', 'r2', 'r3', 'c1', 'c2', 'c3'],
};

describe('abstract variants for training', () => {
  it('drops the conclusions, the methods, and cuts the parts after the background short', () => {
    const variants = abstractVariants(abstract, seededRandom(1));
    expect(variants).toHaveLength(4);
    const [noConclusions, noMethods, short, shortNoConclusions] = variants;
    expect(noConclusions?.sentences).toEqual(['b1', 'b2', 'm1', 'm2', 'm3', 'r1', 'r2', 'r3']);
    expect(noMethods?.labels).not.toContain(1);
    // The background is kept whole; each other part keeps its first one or two sentences.
    expect(short?.sentences.slice(0, 2)).toEqual(['b1', 'b2']);
    for (const part of [1, 2, 3]) {
      const n = short?.labels.filter((l) => l === part).length ?? 0;
      expect(n).toBeGreaterThanOrEqual(1);
      expect(n).toBeLessThanOrEqual(2);
    }
    expect(shortNoConclusions?.labels).not.toContain(3);
    // Sentences keep their labels and their order.
    for (const variant of variants)
      variant.sentences.forEach((sentence, i) => {
        expect(variant.labels[i]).toBe(abstract.labels[abstract.sentences.indexOf(sentence)]);
      });
  });

  it('leaves out variants with fewer than two parts', () => {
    const twoParts: LabelledSentences = { labels: [0, 3], sentences: ['b', 'c'] };
    expect(abstractVariants(twoParts, seededRandom(1))).toEqual([twoParts, twoParts]);
    const onlyMethodsAndConclusions: LabelledSentences = { labels: [1, 3], sentences: ['m', 'c'] };
    // Without conclusions or methods, one part is left: only the short variant remains.
    expect(abstractVariants(onlyMethodsAndConclusions, seededRandom(1)).map((v) => v.labels)).toEqual([
      [1, 3],
    ]);
  });
});

describe('the abstract opened by its aim', () => {
  const aimed: LabelledSentences = {
    labels: [0, 0, 0, 1, 2, 3],
    sentences: [
      'Noise is everywhere.',
      'Its effect on reading is unclear.',
      'The aim of this study was to measure it.',
      'We tested 40 readers.',
      'Noise slowed reading.',
      'Quiet helps.',
    ],
  };

  it('moves a background that ends on its aim to open with it, every sentence keeping its part', () => {
    expect(aimFirst(aimed)).toEqual({
      labels: [0, 0, 0, 1, 2, 3],
      sentences: [
        'The aim of this study was to measure it.',
        'Noise is everywhere.',
        'Its effect on reading is unclear.',
        'We tested 40 readers.',
        'Noise slowed reading.',
        'Quiet helps.',
      ],
    });
    expect(abstractVariants(aimed, seededRandom(1)).at(-1)?.sentences[0]).toBe(
      'The aim of this study was to measure it.',
    );
  });

  it('makes none when the background does not end on an aim or is that sentence alone', () => {
    expect(aimFirst({ ...aimed, sentences: aimed.sentences.map((s) => s.replace('aim', 'size')) })).toBe(
      undefined,
    );
    expect(aimFirst({ labels: [0, 1], sentences: ['Here we measure noise.', 'We tested 40 readers.'] })).toBe(
      undefined,
    );
    expect(abstractVariants(abstract, seededRandom(1))).toHaveLength(4);
  });
});

describe('held-out variants', () => {
  it('cuts every held-out abstract the same way on every run', () => {
    const sets = heldOutVariants([abstract]);
    expect(Object.keys(sets)).toEqual([
      'full',
      'noConclusions',
      'noMethods',
      'short',
      'shortNoConclusions',
      'aimFirst',
    ]);
    // Its background (b1, b2) states no aim, so it has no aim-first shape.
    expect(sets.aimFirst).toEqual([]);
    expect(sets.full).toEqual([abstract]);
    expect(sets.short?.[0]?.sentences).toEqual(['b1', 'b2', 'm1', 'm2', 'r1', 'r2', 'c1', 'c2']);
    expect(sets.shortNoConclusions?.[0]?.sentences).toEqual(['b1', 'b2', 'm1', 'm2', 'r1', 'r2']);
    expect(heldOutVariants([abstract])).toEqual(sets);
  });
});
