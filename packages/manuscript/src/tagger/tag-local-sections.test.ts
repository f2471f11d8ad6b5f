import type { TagResult } from '@galley/contracts';
import { describe, expect, it } from 'vitest';
import { readDocx } from '../read-docx.ts';
import { buildDocx, p, table } from '../test-support/build-docx.ts';
import { tagLocal } from './tag-local.ts';

const tagBody = (...paragraphs: string[]) => tagLocal(readDocx(buildDocx({ body: paragraphs.join('') })));
const h1 = (text: string) => p(text, '<w:pStyle w:val="Heading1"/>');
const h2 = (text: string) => p(text, '<w:pStyle w:val="Heading2"/>');

/** Blocks per step. */
function blocksByStep(result: TagResult): Record<string, string[]> {
  return Object.fromEntries(
    result.steps.map((s) => [s.step, [...new Set(s.highlights.map((h) => h.block))]]),
  );
}

const missing = (result: TagResult) =>
  result.warnings.filter((w) => w.code === 'required_step_missing').map((w) => w.step);

// p1–p7: a title and the first three sections, shared by the manuscripts below.
const OPENING = [
  p('Snow cover and soil respiration in alpine meadows'),
  h1('Introduction'),
  p('Snow insulates soils in winter.'),
  h1('Methods'),
  p('We measured respiration in 40 plots with a closed chamber.'),
  h1('Results'),
  p('Respiration was significantly higher under deep snow (p &lt; 0.01; Figure 1).'),
];

describe('declarations under another heading', () => {
  it('tags a funding paragraph under "Acknowledgements" as funding, and a thanking one as acknowledgements', () => {
    const steps = blocksByStep(
      tagBody(
        ...OPENING,
        h1('Discussion'),
        p('Deep snow may protect microbial activity, in line with previous studies.'),
        h1('Acknowledgements'),
        p('We thank the rangers of the national park for access to the sites.'),
        p('This work was supported by the Example Science Foundation (grant no. 12-345).'),
        h1('References'),
        p('Doe J. 2020. Snow. Nature 1:1.'),
      ),
    );
    expect(steps['main.acknowledgements']).toEqual(['p10', 'p11']);
    expect(steps['declaration.funding']).toEqual(['p12']);
  });

  it('keeps a paragraph that thanks people and mentions funding in the acknowledgements', () => {
    const steps = blocksByStep(
      tagBody(
        ...OPENING,
        h1('Acknowledgments'),
        p('We are grateful to A. Smith for help in the field. The study was funded by the Example Trust.'),
      ),
    );
    expect(steps['main.acknowledgements']).toEqual(['p8', 'p9']);
    expect(steps['declaration.funding']).toBeUndefined();
  });

  it('finds declaration paragraphs left at the end of the discussion, and inside the methods for both steps', () => {
    const result = tagBody(
      p('Snow cover and soil respiration in alpine meadows'),
      h1('Introduction'),
      p('Snow insulates soils in winter.'),
      h1('Methods'),
      p('We measured respiration in 40 plots with a closed chamber.'),
      p('The study was approved by the ethics committee of Example University (ref. 2020/12).'),
      h1('Results'),
      p('Respiration was significantly higher under deep snow (p &lt; 0.01; Figure 1).'),
      h1('Discussion'),
      p('Deep snow may protect microbial activity, in line with previous studies.'),
      p('The authors declare that they have no competing interests.'),
      p('All data and scripts are openly available at https://zenodo.org/record/123.'),
    );
    const steps = blocksByStep(result);
    expect(steps['main.discussion']).toEqual(['p9', 'p10']);
    expect(steps['declaration.conflicts_of_interest']).toEqual(['p11']);
    expect(steps['declaration.data_availability']).toEqual(['p12']);
    expect(steps['declaration.ethics']).toEqual(['p6']);
    expect(steps['main.materials_and_methods']).toEqual(['p4', 'p5', 'p6']);
  });
});

describe('a "Statements and Declarations" section', () => {
  it('takes each declaration by its label or its sentences, and leaves other text untagged', () => {
    const steps = blocksByStep(
      tagBody(
        ...OPENING,
        h1('Discussion'),
        p('Deep snow may protect microbial activity.'),
        h1('Statements and Declarations'),
        p('Funding: The study was funded by the Example Trust.'),
        p('The authors declare that they have no competing interests.'),
        p('This article is part of a special issue on mountains.'),
      ),
    );
    expect(steps['main.discussion']).toEqual(['p8', 'p9']);
    expect(steps['declaration.funding']).toEqual(['p11']);
    expect(steps['declaration.conflicts_of_interest']).toEqual(['p12']);
    expect(Object.values(steps).flat()).not.toContain('p13');
  });
});

