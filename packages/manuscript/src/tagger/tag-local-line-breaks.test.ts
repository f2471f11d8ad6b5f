import { describe, expect, it } from 'vitest';
import { boldP, linesP, p } from '../test-support/build-docx.ts';
import { textsByStep } from '../test-support/steps-by-text.ts';

// Lines an author broke with Shift+Enter inside one paragraph: the keywords under the abstract's text, the
// statements under the thanks.
const FRONT = [
  p('Soil moisture controls nitrogen mineralisation in alpine grasslands'),
  p('Anna Berg, Tomas Novak and Li Wei'),
  p('Department of Ecology, University of Oslo, Oslo, Norway'),
  boldP('Abstract'),
];
const SENTENCES = [
  'Nitrogen mineralisation limits plant growth in alpine grasslands, but how soil moisture controls it is unclear.',
  'We incubated soils from 24 sites at three moisture levels for 28 days and measured net mineralisation.',
  'Mineralisation rose with moisture up to field capacity and fell by 40% beyond it.',
  'Moisture thresholds should be included in models of alpine nitrogen cycling.',
];
const KEYWORDS = 'Keywords: alpine grassland; nitrogen; soil moisture';
const BODY = [
  boldP('Introduction'),
  p('Alpine plants grow in soils poor in available nitrogen, and mineralisation sets their supply.'),
  boldP('Methods'),
  p('Soils were sampled at 24 sites in July 2021 and sieved to 2 mm before incubation.'),
  boldP('Results'),
  p('Net mineralisation differed between moisture levels at every site.'),
  boldP('Discussion'),
  p('Moisture sets an upper limit to the nitrogen supply of alpine soils.'),
];
const REFERENCES = [
  boldP('References'),
  p('Berg A, Novak T (2020) Soil nitrogen in the Alps. Soil Biol Biochem 140:107–115.'),
];

describe('lines broken inside a paragraph', () => {
  it('gives keywords typed on the abstract’s last line, or run on after its last sentence, the keywords step', () => {
    for (const abstract of [linesP(SENTENCES.join(' '), KEYWORDS), p(`${SENTENCES.join(' ')} ${KEYWORDS}`)]) {
      const texts = textsByStep(...FRONT, abstract, ...BODY);
      expect(texts['abstract.keywords']).toEqual([KEYWORDS]);
      expect(texts['abstract.conclusions']).toEqual([SENTENCES[3]]);
    }
  });

  it('ends a structured abstract’s last part before the keywords line', () => {
    const labelled = ['Background: ', 'Methods: ', 'Results: ', 'Conclusions: '].map(
      (l, i) => l + SENTENCES[i],
    );
    const texts = textsByStep(...FRONT, linesP(...labelled, KEYWORDS), ...BODY);
    expect(texts['abstract.conclusions']).toEqual([labelled[3]]);
    expect(texts['abstract.keywords']).toEqual([KEYWORDS]);
  });

  it('leaves an abstract that speaks of key words whole', () => {
    const sentence = 'Key words of the lexicon were rated by 120 speakers for familiarity.';
    const texts = textsByStep(...FRONT, p(`${SENTENCES.slice(0, 3).join(' ')} ${sentence}`), ...BODY);
    expect(texts['abstract.keywords']).toBeUndefined();
  });

  it('gives statements labelled on the lines under the thanks their own steps', () => {
    const thanks = 'We thank the field assistants for help with sampling.';
    const funding = 'Funding: This work was funded by the Research Council of Norway (grant 1234).';
    const interests = 'Competing interests: The authors declare no competing interests.';
    const texts = textsByStep(
      ...FRONT,
      p(SENTENCES.join(' ')),
      ...BODY,
      boldP('Acknowledgements'),
      linesP(thanks, funding, interests),
      ...REFERENCES,
    );
    expect(texts['main.acknowledgements']?.sort()).toEqual(['Acknowledgements', thanks].sort());
    expect(texts['declaration.funding']).toEqual([funding]);
    expect(texts['declaration.conflicts_of_interest']).toEqual([interests]);
  });

  it('ends the abstract at keywords typed inside its paragraph: an introduction with no heading after them is the body', () => {
    const intro = 'Soils hold more carbon than the atmosphere and vegetation together.';
    const steps = textsByStep(
      ...FRONT,
      linesP(SENTENCES.join(' '), KEYWORDS),
      p(intro),
      boldP('Methods'),
      p('Soils were sampled at 24 sites in July 2021.'),
    );
    expect(steps['main.introduction']).toEqual([intro]);
    expect(steps['abstract.keywords']).toEqual([KEYWORDS]);
  });

  it('leaves a labelled line under the keywords, and a "Keywords:" sentence of prose, out of the keywords', () => {
    const abbreviations = 'Abbreviations: N, nitrogen';
    const listed = textsByStep(...FRONT, linesP(SENTENCES.join(' '), KEYWORDS, abbreviations), ...BODY);
    expect(listed['abstract.keywords']).toEqual([KEYWORDS]);
    const prose = 'Keywords: the participants listed five words per image.';
    const texts = textsByStep(
      ...FRONT,
      p(`${SENTENCES.slice(0, 3).join(' ')} ${prose} ${SENTENCES[3]}`),
      ...BODY,
    );
    expect(texts['abstract.keywords']).toBeUndefined();
    expect(texts['abstract.conclusions']).toContain(SENTENCES[3]);
  });

  it('gives statements labelled on the lines under a statement’s heading their own steps', () => {
    const funding = 'This work was funded by the Research Council of Norway (grant 1234).';
    const interests = 'Competing interests: The authors declare no competing interests.';
    const texts = textsByStep(
      ...FRONT,
      p(SENTENCES.join(' ')),
      ...BODY,
      boldP('Funding'),
      linesP(funding, interests),
      ...REFERENCES,
    );
    expect(texts['declaration.funding']?.sort()).toEqual(['Funding', funding].sort());
    expect(texts['declaration.conflicts_of_interest']).toEqual([interests]);
  });
});
