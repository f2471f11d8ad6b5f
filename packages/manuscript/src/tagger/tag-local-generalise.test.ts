import { describe, expect, it } from 'vitest';
import { boldLead, boldP, linesP, p, table } from '../test-support/build-docx.ts';
import { highlightsByText, stepsByText } from '../test-support/steps-by-text.ts';

// Layouts the generated manuscripts (scripts/generate-manuscripts) taught the tagger, one case each.
const bold = boldP;
const lead = boldLead;
const tbl = table(['Age', '41.2']);

const TITLE_TEXT = 'Snow cover and soil respiration in alpine meadows';
const TITLE_PAGE = [p(TITLE_TEXT), p('Jane Doe, John Smith')];
const INTRO = [
  p('1. Introduction'),
  p('Snow insulates soils in winter, and soil respiration goes on under it.'),
];
const DONE = 'We measured respiration in 40 plots with a closed chamber between 2018 and 2020.';
const FOUND = 'Respiration was significantly higher under deep snow in all three winters (p = 0.003).';

/** Each labelled paragraph of an abstract under a bold "Abstract" gets its part: [text, step] pairs. */
function expectAbstractParts(parts: string[][]): void {
  const steps = stepsByText(
    ...TITLE_PAGE,
    bold('Abstract'),
    ...parts.map(([text = '']) => p(text)),
    ...INTRO,
  );
  for (const [text = '', step] of parts) expect(steps[text], text).toEqual([step]);
}

describe('sections typed by hand', () => {
  it('opens the methods at "2. Study area" after "1. Introduction" when no methods heading follows', () => {
    const steps = stepsByText(
      ...TITLE_PAGE,
      ...INTRO,
      p('2. Study area'),
      p(DONE),
      p('3. Results'),
      p(FOUND),
    );
    expect(steps['2. Study area']).toEqual(['main.materials_and_methods']);
    expect(steps[DONE]).toEqual(['main.materials_and_methods']);
  });

  it('reads "Study area" before a methods heading as the methods, headed in a larger size only', () => {
    const area = 'The study area covers 120 km² of alpine meadow between 2200 and 2600 m.';
    const large = (text: string) => p(text, '', '<w:sz w:val="28"/>');
    for (const heading of ['Study area', 'Study sites', 'Description of the study site']) {
      const steps = stepsByText(
        p(TITLE_TEXT, '', '<w:sz w:val="32"/>'),
        p('Jane Doe, John Smith'),
        large('Introduction'),
        p('Snow insulates soils in winter, and soil respiration goes on under it.'),
        large(heading),
        p(area),
        large('Data and methods'),
        p(DONE),
        large('Results'),
        p(FOUND),
      );
      expect(steps[heading]).toEqual(['main.materials_and_methods']);
      expect(steps[area]).toEqual(['main.materials_and_methods']);
    }
  });

  it('keeps a "Study sites" line inside the results or the discussion in its section', () => {
    const sites = 'At the three upland sites, respiration was higher.';
    const steps = stepsByText(
      ...TITLE_PAGE,
      ...INTRO,
      p('2. Methods'),
      p(DONE),
      p('3. Results'),
      p(FOUND),
      p('Study sites'),
      p(sites),
    );
    expect(steps['Study sites']).toEqual(['main.results']);
    expect(steps[sites]).toEqual(['main.results']);
  });

  it('opens the methods at a bold "Model description" in a modelling paper, and keeps "The model" inside the results', () => {
    const model = 'The model tracks carbon in three pools that exchange it at rates set by temperature.';
    const opening = [
      ...TITLE_PAGE,
      bold('Introduction'),
      p('Snow insulates soils, and respiration goes on under it.'),
    ];
    for (const heading of ['Model description', 'The model', 'Model formulation and parameterization']) {
      const steps = stepsByText(...opening, bold(heading), p(model), bold('Results'), p(FOUND));
      expect(steps[heading], heading).toEqual(['main.materials_and_methods']);
      expect(steps[model], heading).toEqual(['main.materials_and_methods']);
    }
    const steps = stepsByText(
      ...opening,
      bold('Methods'),
      p(DONE),
      bold('Results'),
      p(FOUND),
      bold('The model'),
      p(model),
    );
    expect(steps[model]).toEqual(['main.results']);
  });

  it('keeps a heading that only names methods after the results in its section, and opens them at "Methods summary"', () => {
    const compared = 'Random forests classified cropland better than support vector machines at every site.';
    const opening = [
      ...TITLE_PAGE,
      bold('Introduction'),
      p('Snow insulates soils, and respiration goes on under it.'),
    ];
    // A heading and its paragraph after the results and the discussion.
    const afterDiscussion = (heading: string, text: string) =>
      stepsByText(
        ...opening,
        bold('Results'),
        p(FOUND),
        bold('Discussion'),
        p('Deep snow matters.'),
        bold(heading),
        p(text),
      );
    for (const heading of ['Comparison of classification methods', 'Experiments with fewer images']) {
      const inResults = stepsByText(
        ...opening,
        bold('Methods'),
        p(DONE),
        bold('Results'),
        p(FOUND),
        bold(heading),
        p(compared),
      );
      expect(inResults[compared], heading).toEqual(['main.results']);
      const inDiscussion = afterDiscussion(heading, compared);
      expect(inDiscussion[compared], heading).toEqual(['main.discussion']);
    }
    for (const heading of [
      'Methods summary',
      'Full methods',
      'Computational methods',
      'Study population and methods',
    ]) {
      const nature = afterDiscussion(heading, DONE);
      expect(nature[DONE], heading).toEqual(['main.materials_and_methods']);
    }
    const balance = afterDiscussion('Material and energy balance', compared);
    expect(balance[compared]).toEqual(['main.discussion']);
  });

  it('keeps "2. Theoretical framework" in the introduction when "3. Methods" follows', () => {
    const theory = 'Theories of noun class assignment differ in the weight they give to meaning.';
    const steps = stepsByText(
      ...TITLE_PAGE,
      ...INTRO,
      p('2. Theoretical framework'),
      p(theory),
      p('3. Methods'),
      p(DONE),
    );
    expect(steps[theory]).toEqual(['main.introduction']);
    expect(steps[DONE]).toEqual(['main.materials_and_methods']);
  });
});