describe('a combined "Results and Discussion" section', () => {
  const combined = [
    p('Snow cover and soil respiration in alpine meadows'),
    h1('Introduction'),
    p('Snow insulates soils in winter.'),
    h1('Methods'),
    p('We measured respiration in 40 plots with a closed chamber.'),
    h1('3. Results &amp; Discussion'), // p6
    h2('3.1 Respiration'), // p7
    p('Respiration rose to 4.1 µmol m-2 s-1 under deep snow, 38% more than under shallow snow (Figure 1).'),
    p(
      'This rise is likely due to warmer soils, which may keep microbes active, in line with previous studies.',
    ),
    h2('3.2 Soil moisture'), // p10
    p('Moisture was significantly lower in the shallow plots (p = 0.02; Table 2).'),
    h2('3.3 Conclusions'), // p12
    p('Snow cover controls winter respiration in these meadows.'),
    h2('3.4 Limitations'), // p14
    p('Only one winter was observed.'),
    h2('3.5 Future directions'), // p16
    p('Longer records are needed.'),
    h1('References'), // p18
    p('Doe J. 2020. Snow. Nature 1:1.'),
  ];

  it('splits it into results and discussion paragraph by paragraph; Conclusions is both, Limitations discussion', () => {
    const result = tagBody(...combined);
    const steps = blocksByStep(result);
    expect(steps['main.results']).toEqual(['p6', 'p7', 'p8', 'p10', 'p11']);
    expect(steps['main.discussion']).toEqual(['p9', 'p12', 'p13', 'p14', 'p15', 'p16', 'p17']);
    expect(steps['main.conclusions']).toEqual(['p12', 'p13']);
    expect(missing(result)).not.toContain('main.discussion');
  });

  it('follows "Discussion" and "Results" subheadings inside it', () => {
    const steps = blocksByStep(
      tagBody(
        ...combined.slice(0, 6),
        h2('Results'),
        p('Respiration was higher under deep snow.'),
        h2('Discussion'),
        p('Respiration was higher under deep snow than anywhere else.'),
      ),
    );
    expect(steps['main.results']).toEqual(['p6', 'p7', 'p8']);
    expect(steps['main.discussion']).toEqual(['p9', 'p10']);
  });

  it('reads a plain short line over prose as a subheading that goes with the findings below it', () => {
    const steps = blocksByStep(
      tagBody(
        ...combined.slice(0, 9),
        p('Soil moisture &amp; frost'), // p10, no heading style
        p(
          'Moisture was significantly lower in the shallow plots (p = 0.02; Table 2), and frost reached 30 cm deeper there in every month from December to March.',
        ),
        p('Fell to 10% in March.'), // p12: a sentence, not a subheading
        p(
          'This is likely because frost may limit diffusion, as previous studies suggested for alpine soils.',
        ),
      ),
    );
    expect(steps['main.results']).toEqual(['p6', 'p7', 'p8', 'p10', 'p11', 'p12']);
    expect(steps['main.discussion']).toEqual(['p9', 'p13']);
  });

  it('leaves a short line over a table where it stands: it heads no prose', () => {
    const steps = blocksByStep(
      tagBody(
        ...combined.slice(0, 9),
        p('Soil moisture &amp; frost'), // p10
        table(['Plot', 'Moisture'], ['A', '0.31']),
        p(
          'Moisture was significantly lower in the shallow plots (p = 0.02; Table 2), and frost reached 30 cm deeper there in every month from December to March.',
        ),
      ),
    );
    expect(steps['main.discussion']).toContain('p10');
  });

  it('reports a missing discussion when nothing in it interprets, instead of inventing one', () => {
    const result = tagBody(
      ...combined.slice(0, 8),
      p('Moisture was significantly lower in the shallow plots (p = 0.02; Table 2).'),
    );
    expect(blocksByStep(result)['main.results']).toEqual(['p6', 'p7', 'p8', 'p9']);
    expect(blocksByStep(result)['main.discussion']).toBeUndefined();
    expect(missing(result)).toContain('main.discussion');
  });
});

describe('a manuscript without a discussion', () => {
  it('warns about the missing discussion and leaves the conclusions their own', () => {
    const result = tagBody(
      ...OPENING,
      h1('Conclusions'),
      p('Snow cover controls winter respiration; it may matter for carbon budgets.'),
    );
    expect(blocksByStep(result)['main.conclusions']).toEqual(['p8', 'p9']);
    expect(blocksByStep(result)['main.discussion']).toBeUndefined();
    expect(missing(result)).toContain('main.discussion');
  });

  it('tags a "Conclusions" subsection of the discussion as both discussion and conclusions', () => {
    const steps = blocksByStep(
      tagBody(
        ...OPENING,
        h1('Discussion'),
        p('Deep snow may protect microbial activity.'),
        h2('Conclusions'),
        p('Snow cover controls winter respiration.'),
      ),
    );
    expect(steps['main.discussion']).toEqual(['p8', 'p9', 'p10', 'p11']);
    expect(steps['main.conclusions']).toEqual(['p10', 'p11']);
  });
});
