import { describe, expect, it } from 'vitest';
import { toSentenceCase } from './to-sentence-case.ts';
import { toTitleCase } from './to-title-case.ts';

describe('case conversion keeps acronyms, genes, formulas and proper nouns', () => {
  it.each([
    ['The Role of BRCA1 in Breast Cancer', 'The role of BRCA1 in breast cancer'],
    [
      'mRNA Vaccines Against COVID-19 in Alzheimer Disease',
      'mRNA vaccines against COVID-19 in Alzheimer disease',
    ],
    ['Effect of pH and NaCl on H2O Uptake', 'Effect of pH and NaCl on H2O uptake'],
    ['IL-6 Signalling: A New Target', 'IL-6 signalling: A new target'],
  ])('sentence case of %j', (input, expected) => {
    expect(toSentenceCase(input)).toBe(expected);
  });

  it('leaves capitals of a title already in sentence case (they mark proper nouns)', () => {
    const title = 'Dinosaurs of the Kaiparowits Formation in southern Utah and their ecology';
    expect(toSentenceCase(title)).toBe(title);
  });

  it.each([
    ['the role of BRCA1 in long-term breast cancer', 'The Role of BRCA1 in Long-Term Breast Cancer'],
    ['mRNA levels and pH: a study of what to look for', 'mRNA Levels and pH: A Study of What to Look For'],
    // citeproc-js's rules: its longer stop-word list, words with a capital kept, bracketed parts capitalised.
    [
      'transfer between electrodes during loss-of-function in di-(2-ethylhexyl) phthalate and NH(2)-terminal domains',
      'Transfer between Electrodes during Loss-of-Function in Di-(2-Ethylhexyl) Phthalate and NH(2)-Terminal Domains',
    ],
    [
      'ALZHEIMER DISEASE: data from next-generation p-tau217 assays',
      'ALZHEIMER DISEASE: Data from next-Generation p-Tau217 Assays',
    ],
  ])('title case of %j', (input, expected) => {
    expect(toTitleCase(input)).toBe(expected);
  });
});