describe('headings typed on the first line of a paragraph', () => {
  it('opens the section a "2. Study area⏎text" paragraph heads, and keeps its text there', () => {
    const heading = linesP('2. Study area', DONE);
    const steps = stepsByText(...TITLE_PAGE, ...INTRO, heading, p('3. Results'), p(FOUND));
    expect(steps[`2. Study area\n${DONE}`]).toEqual(['main.materials_and_methods']);
  });

  it('opens the section a bold run-in "2. Study area." heads', () => {
    const runIn = `<w:p><w:r><w:rPr><w:b/></w:rPr><w:t>2. Study area.</w:t></w:r><w:r><w:t xml:space="preserve"> ${DONE}</w:t></w:r></w:p>`;
    const steps = stepsByText(...TITLE_PAGE, ...INTRO, runIn, p('3. Results'), p(FOUND));
    expect(steps[`2. Study area. ${DONE}`]).toEqual(['main.materials_and_methods']);
  });
});

describe('abstracts and title pages', () => {
  it("reads an ecology journal's abstract of numbered points with its run-in 'Synthesis.', and its 'Key-words' line", () => {
    const points = [
      '1. Snow cover in alpine meadows is shrinking, and little is known about what that does to soil carbon in winter.',
      `2. ${DONE}`,
      `3. ${FOUND}`,
      '4. Synthesis. Deep snow keeps soil respiration going through the winter, so shrinking snow will change carbon budgets.',
    ];
    const keywords = 'Key-words: alpine meadow, carbon, snow, soil respiration';
    const steps = highlightsByText(
      ...TITLE_PAGE,
      bold('Abstract'),
      ...points.map((point) => p(point)),
      p(keywords),
      ...INTRO,
    );
    expect(points.map((point) => steps[point])).toEqual([
      ['abstract.background'],
      ['abstract.methods'],
      ['abstract.results'],
      ['abstract.conclusions'],
    ]);
    expect(steps[keywords]).toEqual(['abstract.keywords']);
  });

  it("reads ecology journals' abstract labels: 'Location', 'Time period', 'Major taxa studied' and 'Main conclusions'", () => {
    const parts = [
      ['Aim: To test whether snow depth controls winter soil respiration.', 'abstract.background'],
      ['Location: European Alps.', 'abstract.methods'],
      ['Time period: 2018–2020.', 'abstract.methods'],
      ['Major taxa studied: Soil microbes.', 'abstract.methods'],
      [`Methods: ${DONE}`, 'abstract.methods'],
      [`Results: ${FOUND}`, 'abstract.results'],
      [
        'Main conclusions: Deep snow keeps soil respiration going through the winter.',
        'abstract.conclusions',
      ],
    ];
    expectAbstractParts(parts);
  });

  it("reads the labels of reviews' abstracts (PRISMA's, Cochrane's, European Urology's) and PLOS's", () => {
    const layouts = [
      [
        ['Objectives: To summarise what snow does to soil respiration.', 'abstract.background'],
        ['Eligibility criteria: Field studies of winter respiration.', 'abstract.methods'],
        ['Information sources: Web of Science and Scopus to 2023.', 'abstract.methods'],
        ['Risk of bias: Assessed with a modified tool.', 'abstract.methods'],
        [`Results: ${FOUND}`, 'abstract.results'],
      ],
      [
        ['Background: Snow cover is shrinking.', 'abstract.background'],
        ['Search methods: We searched three databases.', 'abstract.methods'],
        ['Selection criteria: Field studies in alpine meadows.', 'abstract.methods'],
        ['Data collection and analysis: Two authors extracted the data.', 'abstract.methods'],
        [`Main results: ${FOUND}`, 'abstract.results'],
        ["Authors' conclusions: Deep snow keeps soil respiration going.", 'abstract.conclusions'],
      ],
      // PLOS's labels.
      [
        ['Background: Snow cover is shrinking.', 'abstract.background'],
        ['Methods: We measured respiration under three snow depths.', 'abstract.methods'],
        [`Principal findings: ${FOUND}`, 'abstract.results'],
        ['Conclusions/Significance: Deep snow keeps soil respiration going.', 'abstract.conclusions'],
      ],
      [
        ['Context: Snow cover is shrinking.', 'abstract.background'],
        ['Evidence acquisition: We searched three databases.', 'abstract.methods'],
        [`Evidence synthesis: ${FOUND}`, 'abstract.results'],
        ['Conclusions: Deep snow keeps soil respiration going.', 'abstract.conclusions'],
      ],
    ];
    for (const parts of layouts) expectAbstractParts(parts);
  });

  it('reads those labels only inside an abstract: not as headings in the body, nor as the start of a headless one', () => {
    const key = 'Deep snow raised winter respiration at every site we studied.';
    const body = stepsByText(
      ...TITLE_PAGE,
      bold('Abstract'),
      p(`${DONE} ${FOUND}`),
      ...INTRO,
      bold('Discussion'),
      p('Key results'),
      p(key),
      p('Limitations'),
      p('We sampled three winters only.'),
    );
    expect(body[key]).toEqual(['main.discussion']);
    const line = 'Statistical analysis: conducted by Jane Doe, PhD, University of Oslo';
    const headless = stepsByText(
      ...TITLE_PAGE,
      p(line),
      p('Background: Snow cover is shrinking.'),
      p(`Methods: ${DONE}`),
      ...INTRO,
    );
    expect(headless[line]).not.toContain('abstract.methods');
    expect(headless['Background: Snow cover is shrinking.']).toEqual(['abstract.background']);
  });

  it('reads a short unnumbered first sentence of an abstract as prose, not as a point label', () => {
    const abstract = `Little is known. ${DONE} ${FOUND}`;
    const steps = highlightsByText(...TITLE_PAGE, bold('Abstract'), p(abstract), ...INTRO);
    expect(steps[abstract]).toContain('abstract.background[0-16]');
  });

  it('reads bold part labels set like the bold "Abstract" as the abstract, and a running title after the keywords', () => {
    const steps = stepsByText(
      ...TITLE_PAGE,
      bold('Abstract'),
      bold('Background'),
      p('Snow may protect soil life.'),
      bold('Methods'),
      p(DONE),
      bold('Results'),
      p(FOUND),
      bold('Conclusions'),
      p('Snow matters for carbon budgets.'),
      p('Palabras clave: nieve; suelo'),
      p('Running title: Snow and soil respiration'),
      bold('Introduction'),
      p('Snow insulates soils in winter.'),
    );
    expect(steps.Background).toEqual(['abstract.background']);
    expect(steps[FOUND]).toEqual(['abstract.results']);
    expect(steps['Palabras clave: nieve; suelo']).toEqual(['abstract.keywords']);
    expect(steps['Running title: Snow and soil respiration']).toEqual(['front.running_title']);
    expect(steps['Snow insulates soils in winter.']).toEqual(['main.introduction']);
  });

  it('finds an abstract with no heading: run-in part labels right after the title page', () => {
    const steps = stepsByText(
      ...TITLE_PAGE,
      p('Jane Doe, Department of Ecology, Example University, Leeds, UK. E-mail: jane.doe@example.org'),
      p('Background: Snow may protect soil life in winter.'),
      p(`Methods: ${DONE}`),
      p(`Results: ${FOUND}`),
      p('Keywords: snow; soil'),
      p('Introduction'),
      p('Snow insulates soils in winter.'),
    );
    expect(steps['Background: Snow may protect soil life in winter.']).toEqual(['abstract.background']);
    expect(steps[`Results: ${FOUND}`]).toEqual(['abstract.results']);
  });

  it('reads labels run into title-page lines and statement headings of journal templates', () => {
    const contributions = 'J.D. designed the study and wrote the manuscript.';
    const steps = stepsByText(
      p('Title: Snow cover and soil respiration'),
      p('Authors: Jane Doe, John Smith'),
      p('간추린 제목: Snow and soil'),
      ...INTRO,
      p('Data archiving statement'),
      p('Plot data are archived in Dryad.'),
      p('Authorship contributions'),
      p(contributions),
      p('Supplementary figures'),
      p('Figure S1. Plot map.'),
    );
    expect(steps['Authors: Jane Doe, John Smith']).toEqual(['front.authors']);
    expect(steps['간추린 제목: Snow and soil']).toEqual(['front.running_title']);
    expect(steps['Plot data are archived in Dryad.']).toEqual(['declaration.data_availability']);
    expect(steps[contributions]).toEqual(['declaration.author_contributions']);
    expect(steps['Supplementary figures']).toEqual(['back.appendix']);
  });

  it('skips an article-type line and keeps a title broken over two lines', () => {
    const steps = stepsByText(
      p('Original Article'),
      p('Snow cover and soil respiration'),
      p('in alpine meadows of the Alps'),
      p('Jane Doe1, John Smith2'),
      p('Introduction'),
      p('Snow insulates soils.'),
    );
    expect(steps['Original Article']).toBeUndefined();
    expect(steps['in alpine meadows of the Alps']).toEqual(['front.title']);
    expect(steps['Jane Doe1, John Smith2']).toEqual(['front.authors']);
  });
});

