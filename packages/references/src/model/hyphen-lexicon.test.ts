import { describe, expect, it } from 'vitest';
import { readText } from '../readers/read-text.ts';
import { splitReferenceList } from '../readers/split-reference-list.ts';
import { type HyphenLexicon, lexiconJoint } from './hyphen-lexicon.ts';
import { joinLineBreakHyphens } from './line-break-hyphens.ts';
import { shippedHyphenLexicon } from './shipped-hyphen-lexicon.ts';

const lexicon: HyphenLexicon = {
  compounds: new Set(['case-control', 'long-term']),
  words: new Set([
    'hypertrophy',
    'burden',
    'water',
    'soluble',
    'car',
    'ter',
    'son',
    'net',
    'study',
    'photo',
    'periods',
  ]),
  prefixes: new Set(['photo']),
};

describe('lexiconJoint', () => {
  it('keeps the hyphen of a compound it has seen hyphenated, joins a word it knows whole', () => {
    expect(lexiconJoint(lexicon, 'case', 'control')).toBe('-');
    expect(lexiconJoint(lexicon, 'Long', 'term')).toBe('-');
    expect(lexiconJoint(lexicon, 'hypertro', 'phy')).toBe('');
    expect(lexiconJoint(lexicon, 'Bur', 'den')).toBe('');
  });

  it('keeps the hyphen between two words it knows apart in small letters, and leaves the rest to the rules', () => {
    expect(lexiconJoint(lexicon, 'water', 'soluble')).toBe('-');
    expect(lexiconJoint(lexicon, 'son', 'net')).toBeUndefined();
    expect(lexiconJoint(lexicon, 'Car', 'ter')).toBeUndefined();
    expect(lexiconJoint(lexicon, 'photo', 'periods')).toBeUndefined();
    expect(lexiconJoint(lexicon, 'gree', 'nough')).toBeUndefined();
  });
});

describe('line-break hyphens with a lexicon', () => {
  it('decides the breaks the lexicon knows and leaves names, links and the rest to the rules', () => {
    const text =
      'A case-\ncontrol study of Glial hypertro-\nphy by J. Car-\nter and Berends-\nvan der Meer on the son-\nnet';
    expect(joinLineBreakHyphens(text, lexicon)).toBe(
      'A case-control study of Glial hypertrophy by J. Carter and Berends-van der Meer on the sonnet',
    );
    // Without it, the rules join the compound as a word broken in two.
    expect(joinLineBreakHyphens('A case-\ncontrol study')).toBe('A casecontrol study');
    expect(joinLineBreakHyphens('https://www.who.int/case-\ncontrol', lexicon)).toBe(
      'https://www.who.int/case-control',
    );
  });

  it('ships a lexicon that knows the compounds and words of research titles', () => {
    const shipped = shippedHyphenLexicon();
    expect(joinLineBreakHyphens('a case-\ncontrol study of cost-\neffectiveness', shipped)).toBe(
      'a case-control study of cost-effectiveness',
    );
    expect(joinLineBreakHyphens('the global bur-\nden of hypertro-\nphy', shipped)).toBe(
      'the global burden of hypertrophy',
    );
  });

  it("reads a pasted list with the shipped lexicon on the server, with the rules alone in the browser's count", () => {
    const text = [
      '1. Smith J, Jones K. A case-',
      'control study of the global bur-',
      'den of stroke in the elderly. Lancet 2001;3:1-2.',
      '2. Lee A. Another paper title on something else. BMJ 2002;4:5-6.',
    ].join('\n');
    expect(readText(text).items[0]?.title).toBe(
      'A case-control study of the global burden of stroke in the elderly',
    );
    const counted = splitReferenceList(text);
    expect(counted.entries).toHaveLength(2);
    expect(counted.entries[0]?.text).toContain('casecontrol study of the global burden');
  });
});
