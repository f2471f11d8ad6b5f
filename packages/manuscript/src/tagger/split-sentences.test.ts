import { describe, expect, it } from 'vitest';
import { splitSentences } from './split-sentences.ts';

const sentences = (text: string) => splitSentences(text).map(({ start, end }) => text.slice(start, end));

describe('splitSentences', () => {
  it('keeps the number a paragraph opens with on its first sentence', () => {
    expect(sentences('2. We measured soil respiration. It rose.')).toEqual([
      '2. We measured soil respiration.',
      'It rose.',
    ]);
    expect(sentences('iv. We counted birds. They left.')).toEqual(['iv. We counted birds.', 'They left.']);
    expect(sentences('The north was wet. 2. The south was dry.')).toEqual([
      'The north was wet.',
      '2. The south was dry.',
    ]);
  });

  it('still splits after a number that closes a sentence', () => {
    expect(sentences('The plots numbered 12. We sampled each twice.')).toEqual([
      'The plots numbered 12.',
      'We sampled each twice.',
    ]);
  });
});
