import { readDocx } from '@galley/manuscript';
import { describe, expect, it } from 'vitest';
import type { ContentPool } from './content-pool.ts';
import { textOf } from './generated-document.ts';
import { drawLayout, HELD_OUT_FAMILIES } from './layout.ts';
import { planManuscript } from './plan-manuscript.ts';
import { Random } from './random.ts';
import { writeDocx } from './write-docx.ts';
import { writeGold } from './write-gold.ts';

// A pool small enough to write here; the real one comes from the shared PubMed data.
const sentence = (part: string, n: number) =>
  `The ${part} sentence number ${n} says something about soil and snow.`;
const parts = ['background', 'methods', 'results', 'conclusions'] as const;
const POOL: ContentPool = {
  abstracts: [
    {
      pmid: '1',
      sections: parts.map((part) => ({ part, text: `${sentence(part, 1)} ${sentence(part, 2)}` })),
    },
  ],
  sentences: Object.fromEntries(
    parts.map((part) => [part, [1, 2, 3].map((n) => sentence(part, n))]),
  ) as ContentPool['sentences'],
  rows: [
    {
      author: 'Doe J',
      title: 'Snow and soil.',
      journal: 'Soil Biol',
      year: '2020',
      volume: '1',
      pages: '1-9',
      doi: '',
    },
  ],
};

describe('generated manuscripts', () => {
  it('are the same for the same seed, and their gold names the reader’s paragraphs', () => {
    const a = planManuscript(POOL, 1234, 'train');
    expect(planManuscript(POOL, 1234, 'train')).toEqual(a);
    const gold = writeGold(a.name, a.family, a.blocks, readDocx(writeDocx(a.blocks)));
    expect(gold).toMatch(/^p\d+ front\.title$/m);
    expect(gold).toMatch(/^p\d+ back\.references$/m);
    expect(gold).toMatch(/^p\d+ (?:abstract\.|sentences )/m);
  });

  it('never draw a held-out family for training, and draw them for half the held-out split', () => {
    const families = (split: 'train' | 'heldout') =>
      Array.from({ length: 200 }, (_, seed) => drawLayout(new Random(seed), split).family);
    expect(families('train').filter((f) => HELD_OUT_FAMILIES.includes(f))).toEqual([]);
    const held = families('heldout').filter((f) => HELD_OUT_FAMILIES.includes(f)).length;
    expect(held).toBeGreaterThan(70);
    expect(held).toBeLessThan(130);
  });

  it("put IEEE's first-page note under the index terms: the institutions sentence is the affiliations", () => {
    const texts = (seed: number) =>
      planManuscript(POOL, seed, 'train').blocks.flatMap((block) =>
        block.kind === 'paragraph' ? [{ text: textOf(block), steps: block.steps }] : [],
      );
    const ieee = Array.from({ length: 300 }, (_, seed) => texts(seed)).filter((blocks) =>
      blocks.some((block) => block.text.startsWith('Index Terms—')),
    );
    expect(ieee.length).toBeGreaterThan(0);
    for (const blocks of ieee) {
      const terms = blocks.findIndex((block) => block.text.startsWith('Index Terms—'));
      const note = blocks.slice(terms + 1).filter((block) => block.text);
      expect(note[0]?.text).toMatch(/^Manuscript received /);
      expect(note[0]?.steps).toEqual([]);
      expect(note[1]?.text).toMatch(/ (?:is|are) with the /);
      expect(note[1]?.steps).toEqual(['front.affiliations']);
      expect(note[2]?.text).toMatch(/^Digital Object Identifier /);
    }
  });
});
