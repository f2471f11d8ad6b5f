import { describe, expect, it } from 'vitest';
import { boldP, linesP, p } from '../test-support/build-docx.ts';
import { stepsByText } from '../test-support/steps-by-text.ts';

// Title pages typed line by line, Enter pressed where a line should only break.
const BYLINE = 'Tomás Rossi, Rafael Müller and Sofia Zhang';
const AFFILIATION = 'Department of Genetics, University of Cape Town, Cape Town, South Africa';
const ABSTRACT =
  'Irritability is common in children and adolescents and is listed as a criterion of depression in youth, yet ' +
  'little is known about how often it comes with depression and what follows it. We interviewed 1420 children ' +
  'of a community cohort each year from the age of nine to sixteen with a structured psychiatric interview. ' +
  'Irritable mood was reported by one in ten children with depression and was linked with later anxiety. ' +
  'Irritability in depressed youth deserves attention in its own right in research and in the clinic.';
const BODY = [
  boldP('Introduction'),
  p('Irritable mood is a criterion of depression in youth.'),
  boldP('Methods'),
  p('We used the interviews of a longitudinal cohort.'),
];

describe('a title typed over two paragraphs', () => {
  it('takes the second line whatever it reads like on its own, when the first ends open or the second opens mid-sentence', () => {
    const cases: [string, string][] = [
      // Ends on a comma; the second line names a study like an institution.
      [
        'Irritable mood as a symptom of depression in youth: prevalence,',
        'developmental, and clinical correlates in the Great Smoky Mountains Study',
      ],
      // Ends on "in"; the second line reads like a place.
      ['Outcomes of hip fracture surgery in', 'Hospital Clínic de Barcelona, Spain'],
      // The second line opens in lower case.
      ['Sleep and mood among shift workers', 'at the University Hospital of Zurich, Switzerland'],
    ];
    for (const [first, second] of cases) {
      const steps = stepsByText(
        p(first),
        p(second),
        p(BYLINE),
        p(AFFILIATION),
        boldP('Abstract'),
        p(ABSTRACT),
        ...BODY,
      );
      expect(steps[first], first).toEqual(['front.title']);
      expect(steps[second], second).toEqual(['front.title']);
      expect(steps[BYLINE], first).toEqual(['front.authors']);
      expect(steps[AFFILIATION], first).toEqual(['front.affiliations']);
    }
  });

  it('leaves a byline opening on a particle to the byline, and an affiliation under a closed title to the affiliations', () => {
    const title = 'Irritable mood as a symptom of depression in youth';
    const byline = 'van der Berg J, de Vries K, Smith A';
    const steps = stepsByText(p(title), p(byline), p(AFFILIATION), boldP('Abstract'), p(ABSTRACT), ...BODY);
    expect(steps[title]).toEqual(['front.title']);
    expect(steps[byline]).toEqual(['front.authors']);
    const underClosed = stepsByText(p(title), p(AFFILIATION), boldP('Abstract'), p(ABSTRACT), ...BODY);
    expect(underClosed[AFFILIATION]).toEqual(['front.affiliations']);
  });
});