describe('tables, statements and appendices', () => {
  it("takes a 'Source:' or 'Note:' line under a figure's caption for its legend, and a paragraph after it for text", () => {
    const caption = 'Figure 1: Cumulative proportion in a first union by age';
    const source = "Source: Authors' calculations from the Generations and Gender Survey.";
    const after = 'Union formation was later among migrants in every country we studied.';
    const steps = stepsByText(
      ...TITLE_PAGE,
      ...INTRO,
      p('2. Results'),
      p(FOUND),
      p(caption),
      p(source),
      p('Note: Weighted.'),
      p(after),
    );
    expect(steps[caption]).toEqual(['back.figure_legends']);
    expect(steps[source]).toEqual(['back.figure_legends']);
    expect(steps['Note: Weighted.']).toEqual(['back.figure_legends']);
    expect(steps[after]).toEqual(['main.results']);
    // The authors' prose under a label after a caption is the section's: "Data sources: We used …".
    const prose = 'Data sources: We used Landsat 8 surface reflectance for 2018 to 2020 over the plots.';
    const methods = stepsByText(
      ...TITLE_PAGE,
      ...INTRO,
      p('2. Methods'),
      p(DONE),
      p(caption),
      p(prose),
      p('3. Results'),
      p(FOUND),
    );
    expect(methods[prose]).toEqual(['main.materials_and_methods']);
    // In the text, away from a caption, a "Source:" line is the section's.
    const alone = stepsByText(...TITLE_PAGE, ...INTRO, p('2. Results'), p(FOUND), p(source));
    expect(alone[source]).toEqual(['main.results']);
  });

  it('tags the notes under a table title written below the table', () => {
    const steps = stepsByText(
      ...INTRO,
      p('2. Results'),
      p(FOUND),
      tbl,
      p('Table 1. Plot means'),
      p('Note: Values are means ± SD.'),
    );
    expect(steps['Table 1. Plot means']).toEqual(['table.title']);
    expect(steps['Note: Values are means ± SD.']).toEqual(['table.annotation']);
  });

  it("ends a table's notes at a short line in the authors' voice: the thanks after the last table", () => {
    const thanks = 'We thank all participants who took part in the survey.';
    const steps = stepsByText(
      ...INTRO,
      p('2. Results'),
      p(FOUND),
      p('Table 1. Plot means'),
      tbl,
      p('Abbreviations: SD, standard deviation.'),
      p('Rounded to the nearest whole month.'),
      p(thanks),
      p('The authors declare no conflict of interest.'),
    );
    expect(steps['Abbreviations: SD, standard deviation.']).toEqual(['table.annotation']);
    expect(steps['Rounded to the nearest whole month.']).toEqual(['table.annotation']);
    expect(steps[thanks]).toEqual(['main.acknowledgements']);
    expect(steps['The authors declare no conflict of interest.']).toEqual([
      'declaration.conflicts_of_interest',
    ]);
  });

  it('ends them at a heading typed as a plain line, or at thanks under a run-in label', () => {
    const thanks = '謝辞 We thank all participants who took part in the survey.';
    for (const [after, step] of [
      ['Acknowledgements', 'main.acknowledgements'],
      ['Statements and declarations', undefined],
    ] as const) {
      const steps = stepsByText(
        ...INTRO,
        p('2. Results'),
        p(FOUND),
        p('Table 1. Plot means'),
        tbl,
        p('* Significant at the 5% level.'),
        p(after),
      );
      expect(steps['* Significant at the 5% level.'], after).toEqual(['table.annotation']);
      expect(steps[after]?.[0], after).toBe(step);
    }
    const steps = stepsByText(...INTRO, p('2. Results'), p(FOUND), p('Table 1. Plot means'), tbl, p(thanks));
    expect(steps[thanks]).toEqual(['main.acknowledgements']);
  });

  it('takes a funder thanked under "Acknowledgements" and a statement after the appendix as declarations', () => {
    const thanked =
      'We gratefully acknowledge financial support from the German Research Foundation (grant no. 398765).';
    const interests = 'The authors declare no conflict of interest.';
    const steps = stepsByText(
      ...INTRO,
      p('Acknowledgements'),
      p(thanked),
      p('Appendix A'),
      p('Plot coordinates are listed in the table below.'),
      p(interests),
    );
    expect(steps[thanked]).toEqual(['declaration.funding']);
    expect(steps['Plot coordinates are listed in the table below.']).toEqual(['back.appendix']);
    expect(steps[interests]).toEqual(['declaration.conflicts_of_interest']);
  });

  it('takes thanks after the discussion, with no heading, as the acknowledgements', () => {
    const thanks = 'We thank the rangers of the national park for access to the sites.';
    const steps = stepsByText(
      ...INTRO,
      p('2. Discussion'),
      p('Deep snow may protect microbial activity.'),
      p(thanks),
    );
    expect(steps[thanks]).toEqual(['main.acknowledgements']);
  });
});

