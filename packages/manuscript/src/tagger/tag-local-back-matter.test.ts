import { describe, expect, it } from 'vitest';
import { boldLead, boldP, p } from '../test-support/build-docx.ts';
import { stepsByText } from '../test-support/steps-by-text.ts';

// JAMA's layout (probe manuscript): the article-type line with the journal's section, the "Article Information"
// block of labelled statements, figure legends after the reference list.
const TITLE = 'Daily step count and mortality among adults';
const BODY = [
  p(TITLE),
  p('Jane Doe, PhD; John Smith, PhD'),
  boldP('Introduction'),
  p('Step counts are an intuitive measure of physical activity.'),
  boldP('Methods'),
  p('We used accelerometer data from a national survey of 4840 adults.'),
  boldP('Results'),
  p('Greater step counts were associated with lower mortality.'),
  boldP('Discussion'),
  p('Higher daily step counts were associated with lower mortality in this sample.'),
];
const REFERENCES = [
  boldP('References'),
  p('1. Piercy KL, Troiano RP. The Physical Activity Guidelines for Americans. JAMA. 2018;320:2020-2028.'),
  p('2. Tudor-Locke C, Craig CL. How many steps/day are enough? Int J Behav Nutr Phys Act. 2011;8:79.'),
];

describe('back matter in a journal layout', () => {
  it('skips an article-type line naming the journal section, above the title', () => {
    for (const line of ['Original Investigation | Cardiology', 'Research Article – Public Health']) {
      const steps = stepsByText(p(line), ...BODY);
      expect(steps[line], line).toBeUndefined();
      expect(steps[TITLE], line).toEqual(['front.title']);
    }
    // A title that starts like an article type is still the title.
    const title = 'Review of step counting devices for older adults in primary care';
    expect(stepsByText(p(title), ...BODY.slice(1))[title]).toEqual(['front.title']);
  });

  it('reads "Article Information" as a heading of statements: role lines continue the contributions', () => {
    const steps = stepsByText(
      ...BODY,
      boldP('ARTICLE INFORMATION'),
      boldLead('Accepted for Publication:', 'January 27, 2020.'),
      boldLead('Author Contributions:', 'Dr Doe had full access to all of the data in the study.'),
      p('Concept and design: Doe, Smith.'),
      p('Statistical analysis: van Dijk and A.B. Lee.'),
      boldLead('Conflict of Interest Disclosures:', 'None reported.'),
      p('Statistical analysis: Smith.'),
      boldLead('Additional Contributions:', 'We thank the survey participants for their time.'),
      ...REFERENCES,
    );
    expect(steps['Accepted for Publication: January 27, 2020.']).toBeUndefined();
    expect(steps['Concept and design: Doe, Smith.']).toEqual(['declaration.author_contributions']);
    expect(steps['Statistical analysis: van Dijk and A.B. Lee.']).toEqual([
      'declaration.author_contributions',
    ]);
    // Only right under the contributions: after another statement, the same line is not theirs.
    expect(steps['Statistical analysis: Smith.'] ?? []).not.toContain('declaration.author_contributions');
    expect(steps['Additional Contributions: We thank the survey participants for their time.']).toEqual([
      'main.acknowledgements',
    ]);
  });

  it('keeps a role line of running text out of the contributions', () => {
    const prose = 'Statistical analysis: we fitted Cox models in R.';
    const steps = stepsByText(
      ...BODY,
      boldLead('Author Contributions:', 'Dr Doe had full access to all of the data in the study.'),
      p(prose),
      ...REFERENCES,
    );
    expect(steps[prose] ?? []).not.toContain('declaration.author_contributions');
  });

  it("reads the paragraphs under a figure's caption after the reference list as its legend", () => {
    const legend = 'Hazard ratios are adjusted for age, sex, and race or ethnicity.';
    const steps = stepsByText(
      ...BODY,
      ...REFERENCES,
      p('Figure 1. Adjusted hazard ratios for mortality by daily step count'),
      p(legend),
      p('Figure 2. Step intensity and mortality'),
    );
    expect(steps[legend]).toEqual(['back.figure_legends']);
    expect(
      steps[
        '2. Tudor-Locke C, Craig CL. How many steps/day are enough? Int J Behav Nutr Phys Act. 2011;8:79.'
      ],
    ).toEqual(['back.references']);
  });

  it('leaves text after a figure caption inside the results in the results', () => {
    const after = 'Mortality fell with every additional 2000 steps per day.';
    const steps = stepsByText(
      ...BODY.slice(0, 7),
      p('Figure 1. Adjusted hazard ratios for mortality by daily step count'),
      p(after),
      ...BODY.slice(7),
      ...REFERENCES,
    );
    expect(steps[after]).toEqual(['main.results']);
  });

  it("reads headings behind a template's mark (ACS's '■ CONCLUSIONS') by their words", () => {
    const steps = stepsByText(
      p(TITLE),
      p('Jane Doe, John Smith'),
      boldP('■ INTRODUCTION'),
      p('Functionalized anilines are key intermediates for dyes.'),
      boldP('■ EXPERIMENTAL SECTION'),
      p('Ceria nanorods were synthesized hydrothermally.'),
      boldP('■ RESULTS'),
      p('The single-atom catalyst reached 98% selectivity.'),
      boldP('• Discussion'),
      p('Isolated sites explain the selectivity, as earlier reports suggested.'),
      boldP('■ CONCLUSIONS'),
      p('Platinum single atoms on ceria hydrogenate nitroarenes selectively.'),
      boldP('■ ASSOCIATED CONTENT'),
      p('The Supporting Information is available free of charge.'),
      boldP('■ REFERENCES'),
      p(
        '(1) Corma, A.; Serna, P. Chemoselective Hydrogenation of Nitro Compounds. Science 2006, 313, 332−334.',
      ),
    );
    expect(steps['■ CONCLUSIONS']).toEqual(['main.conclusions']);
    expect(steps['Platinum single atoms on ceria hydrogenate nitroarenes selectively.']).toEqual([
      'main.conclusions',
    ]);
    expect(steps['Isolated sites explain the selectivity, as earlier reports suggested.']).toEqual([
      'main.discussion',
    ]);
    expect(steps['The Supporting Information is available free of charge.']).toBeUndefined();
    expect(
      steps[
        '(1) Corma, A.; Serna, P. Chemoselective Hydrogenation of Nitro Compounds. Science 2006, 313, 332−334.'
      ],
    ).toEqual(['back.references']);
  });

  it("reads Nature's back matter: author information, contributions, peer review, extended data", () => {
    const peer =
      'Nature thanks the anonymous reviewers for their contribution to the peer review of this work.';
    const steps = stepsByText(
      ...BODY,
      ...REFERENCES,
      boldP('Author information'),
      boldP('Contributions'),
      p('J.D. conceived the study. J.S. analysed the data. All authors wrote the paper.'),
      boldP('Corresponding author'),
      p('Correspondence to Jane Doe.'),
      boldP('Competing interests'),
      p('The authors declare no competing interests.'),
      boldP('Peer review information'),
      p(peer),
      boldP('Extended data figures and tables'),
    );
    expect(steps['Author information']).toBeUndefined();
    expect(steps.Contributions).toEqual(['declaration.author_contributions']);
    expect(steps['Correspondence to Jane Doe.']).toEqual(['front.correspondence']);
    expect(steps[peer]).toBeUndefined();
    expect(steps['Extended data figures and tables']).toEqual(['back.figure_legends']);
  });

  it('leaves "Contributions" inside the introduction to the introduction', () => {
    const ours = 'We give the first global map of tidal wetland change.';
    const steps = stepsByText(
      ...BODY.slice(0, 4),
      boldP('Contributions'),
      p(ours),
      ...BODY.slice(4),
      ...REFERENCES,
    );
    expect(steps[ours]).toEqual(['main.introduction']);
  });

  it('reads a short headless summary of four sentences or more as the abstract', () => {
    const summary =
      'Coastal wetlands support millions of people, yet their losses are poorly quantified. Here we use satellite images to map tidal marshes, mangroves and tidal flats from 1999 to 2019. We find that losses of tidal wetlands across the tropics were offset in part by gains elsewhere. Restoration and natural recovery can offset losses where sediment supply allows.';
    const steps = stepsByText(p(TITLE), p('Jane Doe, John Smith'), p(summary), ...BODY.slice(2));
    expect(steps[summary]?.some((step) => step.startsWith('abstract.'))).toBe(true);
    // Three sentences of that length on a title page are not an abstract.
    const note =
      'This article is based on the first author’s doctoral thesis at the University of Leeds. It was presented in part at the 2019 meeting of the Society. The views expressed are the authors’ own and not those of their employers or funders.';
    const withNote = stepsByText(p(TITLE), p('Jane Doe, John Smith'), p(note), ...BODY.slice(2));
    expect(withNote[note]?.some((step) => step.startsWith('abstract.')) ?? false).toBe(false);
  });

  it("ends the references at the publisher's note, but not at a bibliography's own group headings", () => {
    const note = 'Springer Nature remains neutral with regard to jurisdictional claims in published maps.';
    const later =
      'Bede. Historia ecclesiastica gentis Anglorum. Edited by C. Plummer. Oxford: Clarendon, 1896.';
    const steps = stepsByText(
      ...BODY,
      boldP('Bibliography'),
      boldP('Secondary sources'),
      p('Wormald, Patrick. The Times of Bede. Oxford: Blackwell, 2006.'),
      boldP('Primary sources'),
      p(later),
      boldP("Publisher's Note"),
      p(note),
    );
    expect(steps[later]).toEqual(['back.references']);
    expect(steps[note]).toBeUndefined();
  });

  it("reads SAGE's 'Declaration of Conflicting Interests' as the competing interests", () => {
    const none = 'The authors declared no potential conflicts of interest with respect to this article.';
    const steps = stepsByText(...BODY, boldP('Declaration of Conflicting Interests'), p(none), ...REFERENCES);
    expect(steps['Declaration of Conflicting Interests']).toEqual(['declaration.conflicts_of_interest']);
    expect(steps[none]).toEqual(['declaration.conflicts_of_interest']);
  });
});
