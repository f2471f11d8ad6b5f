import { describe, expect, it } from 'vitest';
import { readAbstract } from './read-abstract.ts';

describe('readAbstract', () => {
  it('splits a structured abstract into its parts and sentences', () => {
    const read = readAbstract(
      'BACKGROUND: Heat is cheap. It is safe.\nMETHODS: We treated 50 adults, e.g. nurses.\nRESULTS: Pain fell.\nCONCLUSIONS: Heat helps.',
    );
    expect(read.sentences.map((s) => [s.part, s.text])).toEqual([
      ['background', 'Heat is cheap.'],
      ['background', 'It is safe.'],
      ['methods', 'We treated 50 adults, e.g. nurses.'],
      ['results', 'Pain fell.'],
      ['conclusions', 'Heat helps.'],
    ]);
  });

  it('reads an unstructured abstract as one part and finds its abbreviations', () => {
    const read = readAbstract('Chronic obstructive pulmonary disease (COPD) is common. COPD costs much.');
    expect(read.sentences.every((s) => s.part === 'other')).toBe(true);
    expect(read.abbreviations.get('COPD')).toBe('Chronic obstructive pulmonary disease');
  });
});