describe("IEEE's layout", () => {
  const abstract =
    'Abstract—Soil respiration under snow is poorly known. We measured it in 40 plots over three winters. Respiration was higher under deep snow.';
  const keywords = 'Index Terms—Snow, soil respiration, alpine meadows.';
  const related = 'Earlier studies measured respiration only in summer, or under shallow snow.';

  it('reads the run-in "Abstract—" and "Index Terms—" lines, and a related-work section as introduction', () => {
    const steps = stepsByText(
      ...TITLE_PAGE,
      p(abstract),
      p(keywords),
      p('I. INTRODUCTION'),
      p('Snow insulates soils in winter, and soil respiration goes on under it.'),
      p('II. RELATED WORK'),
      p(related),
      p('III. PROPOSED MEASUREMENT APPROACH'),
      p(DONE),
      p('IV. RESULTS'),
      p(FOUND),
    );
    expect(steps[abstract]).toEqual(['abstract.background', 'abstract.methods', 'abstract.results']);
    expect(steps[keywords]).toEqual(['abstract.keywords']);
    expect(steps['II. RELATED WORK']).toEqual(['main.introduction']);
    expect(steps[related]).toEqual(['main.introduction']);
    expect(steps[DONE]).toEqual(['main.materials_and_methods']);
  });

  it('takes a literature review before the methods for the introduction, under its other names too', () => {
    for (const name of ['Literature review', 'Background and related work', 'Previous work']) {
      const steps = stepsByText(...TITLE_PAGE, ...INTRO, p(`2. ${name}`), p(related), p('3. Data'), p(DONE));
      expect(steps[related], name).toEqual(['main.introduction']);
    }
  });
});

