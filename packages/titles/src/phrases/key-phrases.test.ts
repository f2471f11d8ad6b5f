import { describe, expect, it } from 'vitest';
import { readAbstract } from '../abstract/read-abstract.ts';
import { fixtureIndex } from '../test-support/fixture-index.ts';
import { keyPhrases } from './key-phrases.ts';
import { scoreWords } from './score-words.ts';

const index = fixtureIndex();
const phrasesOf = (abstract: string) => {
  const read = readAbstract(abstract);
  return keyPhrases(read, scoreWords(read, index), index, 6);
};

describe('keyPhrases', () => {
  it('finds stopword-bounded phrases, each adding words the earlier ones do not cover', () => {
    const phrases = phrasesOf(
      'Green tea extract lowers blood pressure. We gave green tea extract to adults with hypertension, and blood pressure fell.',
    );
    const lower = phrases.map((phrase) => phrase.lower);
    expect(lower).toEqual(expect.arrayContaining(['green tea extract', 'blood pressure']));
    const terms = phrases.flatMap((phrase) => phrase.terms);
    expect(new Set(terms).size).toBe(terms.length);
  });

  it('keeps a chemical name with brackets whole', () => {
    const phrases = phrasesOf(
      'Rats were fed di(2-ethylhexyl)phthalate for 10 days. Di(2-ethylhexyl)phthalate raised liver weight.',
    );
    const texts = phrases.map((phrase) => phrase.text);
    expect(texts.some((text) => text.toLowerCase() === 'di(2-ethylhexyl)phthalate')).toBe(true);
  });
});
