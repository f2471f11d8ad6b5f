import { describe, expect, it } from 'vitest';
import { boldLead, boldP, p } from '../test-support/build-docx.ts';
import { stepsByText } from '../test-support/steps-by-text.ts';

// Springer's layout (probe manuscript): a byline with a spaced middle dot between names, bold labels with no colon
// for the abstract's parts, the keywords and every statement, and the "Declarations" block.
const TITLE = 'Soil moisture memory and drought propagation in Mediterranean catchments';
const BYLINE = 'Lucía Herrera1 · Marco Bianchi2 · Elif Yılmaz1';
const FRONT = [
  p(TITLE),
  p(BYLINE),
  p('1 Instituto de Ciencias Agrarias, CSIC, Madrid, Spain'),
  boldP('Abstract'),
  boldLead('Purpose', 'Soil moisture carries the memory of past rainfall.'),
  boldLead('Methods', 'We analysed 20 years of soil moisture from 46 stations.'),
  boldLead('Results', 'Memory lasted 18 to 64 days and was longest under clay soils.'),
  boldLead('Conclusion', 'Soil texture and season control how long droughts persist.'),
];
const KEYWORDS = 'Keywords Soil moisture · Drought · Memory · Mediterranean';
const BODY = [
  boldP('1 Introduction'),
  p('Droughts in the Mediterranean are becoming longer and more intense.'),
  boldP('2 Materials and methods'),
  p('The 46 stations lie in Spain, Italy and Turkey.'),
  boldP('3 Results'),
  p('Memory timescales ranged from 18 to 64 days.'),
  boldP('4 Discussion'),
  p('Our results show that soil texture controls drought persistence.'),
  boldP('5 Conclusions'),
  p('Soil moisture memory should be included in drought early warning.'),
];
const REFERENCES = [
  boldP('References'),
  p('Koster RD, Suarez MJ (2001) Soil moisture memory in climate models. J Hydrometeorol 2:558–570'),
];

describe("Springer's layout", () => {
  it('reads a byline with spaced middle dots as the authors, and a bold "Keywords" label as the keywords', () => {
    const steps = stepsByText(...FRONT, boldLead('Keywords', KEYWORDS.slice(9)), ...BODY, ...REFERENCES);
    expect(steps[TITLE]).toEqual(['front.title']);
    expect(steps[BYLINE]).toEqual(['front.authors']);
    expect(steps[KEYWORDS]).toEqual(['abstract.keywords']);
    expect(steps['Conclusion Soil texture and season control how long droughts persist.']).toEqual([
      'abstract.conclusions',
    ]);
  });

  it('opens the appendix or an untagged section at a bold label past the main text', () => {
    const supplement = 'The online version contains supplementary material.';
    const note = 'Springer Nature remains neutral with regard to jurisdictional claims.';
    const steps = stepsByText(
      ...FRONT,
      boldLead('Keywords', KEYWORDS.slice(9)),
      ...BODY,
      boldLead('Supplementary Information', supplement),
      boldLead('Acknowledgements', 'We thank the station operators.'),
      boldP('Declarations'),
      boldLead('Competing interests', 'The authors declare no competing interests.'),
      boldLead('Consent to participate', 'Not applicable.'),
      ...REFERENCES,
      boldLead("Publisher's Note", note),
    );
    expect(steps[`Supplementary Information ${supplement}`]).toEqual(['back.appendix']);
    expect(steps['Acknowledgements We thank the station operators.']).toEqual(['main.acknowledgements']);
    expect(steps['Consent to participate Not applicable.']).toEqual(['declaration.ethics']);
    expect(steps[`Publisher's Note ${note}`]).toBeUndefined();
  });

  it('reads a label giving two names of one statement', () => {
    const text = 'Conflicts of interest/Competing interests Not applicable.';
    const steps = stepsByText(
      ...FRONT,
      ...BODY,
      boldLead('Conflicts of interest/Competing interests', 'Not applicable.'),
      ...REFERENCES,
    );
    expect(steps[text]).toEqual(['declaration.conflicts_of_interest']);
    const headed = stepsByText(
      ...FRONT,
      ...BODY,
      boldP('Conflicts of interest/Competing interests'),
      p('Not applicable.'),
      ...REFERENCES,
    );
    expect(headed['Not applicable.']).toEqual(['declaration.conflicts_of_interest']);
  });

  it("reads a heading or label typed with Word's curly apostrophe ('Authors’ contributions')", () => {
    const roles = 'LH and MB designed the study. All authors read and approved the final manuscript.';
    const headed = stepsByText(...FRONT, ...BODY, boldP('Authors’ contributions'), p(roles), ...REFERENCES);
    expect(headed['Authors’ contributions']).toEqual(['declaration.author_contributions']);
    expect(headed[roles]).toEqual(['declaration.author_contributions']);
    const label = stepsByText(...FRONT, ...BODY, boldLead('Authors’ contributions:', roles), ...REFERENCES);
    expect(label[`Authors’ contributions: ${roles}`]).toEqual(['declaration.author_contributions']);
    const note = 'The publisher remains neutral with regard to jurisdictional claims.';
    const publisher = stepsByText(...FRONT, ...BODY, ...REFERENCES, boldLead('Publisher’s Note', note));
    expect(publisher[`Publisher’s Note ${note}`]).toBeUndefined();
  });

  it('keeps a bold label that names no end matter inside its section, a legend or the conclusions', () => {
    const after = 'Drought early warning should include soil moisture memory.';
    const conclusions = stepsByText(
      ...FRONT,
      ...BODY,
      boldLead('Key points', 'Memory is longest under clay soils.'),
      p(after),
      ...REFERENCES,
    );
    expect(conclusions['Key points Memory is longest under clay soils.']).toEqual(['main.conclusions']);
    expect(conclusions[after]).toEqual(['main.conclusions']);
    const legends = stepsByText(
      ...FRONT,
      ...BODY,
      ...REFERENCES,
      p('Fig. 1 Soil moisture memory at the 46 stations.'),
      boldLead('Abbreviations', 'SM, soil moisture; AR, autoregressive.'),
    );
    expect(legends['Abbreviations SM, soil moisture; AR, autoregressive.']).toEqual(['back.figure_legends']);
  });

  it('keeps a bold label inside the main text as prose', () => {
    const prose = 'Abbreviations used in the tables follow the WMO glossary.';
    const steps = stepsByText(...FRONT, ...BODY.slice(0, 4), boldLead('Notes', prose), ...BODY.slice(4));
    expect(steps[`Notes ${prose}`]).toEqual(['main.materials_and_methods']);
  });
});