describe('layouts of medical and publishers’ templates', () => {
  const AIM = 'Snow cover in alpine meadows is shrinking, and we asked how soil respiration responds.';
  const CONCLUDE = 'Deep snow keeps soil respiration going through the winter.';

  it('reads The Lancet’s summary: bold labels with no colon, its funding line, a group byline, the research-in-context panel', () => {
    const byline = 'Jane Doe, John Smith, on behalf of the SNOW Study Group*';
    const panel = 'We searched PubMed for studies of soil respiration under snow up to 2023.';
    const steps = stepsByText(
      p('Snow cover and soil respiration in alpine meadows'),
      p(byline),
      bold('Summary'),
      lead('Background', AIM),
      lead('Methods', DONE),
      lead('Findings', FOUND),
      lead('Interpretation', CONCLUDE),
      lead('Funding', 'Swiss National Science Foundation.'),
      bold('Research in context'),
      bold('Evidence before this study'),
      p(panel),
      bold('Introduction'),
      p('Snow insulates soils in winter.'),
    );
    expect(steps[byline]).toEqual(['front.authors']);
    expect(steps[`Background ${AIM}`]).toEqual(['abstract.background']);
    expect(steps[`Methods ${DONE}`]).toEqual(['abstract.methods']);
    expect(steps[`Findings ${FOUND}`]).toEqual(['abstract.results']);
    expect(steps[`Interpretation ${CONCLUDE}`]).toEqual(['abstract.conclusions']);
    expect(steps['Funding Swiss National Science Foundation.']).toEqual(['declaration.funding']);
    expect(steps[panel]).toBeUndefined();
  });

  it('finds an abstract of bold colonless labels with no heading right after the title page', () => {
    const steps = stepsByText(
      ...TITLE_PAGE,
      lead('Objective', AIM),
      lead('Design', DONE),
      bold('Introduction'),
    );
    expect(steps[`Objective ${AIM}`]).toEqual(['abstract.background']);
    expect(steps[`Design ${DONE}`]).toEqual(['abstract.methods']);
  });

  it('reads an Elsevier-style manuscript: an "Article" line, a graphical abstract, keywords one per line, "Appendix A. Supplementary data"', () => {
    const steps = stepsByText(
      p('Article'),
      ...TITLE_PAGE,
      bold('Graphical abstract'),
      p('[image]'),
      bold('Abstract'),
      p(`${AIM} ${DONE} ${FOUND} ${CONCLUDE}`),
      p('Keywords:'),
      p('Snow cover'),
      p('Soil respiration'),
      ...INTRO,
      p('2. Results'),
      p(FOUND),
      bold('Appendix A. Supplementary data'),
      p('Supplementary data to this article can be found online.'),
    );
    expect(steps.Article).toBeUndefined();
    expect(steps['[image]']).toBeUndefined();
    expect(steps.Abstract).toEqual(['abstract.background']);
    expect(steps['Snow cover']).toEqual(['abstract.keywords']);
    expect(steps['Soil respiration']).toEqual(['abstract.keywords']);
    expect(steps['Supplementary data to this article can be found online.']).toEqual(['back.appendix']);
  });
});

