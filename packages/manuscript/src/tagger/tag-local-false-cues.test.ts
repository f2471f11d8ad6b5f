import { describe, expect, it } from 'vitest';
import { boldLead, boldP, p, table } from '../test-support/build-docx.ts';
import { stepsByText } from '../test-support/steps-by-text.ts';

// Cues the template layouts taught the tagger (tag-local-generalise.test.ts) where they must not fire: a second
// reader's cases, each once wrong.
const bold = boldP;
const lead = boldLead;
const tbl = table(['Age', '41.2']);
const DONE = 'We measured respiration in 40 plots with a closed chamber between 2018 and 2020.';
const FOUND = 'Respiration was significantly higher under deep snow in all three winters (p = 0.003).';
const ABSTRACT = `Snow cover in alpine meadows is shrinking, and we asked what that does to soil carbon over the winter months when the ground is frozen and covered. ${DONE} ${FOUND} Deep snow keeps soil respiration going through the winter, so shrinking snow cover will change the carbon budgets of alpine meadows in ways that current models do not yet capture well.`;

describe('title pages', () => {
  it('keeps a title naming a school, a centre or a hospital in its own language, and surnames like Escolano', () => {
    for (const title of [
      'Prevalência de obesidade em escolares de São Paulo, Brasil',
      "Prise en charge de la douleur à l'hôpital, une enquête nationale",
      'Klinik, Diagnostik und Therapie der Lyme-Borreliose',
      'Prevalencia de diabetes en un centro de atención primaria de Madrid, 2015–2020',
    ]) {
      const steps = stepsByText(p(title), p('Ana García, Luis Pérez'), p('Universidad de Granada, Spain'));
      expect(steps[title], title).toEqual(['front.title']);
      expect(steps['Ana García, Luis Pérez'], title).toEqual(['front.authors']);
    }
    const steps = stepsByText(p('Snow and soil'), p('María Escolano, Gonzalo Escolar'));
    expect(steps['María Escolano, Gonzalo Escolar']).toEqual(['front.authors']);
  });

  it('reads names before "for the … Study Group" as authors', () => {
    const byline = 'Jane Doe and John Smith for the ABC Study Group';
    expect(stepsByText(p('Snow and soil'), p(byline))[byline]).toEqual(['front.authors']);
  });
});

describe('abstracts', () => {
  it("keeps JAMA's key points box out of the abstract that follows it", () => {
    const steps = stepsByText(
      p('Snow and soil respiration'),
      p('Jane Doe, John Smith'),
      bold('Key Points'),
      lead('Question', 'Does snow depth change winter soil respiration?'),
      lead('Findings', 'In this field study of 40 plots, respiration was higher under deep snow.'),
      bold('Abstract'),
      lead('Importance', 'Snow cover is shrinking.'),
      lead('Results', FOUND),
    );
    expect(
      steps['Findings In this field study of 40 plots, respiration was higher under deep snow.'],
    ).toBeUndefined();
    expect(steps[`Results ${FOUND}`]).toEqual(['abstract.results']);
  });

  it('reads a headless abstract of two paragraphs whole when an Introduction heading comes later', () => {
    const second = 'Shrinking snow cover will change the carbon budgets of alpine meadows.';
    const steps = stepsByText(
      p('Snow and soil respiration'),
      p('Jane Doe, John Smith'),
      p(ABSTRACT),
      p(second),
      p('Keywords: snow; soil'),
      p('1. Introduction'),
      p('Snow insulates soils.'),
    );
    expect(steps[second]?.every((step) => step.startsWith('abstract.'))).toBe(true);
  });

  it('keeps the lines after "Keywords:" as keywords only while they are single keywords', () => {
    const prose = 'Snow insulates soils in winter, and soil respiration goes on under it.';
    const steps = stepsByText(
      p('Snow and soil respiration'),
      p('Jane Doe, John Smith'),
      bold('Abstract'),
      p(ABSTRACT),
      p('Keywords:'),
      p('snow'),
      p('Word count: 4500'),
      p(prose),
    );
    expect(steps.snow).toEqual(['abstract.keywords']);
    expect(steps['Word count: 4500']).not.toEqual(['abstract.keywords']);
    expect(steps[prose]).toEqual(['main.introduction']);
  });
});

describe('the body', () => {
  const INTRO = [bold('Introduction'), p('Snow insulates soils in winter.')];

  it('reads bold words opening results or discussion paragraphs as prose, not as statements', () => {
    const texts = {
      availability: 'Availability Participants said clinics were too far away.',
      disclosure: 'Disclosure Most women had told their partner.',
      funding: 'Funding agencies should support long-term plots.',
    };
    const steps = stepsByText(
      ...INTRO,
      bold('Results'),
      lead('Availability', 'Participants said clinics were too far away.'),
      lead('Disclosure', 'Most women had told their partner.'),
      bold('Discussion'),
      lead('Funding', 'agencies should support long-term plots.'),
    );
    expect(steps[texts.availability]).toEqual(['main.results']);
    expect(steps[texts.disclosure]).toEqual(['main.results']);
    expect(steps[texts.funding]).toEqual(['main.discussion']);
    // An unspaced en dash joins words; it ends no label.
    const joined = 'Funding–related constraints limited the number of plots.';
    expect(stepsByText(...INTRO, bold('Discussion'), p(joined))[joined]).toEqual(['main.discussion']);
  });

  it('keeps a bold "Notes" under a table and the text after it in the results', () => {
    const later = 'Respiration also rose with soil temperature.';
    const steps = stepsByText(
      ...INTRO,
      bold('Results'),
      p(FOUND),
      tbl,
      bold('Notes'),
      p(later),
      bold('Discussion'),
    );
    expect(steps[later]).toEqual(['main.results']);
  });

  it('keeps related work and a framework where they sit when they do not follow the introduction', () => {
    const related = 'Earlier studies measured respiration only in summer.';
    const steps = stepsByText(...INTRO, bold('Results'), p(FOUND), bold('Related work'), p(related));
    expect(steps[related]).toEqual(['main.results']);
    const framework = 'We follow the supply-and-demand model of soil carbon.';
    const inMethods = stepsByText(
      ...INTRO,
      p('2. Methods'),
      p('2.1 Conceptual framework'),
      p(framework),
      p('3. Results'),
    );
    expect(inMethods[framework]).toEqual(['main.materials_and_methods']);
  });

  it("reads Nature's 'Main' as the introduction, and a first section straight after the abstract as the introduction's", () => {
    const why = 'Winter matters for carbon budgets.';
    for (const first of ['Main', 'Why winter matters']) {
      const steps = stepsByText(
        p('Snow and soil respiration'),
        p('Jane Doe, John Smith'),
        p(ABSTRACT),
        bold(first),
        p(why),
        bold('Snow depth predicts respiration'),
        p(FOUND),
        bold('Discussion'),
        p('Deep snow matters.'),
        bold('Methods'),
        p(DONE),
      );
      expect(steps[why], first).toEqual(['main.introduction']);
      expect(steps[FOUND], first).toEqual(['main.results']);
    }
  });
});
