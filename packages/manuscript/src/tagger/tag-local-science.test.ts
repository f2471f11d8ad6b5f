import { describe, expect, it } from 'vitest';
import { boldP, p } from '../test-support/build-docx.ts';
import { highlightsByText, stepsByText } from '../test-support/steps-by-text.ts';

// Science's manuscript layout (probe manuscript): a one-sentence summary, the abstract as one paragraph with its
// label run in, a main text with no headings, one closing paragraph of run-in statements, and the list of what
// the supplement holds.
const TITLE = 'Ancient DNA reveals the timing of cattle domestication in the Near East';
const ABSTRACT =
  'Abstract: Cattle were domesticated in the Near East, but when and how remain debated. We sequenced the genomes of 120 ancient cattle from 24 sites. Domestic cattle diverged from wild aurochs about 10,500 years ago. Domestication was protracted and involved continued interbreeding with wild populations.';
const SUMMARY =
  'One-sentence summary: Genomes of 120 ancient cattle date domestication to about 10,500 years ago.';
const MAIN = 'The domestication of cattle transformed human societies across Eurasia and Africa.';
const FRONT = [
  p(TITLE),
  p('Leila Haddad1, Tomás Ferreira2, Greta Lindholm1,3*'),
  p('1Department of Archaeology, University of Cambridge, Cambridge, UK.'),
  p(SUMMARY),
  p(ABSTRACT),
  p(MAIN),
  p('We find that domestic cattle diverged from aurochs about 10,500 years ago (Fig. 1).'),
  boldP('References and Notes'),
  p(
    '1. M. A. Zeder, Domestication and early agriculture. Proc. Natl. Acad. Sci. U.S.A. 105, 11597–11604 (2008).',
  ),
];
const STATEMENTS =
  'Acknowledgments: We thank the museums that provided samples. Funding: European Research Council grant 123456. Author contributions: L.H. and G.L. designed the study. Competing interests: The authors declare none.';

describe("Science's manuscript layout", () => {
  it('ends an abstract given with its label run in at the next paragraph; skips the one-sentence summary', () => {
    const steps = stepsByText(...FRONT);
    expect(steps[SUMMARY]).toBeUndefined();
    expect(steps[ABSTRACT]?.every((step) => step.startsWith('abstract.'))).toBe(true);
    expect(steps[MAIN]).toEqual(['main.introduction']);
  });

  it('splits a paragraph of run-in statements into each statement', () => {
    const highlights = highlightsByText(...FRONT, p(STATEMENTS));
    const at = (label: string) => STATEMENTS.indexOf(label);
    expect(highlights[STATEMENTS]).toEqual(
      [
        `main.acknowledgements[0-${at(' Funding:')}]`,
        `declaration.funding[${at('Funding:')}-${at(' Author contributions:')}]`,
        `declaration.author_contributions[${at('Author contributions:')}-${at(' Competing')}]`,
        `declaration.conflicts_of_interest[${at('Competing')}-${STATEMENTS.length}]`,
      ].sort(),
    );
  });

  it('keeps the list of what the supplement holds in the supplement', () => {
    const steps = stepsByText(
      ...FRONT,
      boldP('Supplementary Materials'),
      p('Materials and Methods'),
      p('Figs. S1 to S12'),
    );
    expect(steps['Materials and Methods']).toEqual(['back.appendix']);
    expect(steps['Figs. S1 to S12']).toEqual(['back.appendix']);
    // A methods section after the references (Nature's layout) is still the methods.
    const nature = stepsByText(...FRONT, boldP('Methods'), p('Cattle bones were sampled in 24 sites.'));
    expect(nature['Cattle bones were sampled in 24 sites.']).toEqual(['main.materials_and_methods']);
  });

  it('keeps an abstract with its label run in going when it shows it goes on', () => {
    const second = 'Domestication was protracted and involved continued interbreeding.';
    const withKeywords = stepsByText(
      p(TITLE),
      p('Leila Haddad1, Tomás Ferreira2'),
      p('Abstract: Cattle were domesticated in the Near East. We sequenced 120 ancient genomes.'),
      p(second),
      p('Keywords: cattle; domestication; ancient DNA'),
      p(MAIN),
    );
    expect(withKeywords[second]?.every((step) => step.startsWith('abstract.'))).toBe(true);
    expect(withKeywords[MAIN]).toEqual(['main.introduction']);
    const results = 'Methods and results Domestic cattle diverged from aurochs about 10,500 years ago.';
    for (const opening of [
      'Aims: To date cattle domestication.',
      'Objective To date cattle domestication.',
    ]) {
      const steps = stepsByText(
        p(TITLE),
        p('Leila Haddad1, Tomás Ferreira2'),
        p(`Abstract: ${opening}`),
        p(results),
      );
      expect(
        steps[results]?.every((step) => step.startsWith('abstract.')),
        opening,
      ).toBe(true);
    }
  });

  it('reads a title that opens with a label no step takes as the title when the byline follows', () => {
    const title = 'Peer review: a flawed process at the heart of science and journals';
    const steps = stepsByText(p(title), p('Leila Haddad1, Tomás Ferreira2'), ...FRONT.slice(2));
    expect(steps[title]).toEqual(['front.title']);
  });

  it('reads a bracketed name as a translation only across scripts, and a plain-line section under the supplement', () => {
    const sensitivity = 'Excluding the earliest sites did not change the estimates.';
    const steps = stepsByText(
      ...FRONT.slice(0, 5),
      boldP('Introduction'),
      p(MAIN),
      boldP('Results'),
      p('Domestic cattle diverged about 10,500 years ago.'),
      p('Sensitivity analyses (Supplementary Methods)', '<w:pStyle w:val="Heading2"/>'),
      p(sensitivity),
    );
    expect(steps[sensitivity]).toEqual(['main.results']);
    const methods =
      'Bones were sampled in 24 sites and DNA was extracted in a clean room. Libraries were sequenced.';
    const supplement = stepsByText(...FRONT, p('Supplementary Information'), p('Methods'), p(methods));
    expect(supplement[methods]).toEqual(['main.materials_and_methods']);
  });
});
