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
  it("leaves eLife's digest untagged and reads its additional files as the appendix", () => {
    const digest = 'When something better than expected happens, dopamine neurons become active.';
    const file = 'Supplementary file 1. Key resources table.';
    const steps = stepsByText(
      p(TITLE),
      p('Jane Doe, PhD; John Smith, PhD'),
      boldP('Abstract'),
      p('Social interactions are rewarding. We recorded dopamine neurons. Responses scaled with surprise.'),
      boldP('eLife digest'),
      p(digest),
      ...BODY.slice(2),
      boldP('Additional files'),
      p(file),
      ...REFERENCES,
    );
    expect(steps[digest]).toBeUndefined();
    expect(steps[file]).toEqual(['back.appendix']);
  });

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

  it('reads "Figures and Tables" after the reference list as the legends\' heading (PNAS)', () => {
    for (const heading of ['Figures and Tables', 'Tables and figures']) {
      const steps = stepsByText(...BODY, ...REFERENCES, boldP(heading), p('Figure 1. Trends in step count.'));
      expect(steps[heading]).toEqual(['back.figure_legends']);
      expect(steps['Figure 1. Trends in step count.']).toEqual(['back.figure_legends']);
    }
  });

  it("reads The BMJ's statements set in bold with no colon straight after the discussion, or the methods set last", () => {
    const statements = [
      boldLead('Contributors', 'JD and JS conceived the study. JD drafted the manuscript.'),
      boldLead('Funding', 'This work was funded by the Wellcome Trust (grant 220000/Z/20/Z).'),
      boldLead('Competing interests', 'None declared.'),
      boldLead('Patient consent for publication', 'Not applicable.'),
    ];
    const expected = {
      'Contributors JD and JS conceived the study. JD drafted the manuscript.': [
        'declaration.author_contributions',
      ],
      'Funding This work was funded by the Wellcome Trust (grant 220000/Z/20/Z).': ['declaration.funding'],
      'Competing interests None declared.': ['declaration.conflicts_of_interest'],
    };
    const afterDiscussion = stepsByText(...BODY, ...statements, ...REFERENCES);
    for (const [text, steps] of Object.entries(expected)) expect(afterDiscussion[text]).toEqual(steps);
    expect(afterDiscussion['Patient consent for publication Not applicable.']).toEqual([
      'declaration.ethics',
    ]);
    const methodsLast = stepsByText(
      ...BODY.slice(0, 4),
      ...BODY.slice(6),
      ...BODY.slice(4, 6),
      ...statements,
      ...REFERENCES,
    );
    for (const [text, steps] of Object.entries(expected)) expect(methodsLast[text]).toEqual(steps);
  });

  it('keeps bold themes answered by "None of …" or "No funding …" as prose, and a trial\'s funding in its methods', () => {
    const none = 'Funding None of the participating clinics received dedicated funding for the programme.';
    const noFunding =
      'Funding No funding was available for interpreters, so nurses relied on family members.';
    const themes = stepsByText(
      ...BODY.slice(0, 8),
      boldLead('Funding', 'No funding was available for interpreters, so nurses relied on family members.'),
      ...BODY.slice(8),
      boldLead('Funding', 'None of the participating clinics received dedicated funding for the programme.'),
      ...REFERENCES,
    );
    expect(themes[noFunding]).toEqual(['main.results']);
    expect(themes[none]).toEqual(['main.discussion']);
    const trial = 'Funding: This trial was funded by the NIHR HTA programme (17/63/26).';
    const methods = stepsByText(...BODY.slice(0, 6), p(trial), ...BODY.slice(6), ...REFERENCES);
    expect(methods[trial]).toEqual(['declaration.funding', 'main.materials_and_methods']);
  });

  it('keeps a bold word opening a paragraph of the discussion as prose', () => {
    const prose =
      'Funding agencies should reconsider how they weigh step counts against other measures of activity in future calls.';
    const steps = stepsByText(
      ...BODY,
      boldLead(
        'Funding',
        'agencies should reconsider how they weigh step counts against other measures of activity in future calls.',
      ),
      p('Our study has limitations.'),
      ...REFERENCES,
    );
    expect(steps[prose]).toEqual(['main.discussion']);
  });

  it('reads "Appendix A Proofs" as the appendix, and "Appendix 2 lists the search terms." as prose', () => {
    const proof = 'Taking first-order conditions yields the result.';
    const steps = stepsByText(...BODY, boldP('Appendix A Proofs'), p(proof), ...REFERENCES);
    expect(steps['Appendix A Proofs']).toEqual(['back.appendix']);
    expect(steps[proof]).toEqual(['back.appendix']);
    const prose = stepsByText(...BODY, p('Appendix 2 lists the search terms.'), ...REFERENCES);
    expect(prose['Appendix 2 lists the search terms.']).toEqual(['main.discussion']);
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

  // A second reader's cases: each once wrong.
  it('ends the role lines at a labelled statement or a line that names no one', () => {
    const steps = stepsByText(
      ...BODY,
      boldLead('Author Contributions:', 'Dr Doe had full access to all of the data in the study.'),
      p('Funding: None.'),
      p('Competing interests: None.'),
      ...REFERENCES,
    );
    expect(steps['Funding: None.']).toEqual(['declaration.funding']);
    expect(steps['Competing interests: None.']).toEqual(['declaration.conflicts_of_interest']);
  });

  it('ends a legend after the references at a labelled statement', () => {
    const data = 'Data availability: The data are available from Dryad at https://doi.org/10.5061/dryad.x1.';
    const steps = stepsByText(
      ...BODY,
      ...REFERENCES,
      p('Figure 1. Adjusted hazard ratios for mortality by daily step count'),
      p('Hazard ratios are adjusted for age and sex.'),
      p(data),
    );
    expect(steps[data]).toEqual(['declaration.data_availability']);
  });

  it('keeps a title that starts with a one-word article type and a dash', () => {
    const title = 'Perspective — The Future of Trials';
    const steps = stepsByText(p(title), ...BODY.slice(1));
    expect(steps[title]).toEqual(['front.title']);
    expect(steps['Jane Doe, PhD; John Smith, PhD']).toEqual(['front.authors']);
  });

  it('keeps a paragraph of numbered affiliations out of a headless abstract', () => {
    const places =
      '1 Department of Psychology, University of Leeds, Leeds, UK. 2 School of Medicine, University of Bristol, Bristol, UK. 3 Institute of Health Research, University of Exeter, Exeter, UK. 4 Department of Statistics, University of Warwick, Coventry, UK. 5 Faculty of Education, University of Cambridge, Cambridge, UK.';
    const steps = stepsByText(
      p(TITLE),
      p('Jane Doe1, John Smith2, Ann Lee3'),
      p(places),
      p('Correspondence: jane@leeds.ac.uk'),
      ...BODY.slice(2),
    );
    expect(steps[places]).toEqual(['front.affiliations']);
    expect(steps['Correspondence: jane@leeds.ac.uk']).toEqual(['front.correspondence']);
  });

  it('does not open a second abstract at a lay summary after another section', () => {
    const lay =
      'Walking more each day may help people live longer, and counting steps is an easy way to track it.';
    const steps = stepsByText(
      p(TITLE),
      p('Jane Doe, John Smith'),
      boldP('Abstract'),
      p(
        'We asked whether daily step counts predict mortality. We used survey data. More steps meant lower mortality. Step counts are a simple target.',
      ),
      p('Keywords: steps, mortality'),
      boldP('Abbreviations'),
      p('HR, hazard ratio'),
      boldP('Summary'),
      p(lay),
      ...BODY.slice(2),
    );
    expect(steps[lay]).toBeUndefined();
  });

  it('leaves a "Contributions" subsection of an appendix in the appendix', () => {
    const h1 = (text: string) => p(text, '<w:pStyle w:val="Heading1"/>');
    const h2 = (text: string) => p(text, '<w:pStyle w:val="Heading2"/>');
    const ours = 'Our method contributes a new estimator of daily step counts.';
    const steps = stepsByText(
      p(TITLE),
      p('Jane Doe, John Smith'),
      h1('Introduction'),
      p('Step counts are an intuitive measure of physical activity.'),
      h1('Methods'),
      p('We used accelerometer data from a national survey of 4840 adults.'),
      h1('Results'),
      p('Greater step counts were associated with lower mortality.'),
      h1('Discussion'),
      p('Higher daily step counts were associated with lower mortality in this sample.'),
      h1('Appendix'),
      h2('Contributions'),
      p(ours),
    );
    expect(steps[ours]).toEqual(['back.appendix']);
  });

  it('finds a reference list with no heading after the appendix, but leaves endnotes under "Notes" alone', () => {
    const first = '[1] L. Lu, J. D. Joannopoulos, and M. Soljačić, Nat. Photonics 8, 821 (2014).';
    const second = '[2] T. Ozawa et al., Rev. Mod. Phys. 91, 015006 (2019).';
    const steps = stepsByText(
      ...BODY,
      boldP('Appendix A: Derivation of the effective Hamiltonian'),
      p('Expanding the Floquet operator to second order gives Eq. (A1).'),
      p(first),
      p(second),
    );
    expect(steps[first]).toEqual(['back.references']);
    expect(steps[second]).toEqual(['back.references']);
    const note = '1. William Gilpin, Observations on the River Wye (London, 1782), 32.';
    const notes = stepsByText(
      ...BODY,
      boldP('Notes'),
      p(note),
      p('2. See Malcolm Andrews, The Search for the Picturesque (Stanford, 1989).'),
      ...REFERENCES,
    );
    expect(notes[note]).toEqual(['back.appendix']);
  });

  it('finds an author-year reference list with no heading: three entries in a row, in alphabetical order', () => {
    const thanks = 'We thank the landowners who gave us access to their farms.';
    const entries = [
      'Barton, K. (2015) MuMIn: Multi-Model Inference. R package version 1.13.4.',
      'Bates, D., Maechler, M., Bolker, B. and Walker, S. (2014) Fitting linear mixed-effects models using lme4.',
      'Cryan, P. and Barclay, R. (2009) Causes of bat fatalities at wind turbines. Journal of Mammalogy 90, 1330-1340.',
    ];
    const steps = stepsByText(
      ...BODY,
      boldP('Acknowledgements'),
      p(thanks),
      ...entries.map((entry) => p(entry)),
    );
    expect(steps[thanks]).toEqual(['main.acknowledgements']);
    for (const entry of entries) expect(steps[entry], entry).toEqual(['back.references']);
    // Out of alphabetical order, the same lines are sentences of the section they are in.
    const unsorted = stepsByText(
      ...BODY,
      boldP('Acknowledgements'),
      p(thanks),
      ...[entries[2], entries[0], entries[1]].map((entry) => p(entry ?? '')),
    );
    expect(unsorted[entries[0] ?? '']).toEqual(['main.acknowledgements']);
  });

  it('finds an author-year list whose studies a meta-analysis marks, and never inside the methods', () => {
    const marked = [
      'Adams, J. (2010) Music and reading comprehension. Journal of Reading 12, 1-10.',
      '* Baker, K. (2015) Background music in the classroom. Learning 3, 20-31.',
      'Cole, M. (2012) Noise and memory. Memory 8, 40-52.',
    ];
    const steps = stepsByText(...BODY, ...marked.map((entry) => p(entry)));
    for (const entry of marked) expect(steps[entry], entry).toEqual(['back.references']);
    const phases = [
      'Phase I. Baseline survey of all households (2018), 412 respondents.',
      'Phase II. Follow-up survey of the same households (2019), 388 respondents.',
      'Phase III. Final survey (2020), 351 respondents.',
    ];
    const methods = stepsByText(
      p(TITLE),
      p('Jane Doe, PhD; John Smith, PhD'),
      boldP('Introduction'),
      p('Step counts are an intuitive measure of physical activity.'),
      boldP('Methods'),
      ...phases.map((phase) => p(phase)),
      boldP('Results'),
      p('Greater step counts were associated with lower mortality.'),
    );
    for (const phase of phases) expect(methods[phase], phase).toEqual(['main.materials_and_methods']);
  });
});