describe("Nature's order", () => {
  const SUMMARY =
    'Snow insulates alpine soils in winter, and how much carbon escapes under it is poorly known across the mountain ranges of Europe, where snow cover has shrunk by weeks since the 1970s and is expected to shrink further. Here we measured soil respiration in 40 plots over three winters with closed chambers under snow of varied depth. Respiration was higher under deep snow in all three winters, by a third on average. Shrinking snow cover may therefore cut winter carbon losses from alpine soils.';
  const INTRO_TEXT = 'Alpine soils hold large stocks of carbon, much of it in the upper horizons.';

  it('reads a summary paragraph with no heading, an introduction with none, results named by findings and the methods after the discussion', () => {
    const steps = stepsByText(
      ...TITLE_PAGE,
      p(SUMMARY),
      p(INTRO_TEXT),
      bold('Snow depth controls winter respiration'),
      p(FOUND),
      bold('Discussion'),
      p('Deep snow keeps soil respiration going through the winter.'),
      bold('Methods'),
      p(DONE),
      bold('References'),
      p('1. Brooks PD, Williams MW. Snowpack controls on nitrogen cycling. Hydrol Process. 1999;13:2177-90.'),
      lead('Acknowledgements', 'We thank the Swiss Alpine Club for access to the plots.'),
      lead('Competing interests', 'The authors declare no competing interests.'),
    );
    expect(steps[SUMMARY]).toContain('abstract.background');
    expect(steps[INTRO_TEXT]).toEqual(['main.introduction']);
    expect(steps['Snow depth controls winter respiration']).toEqual(['main.results']);
    expect(steps[FOUND]).toEqual(['main.results']);
    expect(steps[DONE]).toEqual(['main.materials_and_methods']);
    expect(steps['Acknowledgements We thank the Swiss Alpine Club for access to the plots.']).toEqual([
      'main.acknowledgements',
    ]);
    expect(steps['Competing interests The authors declare no competing interests.']).toEqual([
      'declaration.conflicts_of_interest',
    ]);
  });
});

