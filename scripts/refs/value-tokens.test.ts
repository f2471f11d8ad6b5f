import { describe, expect, it } from 'vitest';
import { FieldScore } from './field-score.ts';
import { addValueTokens } from './value-score.ts';
import { valueTokens } from './value-tokens.ts';

describe('value-level scoring (issue 18)', () => {
  it('leaves out the words that only label a value', () => {
    expect(valueTokens('volume+issue', 'Vol. 12, No. 3')).toEqual(['12', '3']);
    expect(valueTokens('volume+issue', 'v. 24,')).toEqual(['24']);
    expect(valueTokens('volume+issue', 'n° 5, et n° 6,')).toEqual(['5', '6']);
    expect(valueTokens('volume+issue', 'nº 12')).toEqual(['12']);
    expect(valueTokens('pages', 'pp. 1477–81')).toEqual(['1477', '1481']);
    expect(valueTokens('author', 'Smith, J. and Jones, K. et al.')).toEqual(['smith', 'j', 'jones', 'k']);
    expect(valueTokens('container', 'In: Proceedings of the IEEE')).toEqual([
      'proceedings',
      'of',
      'the',
      'ieee',
    ]);
  });

  it('keeps label-like words where they are values', () => {
    expect(valueTokens('title', 'No evidence of harm')).toEqual(['no', 'evidence', 'of', 'harm']);
    expect(valueTokens('volume+issue', '24 Suppl 1')).toEqual(['24', 'suppl', '1']);
  });

  it('reads initialisms as one word and expands page ranges', () => {
    expect(valueTokens('container', 'Proc Natl Acad Sci U S A')).toEqual(
      valueTokens('container', 'Proc. Natl. Acad. Sci. USA'),
    );
    expect(valueTokens('pages', '4769-76')).toEqual(valueTokens('pages', '4769–4776'));
  });

  it('counts words in both as often as both hold them', () => {
    const score = new FieldScore();
    addValueTokens(score, ['12', '3'], ['12', '12']);
    expect([score.tp, score.fp, score.fn]).toEqual([1, 1, 1]);
  });
});
