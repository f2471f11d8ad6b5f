import { describe, expect, it } from 'vitest';
import { declarationOfSentence } from './declaration-cues.ts';
import { paragraphDeclaration, readDeclarationParagraph } from './declaration-paragraph.ts';

describe('declaration cues', () => {
  it.each([
    [
      'This work was supported by the National Science Foundation (grant DEB-1234567).',
      'declaration.funding',
    ],
    ['The project was funded by a strategic grant of Example University.', 'declaration.funding'],
    ['J.D. was supported by a PhD studentship from Example University.', 'declaration.funding'],
    [
      'This work was supported by the Fundamental Research Funds for the Central Universities (No. JD1412)',
      'declaration.funding',
    ],
    ['The authors received no specific funding for this work.', 'declaration.funding'],
    [
      'The funders had no role in study design, data collection or the decision to publish.',
      'declaration.funding',
    ],
    ['The authors declare that they have no competing interests.', 'declaration.conflicts_of_interest'],
    ['There are no conflicts of interest to declare.', 'declaration.conflicts_of_interest'],
    [
      'All data and R scripts are publicly available at https://osf.io/abcd/.',
      'declaration.data_availability',
    ],
    [
      'The data are available from the corresponding author upon reasonable request.',
      'declaration.data_availability',
    ],
    [
      'The protocol was approved by the ethics committee of Example Hospital (ref. 12/34).',
      'declaration.ethics',
    ],
    ['A.B. and C.D. designed the study and wrote the manuscript.', 'declaration.author_contributions'],
  ])('%s → %s', (sentence, step) => {
    expect(declarationOfSentence(sentence)).toBe(step);
  });

  it.each([
    'The hypothesis was supported by the data from both sites.',
    'Supplementary data are available at the journal online.',
    'Data were available for 95% of the participants.',
    'We funded nothing and measured leaf area in 40 plots.',
  ])('no declaration in: %s', (sentence) => {
    expect(declarationOfSentence(sentence)).toBeUndefined();
  });
});

describe('paragraphDeclaration', () => {
  const funding =
    'This work was supported by the Example Research Council (grant no. AB-123) and by the Example Foundation.';

  it('takes a funding paragraph out of the acknowledgements', () => {
    expect(paragraphDeclaration(funding, 'main.acknowledgements')).toBe('declaration.funding');
    expect(
      paragraphDeclaration(
        'The authors received no specific funding for this work.',
        'main.acknowledgements',
      ),
    ).toBe('declaration.funding');
  });

  it('leaves a paragraph that thanks people in the acknowledgements, even with a funding sentence', () => {
    const text = `We thank A. Smith and the field team for their help. ${funding}`;
    expect(readDeclarationParagraph(text)).toMatchObject({ step: 'declaration.funding', thanks: true });
    expect(paragraphDeclaration(text, 'main.acknowledgements')).toBeUndefined();
  });

  it('gives a paragraph mixing declarations the one covering most of its words', () => {
    const text = `${funding} The funders had no role in the design of the study or the decision to publish. The authors declare no competing interests.`;
    expect(paragraphDeclaration(text, 'main.acknowledgements')).toBe('declaration.funding');
    const data =
      'All data, analysis scripts and materials of the three experiments reported here are openly available at https://osf.io/xyz1/ and on GitHub. The authors declare no competing interests.';
    expect(paragraphDeclaration(data, 'main.acknowledgements')).toBe('declaration.data_availability');
  });

  it('asks for nearly the whole paragraph outside the acknowledgements', () => {
    expect(paragraphDeclaration(funding, 'main.discussion')).toBe('declaration.funding');
    const mixed = `Warming raised respiration in every plot. ${funding}`;
    expect(paragraphDeclaration(mixed, 'main.acknowledgements')).toBe('declaration.funding');
    expect(paragraphDeclaration(mixed, 'main.discussion')).toBeUndefined();
  });

  it('leaves a paragraph under its own declaration heading alone, and ordinary prose everywhere', () => {
    expect(paragraphDeclaration(funding, 'declaration.funding')).toBeUndefined();
    expect(
      paragraphDeclaration(
        'Our results were supported by the data of both sites and by earlier work.',
        'main.discussion',
      ),
    ).toBeUndefined();
  });
});

describe('paragraphDeclaration under a declaration heading', () => {
  it('keeps a paragraph that states its heading’s declaration, whatever else it states', () => {
    const text =
      'The authors declare no competing interests. This work was supported by the Example Research Council (grant no. AB-123) and by the Example Foundation of the Republic of Somewhere.';
    expect(paragraphDeclaration(text, 'declaration.conflicts_of_interest')).toBeUndefined();
    expect(paragraphDeclaration(text, 'main.acknowledgements')).toBe('declaration.funding');
    expect(paragraphDeclaration('The authors declare no competing interests.', 'declaration.funding')).toBe(
      'declaration.conflicts_of_interest',
    );
  });
});