describe('sections of PLOS, Cell and humanities journals', () => {
  it('leaves an author summary out of the introduction and reads an institution named in Spanish as an affiliation', () => {
    const lay = 'Snow keeps soils breathing in winter; we measured how much.';
    const steps = stepsByText(
      p('Snow cover and soil respiration in alpine meadows'),
      p('Jane Doe1, Juan Pérez2'),
      p('1 Universidad de Granada, Granada, Spain'),
      bold('Abstract'),
      p(`${DONE} ${FOUND}`),
      bold('Author summary'),
      p(lay),
      bold('Introduction'),
      p('Snow insulates soils in winter.'),
    );
    expect(steps['1 Universidad de Granada, Granada, Spain']).toEqual(['front.affiliations']);
    expect(steps[lay]).toBeUndefined();
  });

  it("goes back to the methods after a data statement among Cell's STAR Methods headings", () => {
    const steps = stepsByText(
      ...TITLE_PAGE,
      ...INTRO,
      bold('STAR★METHODS'),
      bold('Data and code availability'),
      p('RNA-seq data are at GEO: GSE999999.'),
      bold('METHOD DETAILS'),
      p(DONE),
      bold('QUANTIFICATION AND STATISTICAL ANALYSIS'),
      p('Data were analysed by two-tailed t tests.'),
    );
    expect(steps['RNA-seq data are at GEO: GSE999999.']).toEqual(['declaration.data_availability']);
    expect(steps[DONE]).toEqual(['main.materials_and_methods']);
    expect(steps['Data were analysed by two-tailed t tests.']).toEqual(['main.materials_and_methods']);
  });

  it('keeps endnotes as the appendix and a contributor’s biography out of the statements', () => {
    const note = '1. William Gilpin, Observations on the River Wye (London, 1782), 32.';
    const bio = 'Jane Doe is Lecturer in Soil Science at Example University.';
    const steps = stepsByText(
      ...TITLE_PAGE,
      ...INTRO,
      bold('Disclosure statement'),
      p('No potential conflict of interest was reported by the authors.'),
      bold('Notes'),
      p(note),
      bold('Notes on contributors'),
      p(bio),
      bold('Bibliography'),
      p('Gilpin, William. Observations on the River Wye. London, 1782.'),
    );
    expect(steps[note]).toEqual(['back.appendix']);
    expect(steps[bio]).toBeUndefined();
  });
});