describe('a title whose second line names an institution', () => {
  it('takes the line under the title as the title when it runs on in lower-case words before the byline', () => {
    const first =
      'Potential spreading risks and disinfection challenges of medical wastewater by the presence of Severe';
    const second =
      'Acute Respiratory Syndrome Coronavirus 2 (SARS-CoV-2) viral RNA in septic tanks of Fangcang Hospital';
    const steps = stepsByText(
      p(first),
      p(second),
      p('August 12, 2020'),
      p(BYLINE),
      p(AFFILIATION),
      boldP('Abstract'),
      p(ABSTRACT),
      ...BODY,
    );
    expect(steps[first]).toEqual(['front.title']);
    expect(steps[second]).toEqual(['front.title']);
    expect(steps[BYLINE]).toEqual(['front.authors']);
  });

  it('leaves an institution named on its own under the title to the affiliations', () => {
    const title = 'Irritable mood as a symptom of depression in youth';
    const department = 'Department of Psychiatry and Behavioral Sciences';
    const steps = stepsByText(p(title), p(department), p(BYLINE), boldP('Abstract'), p(ABSTRACT), ...BODY);
    expect(steps[title]).toEqual(['front.title']);
    expect(steps[department]).toEqual(['front.affiliations']);
  });

  it('leaves an affiliation without a comma that opens on its institution to the affiliations, in any language', () => {
    const title = 'Irritable mood as a symptom of depression in youth';
    for (const institution of [
      'Laboratoire de physique des solides et des matériaux',
      'Departamento de medicina preventiva y salud pública',
      'Università degli studi di medicina',
    ]) {
      const steps = stepsByText(p(title), p(institution), p(BYLINE), boldP('Abstract'), p(ABSTRACT), ...BODY);
      expect(steps[title], institution).toEqual(['front.title']);
      expect(steps[institution], institution).toEqual(['front.affiliations']);
    }
  });

  it('keeps a second title line that opens on an institution noun used in the title', () => {
    for (const [title, second] of [
      [
        'Antimicrobial resistance in Klebsiella pneumoniae isolates',
        'Hospital wastewater samples collected in three cities of Kenya',
      ],
      [
        'Prevalence of depression and anxiety among medical and nursing students',
        'University entrance examinations as a source of stress in rural China',
      ],
    ] as const) {
      const steps = stepsByText(p(title), p(second), p(BYLINE), boldP('Abstract'), p(ABSTRACT), ...BODY);
      expect(steps[second], second).toEqual(['front.title']);
      expect(steps[BYLINE], second).toEqual(['front.authors']);
    }
  });

  it('keeps the byline under a title that ends on "the British" or "the American"', () => {
    for (const title of ['Empire, medicine and the British', 'Is soccer becoming the American']) {
      const steps = stepsByText(p(title), p(BYLINE), p(AFFILIATION), boldP('Abstract'), p(ABSTRACT), ...BODY);
      expect(steps[BYLINE], title).toEqual(['front.authors']);
    }
  });

  it("still takes the line under the title when the title breaks inside the institution's name", () => {
    const first =
      "Toward defining the preclinical stages of Alzheimer's disease: recommendations from the National";
    const second = "Institute on Aging-Alzheimer's Association workgroups on diagnostic guidelines";
    const steps = stepsByText(p(first), p(second), p(BYLINE), boldP('Abstract'), p(ABSTRACT), ...BODY);
    expect(steps[second]).toEqual(['front.title']);
    expect(steps[BYLINE]).toEqual(['front.authors']);
  });
});

describe('a running title below the abstract', () => {
  it('takes the label and the one line under it; the prose after them is the introduction', () => {
    const title = 'Diverse echocardiographic changes in hypoxia';
    const running = 'Echocardiography in hypoxia';
    const prose =
      'Depression is common in dementia but the evidence base for treatment is sparse. Few trials have been done.';
    const more = 'Activated microglia have a key role in the immune response of the brain.';
    const steps = stepsByText(
      p(title),
      p(BYLINE),
      p(AFFILIATION),
      p(ABSTRACT),
      p('Running Title'),
      p(running),
      p(prose),
      p(more),
      boldP('Methods'),
      p('We used the interviews of a longitudinal cohort.'),
    );
    expect(steps['Running Title']).toEqual(['front.running_title']);
    expect(steps[running]).toEqual(['front.running_title']);
    expect(steps[prose]).toEqual(['main.introduction']);
    expect(steps[more]).toEqual(['main.introduction']);
  });
});

describe('headings typed as plain numbered lines', () => {
  // Shift+Enter after a typed heading: the heading on the first line of its section's text.
  const headed = (heading: string, text: string) => linesP(heading, text);

  it('keeps "2.3 Statistical analysis" a heading after "2.2 Ethics" typed on the first line of its text', () => {
    const ethics =
      'Ethical approval was granted by the ethics committee of the university (reference LS-22-14).';
    const statistics = 'We compared the groups with mixed models adjusted for age and sex.';
    const steps = stepsByText(
      p('Irritable mood as a symptom of depression in youth'),
      p(BYLINE),
      p(AFFILIATION),
      p('Abstract'),
      p(ABSTRACT),
      p('1 Introduction'),
      p('Irritable mood is a criterion of depression in youth.'),
      p('2 Methods'),
      p('2.1 Participants'),
      p('We used the interviews of a longitudinal cohort.'),
      headed('2.2 Ethical considerations', ethics),
      p('2.3 Statistical analysis'),
      p(statistics),
      p('3 Results'),
      p('Irritable mood was reported by one in ten children with depression.'),
    );
    expect(steps[`2.2 Ethical considerations\n${ethics}`]).toContain('declaration.ethics');
    expect(steps['2.3 Statistical analysis']).toEqual(['main.materials_and_methods']);
    expect(steps[statistics]).toEqual(['main.materials_and_methods']);
  });

  it('still reads a run of short numbered lines as a list in its section', () => {
    const steps = stepsByText(
      p('Irritable mood as a symptom of depression in youth'),
      p(BYLINE),
      p(AFFILIATION),
      p('Abstract'),
      p(ABSTRACT),
      ...BODY,
      p('The covariates were:'),
      p('1. Age'),
      p('2. Sex'),
      p('3. Household income'),
      p('Results'),
      p('Irritable mood was reported by one in ten children with depression.'),
    );
    for (const item of ['1. Age', '2. Sex', '3. Household income'])
      expect(steps[item], item).toEqual(['main.materials_and_methods']);
  });
});