describe("APA's author note", () => {
  it('reads the lines under "Author Note" one by one: an ORCID, a disclosure, funding, the correspondence', () => {
    const orcidLine = 'Jane Doe https://orcid.org/0000-0002-1825-0097';
    const disclosure = 'We have no known conflict of interest to disclose.';
    const funding = 'This research was supported by the Swiss National Science Foundation.';
    const correspondence =
      'Correspondence concerning this article should be addressed to Jane Doe, Example University. Email: jane@example.org';
    const steps = stepsByText(
      p('Running head: SNOW AND SOIL'),
      ...TITLE_PAGE,
      p('Department of Ecology, Example University'),
      bold('Author Note'),
      p(orcidLine),
      p(disclosure),
      p(funding),
      p(correspondence),
      bold('Abstract'),
      p(`${DONE} ${FOUND}`),
    );
    expect(steps['Author Note']).toBeUndefined();
    expect(steps[orcidLine]).toEqual(['front.authors']);
    expect(steps[disclosure]).toEqual(['declaration.conflicts_of_interest']);
    expect(steps[funding]).toEqual(['declaration.funding']);
    expect(steps[correspondence]).toEqual(['front.correspondence']);
  });
});

describe('a short abstract with no heading', () => {
  it('takes prose right above the keywords line for the abstract, however short', () => {
    const abstract = `Snow cover in alpine meadows is shrinking and little is known of what that does to soil carbon. ${DONE} ${FOUND}`;
    const steps = stepsByText(
      ...TITLE_PAGE,
      p('Received 12 March 2023; accepted 4 November 2023'),
      p(abstract),
      p('Keywords: snow; soil respiration'),
      ...INTRO,
    );
    expect(steps[abstract]).toContain('abstract.results');
  });
});

describe('economics papers', () => {
  it('reads JEL codes as keywords and an institutional background after the introduction as part of it', () => {
    const background = 'States may set minimum wages above the federal floor.';
    const steps = stepsByText(
      ...TITLE_PAGE,
      bold('Abstract'),
      p(`${DONE} ${FOUND}`),
      p('JEL Codes: J23, J38'),
      p('Keywords: minimum wage, teen employment'),
      p('I. Introduction'),
      p('Few questions in labor economics have drawn as much attention.'),
      p('II. Institutional Background'),
      p(background),
      p('III. Data'),
      p(DONE),
    );
    expect(steps['JEL Codes: J23, J38']).toEqual(['abstract.keywords']);
    expect(steps[background]).toEqual(['main.introduction']);
  });
});

describe('case reports', () => {
  it('reads the case presentation as the results, in the abstract and in the body', () => {
    const abstractCase = 'Case presentation: A 34-year-old woman presented with chest pain after delivery.';
    const bodyCase = 'A 34-year-old woman, two weeks postpartum, presented with crushing chest pain.';
    const steps = stepsByText(
      ...TITLE_PAGE,
      bold('Abstract'),
      p('Background: Coronary artery dissection is a rare cause of chest pain.'),
      p(abstractCase),
      p('Conclusions: Postpartum chest pain warrants prompt angiography.'),
      p('Keywords: dissection; postpartum'),
      bold('Background'),
      p('Coronary artery dissection accounts for up to 4% of acute coronary syndromes.'),
      bold('Case presentation'),
      p(bodyCase),
      bold('Discussion'),
      p('Postpartum women are at increased risk.'),
    );
    expect(steps[abstractCase]).toEqual(['abstract.results']);
    expect(steps[bodyCase]).toEqual(['main.results']);
  });

  it('keeps a "Case Report" line above the title an article-type line', () => {
    const steps = stepsByText(p('Case Report'), ...TITLE_PAGE, bold('Abstract'), p(`${DONE} ${FOUND}`));
    expect(steps['Case Report']).toBeUndefined();
    expect(steps[TITLE_TEXT]).toEqual(['front.title']);
  });
});
