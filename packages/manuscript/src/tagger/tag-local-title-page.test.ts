import { describe, expect, it } from 'vitest';
import { readDocx } from '../read-docx.ts';
import { boldLead, boldP, buildDocx, linesP, p } from '../test-support/build-docx.ts';
import { stepsByText } from '../test-support/steps-by-text.ts';
import { tagLocal } from './tag-local.ts';

const cell = (...paragraphs: string[]) => `<w:tc>${paragraphs.join('')}</w:tc>`;
const row = (label: string, ...value: string[]) => `<w:tr>${cell(boldP(label))}${cell(...value)}</w:tr>`;
const TITLE = 'Association between sleep duration and depressive symptoms among Korean adolescents';
const TITLE_PAGE = `<w:tbl>${[
  row('Title', p(TITLE)),
  row('Authors', p('Ji-Hoon Park1, Soo-Min Lee2, Hyun-Woo Kim1')),
  row(
    'Affiliations',
    p('1Department of Psychiatry, Seoul National University College of Medicine, Seoul, Korea'),
    p('2Department of Nursing, Yonsei University, Seoul, Korea'),
  ),
  row('Corresponding author', p('Hyun-Woo Kim, MD, PhD. E-mail: hwkim@snu.ac.kr')),
].join('')}</w:tbl>`;
const ABSTRACT = [
  boldP('Abstract'),
  boldLead('Objective:', 'To examine the association between sleep duration and depressive symptoms.'),
  boldLead('Methods:', 'We analysed data from 54,948 students.'),
  boldLead('Results:', 'Sleeping less than 6 hours was associated with depressive symptoms.'),
  boldLead('Conclusion:', 'Short sleep is associated with depressive symptoms in adolescents.'),
];

describe('text set in tables (a title page, a box), and headings closed by a full stop', () => {
  it("reads a title page's table of labels and values line by line", () => {
    const steps = stepsByText(
      TITLE_PAGE,
      ...ABSTRACT,
      boldP('Introduction'),
      p('Depression is common among adolescents in Korea.'),
      boldP('References'),
      p('1. Owens J. Insufficient sleep in adolescents. Pediatrics. 2014;134(3):e921-32.'),
    );
    expect(steps[TITLE]).toEqual(['front.title']);
    expect(steps['Ji-Hoon Park1, Soo-Min Lee2, Hyun-Woo Kim1']).toEqual(['front.authors']);
    expect(steps['2Department of Nursing, Yonsei University, Seoul, Korea']).toEqual(['front.affiliations']);
    expect(steps['Hyun-Woo Kim, MD, PhD. E-mail: hwkim@snu.ac.kr']).toEqual(['front.correspondence']);
  });

  it('keeps a data table as a table, and a title page table only before the main text', () => {
    const data = `<w:tbl>${row('Age', p('41.2'))}${row('Sex', p('female'))}</w:tbl>`;
    const manuscript = readDocx(
      buildDocx({
        body: [
          p(TITLE),
          ...ABSTRACT,
          boldP('Introduction'),
          p('Depression is common.'),
          data,
          TITLE_PAGE,
        ].join(''),
      }),
    );
    expect(manuscript.blocks.filter((block) => block.type === 'table')).toHaveLength(2);
    const unwrapped = readDocx(buildDocx({ body: [TITLE_PAGE, ...ABSTRACT].join('') }));
    expect(unwrapped.blocks.filter((block) => block.type === 'table')).toHaveLength(0);
    expect(
      unwrapped.blocks.slice(0, 3).map((block) => (block.type === 'paragraph' ? block.text : '')),
    ).toEqual(['Title', TITLE, 'Authors']);
  });

  it('reads a known heading closed by a full stop as that heading', () => {
    const steps = stepsByText(
      p(TITLE),
      ...ABSTRACT,
      boldP('Introduction.'),
      p('Depression is common among adolescents in Korea.'),
      boldP('Methods.'),
      p('The Korea Youth Risk Behavior Survey is an annual nationwide survey.'),
      boldP('Results.'),
      p('Of the 54,948 students, 22.4% slept less than 6 hours.'),
      boldP('Discussion.'),
      p('Short sleep was associated with depressive symptoms.'),
      boldP('References.'),
      p('1. Owens J. Insufficient sleep in adolescents. Pediatrics. 2014;134(3):e921-32.'),
    );
    expect(steps['Methods.']).toEqual(['main.materials_and_methods']);
    expect(steps['Of the 54,948 students, 22.4% slept less than 6 hours.']).toEqual(['main.results']);
    expect(steps['Short sleep was associated with depressive symptoms.']).toEqual(['main.discussion']);
    expect(steps['References.']).toEqual(['back.references']);
  });

  it('reads an abstract set in a box (a table of one cell) as the abstract, and keeps a box without prose', () => {
    const box = (...paragraphs: string[]) => `<w:tbl><w:tr>${cell(...paragraphs)}</w:tr></w:tbl>`;
    const objective = 'Objectives To estimate the prevalence of vitamin D deficiency among pregnant women.';
    const body = [
      p(TITLE),
      p('Abebe Tadesse1, Marta Girma1, Lars Eriksen2'),
      box(
        boldP('ABSTRACT'),
        p(objective),
        p('Design Cross-sectional study in five public hospitals.'),
        p('Results The prevalence of deficiency was 64.2% (95% CI 60.4% to 68.0%).'),
        p('Conclusions Vitamin D deficiency is common among pregnant women in Ethiopia.'),
      ),
      boldP('INTRODUCTION'),
      p('Vitamin D deficiency is a global public health problem.'),
      box(p('Scale bar')),
      boldP('REFERENCES'),
      p('1. Holick MF. Vitamin D deficiency. N Engl J Med 2007;357:266–81.'),
    ];
    const steps = stepsByText(...body);
    expect(steps[objective]).toEqual(['abstract.background']);
    expect(steps['Conclusions Vitamin D deficiency is common among pregnant women in Ethiopia.']).toEqual([
      'abstract.conclusions',
    ]);
    const manuscript = readDocx(buildDocx({ body: body.join('') }));
    expect(manuscript.blocks.filter((block) => block.type === 'table')).toHaveLength(1);
  });

  it("keeps other boxes and data tables as tables (a second reader's cases)", () => {
    const box = (...paragraphs: string[]) => `<w:tbl><w:tr>${cell(...paragraphs)}</w:tr></w:tbl>`;
    const tables = (...body: string[]) =>
      readDocx(buildDocx({ body: body.join('') })).blocks.filter((block) => block.type === 'table').length;
    // A key-points box, a search strategy in a box after the references, a table typed with tabs in one cell.
    expect(
      tables(
        p(TITLE),
        ...ABSTRACT,
        box(
          boldP('Key points'),
          p('Short sleep is common among Korean adolescents and is linked to depression.'),
        ),
        boldP('Introduction'),
        p('Depression is common among adolescents in Korea.'),
        boldP('References'),
        p('1. Owens J. Insufficient sleep in adolescents. Pediatrics. 2014;134(3):e921-32.'),
        box(p('Box 1. Search strategy: sleep OR insomnia AND adolescents AND depression in MEDLINE')),
        box(p('Less than 6 hours per night\t38.2 (36.1 to 40.3) in all the students we surveyed')),
      ),
    ).toBe(3);
    // A book review's table of the reviewed book: a title and authors, but mostly other rows.
    expect(
      tables(
        `<w:tbl>${row('Title', p('Sleep in adolescence'))}${row('Authors', p('Mary Carskadon'))}${row('Year', p('1996'))}${row('Items', p('21'))}</w:tbl>`,
        ...ABSTRACT,
      ),
    ).toBe(1);
  });

  it('leaves out a header row, reads "Author(s)" labels, and looks past a box above the title page', () => {
    const manuscript = readDocx(
      buildDocx({
        body: [
          `<w:tbl><w:tr>${cell(p('ORIGINAL ARTICLE'))}</w:tr></w:tbl>`,
          `<w:tbl>${row('Item', p('Details'))}${row('Title', p(TITLE))}${row('Author(s)', p('Ji-Hoon Park1, Soo-Min Lee2'))}${row('Institution(s)', p('1Seoul National University, Seoul, Korea'))}</w:tbl>`,
          ...ABSTRACT,
        ].join(''),
      }),
    );
    const texts = manuscript.blocks.map((block) => (block.type === 'paragraph' ? block.text : block.type));
    expect(texts.slice(0, 4)).toEqual(['table', 'Title', TITLE, 'Author(s)']);
    expect(texts).not.toContain('Item');
  });

  it('skips a cover letter above the title page, up to its signature', () => {
    const letter = [
      p('Dear Dr. Smith,'),
      p('Please find enclosed our manuscript, which we submit for consideration as an original article.'),
      p('Sincerely,'),
      p('Ana Ferreira, on behalf of all authors'),
      p('Professor of Marine Biology'),
    ];
    const steps = stepsByText(
      ...letter,
      boldP(TITLE),
      p('Ji-Hoon Park1, Soo-Min Lee2, Hyun-Woo Kim1'),
      ...ABSTRACT,
      boldP('Introduction'),
      p('Depression is common among adolescents in Korea.'),
    );
    expect(steps['Dear Dr. Smith,']).toBeUndefined();
    expect(steps['Ana Ferreira, on behalf of all authors']).toBeUndefined();
    expect(steps[TITLE]).toEqual(['front.title']);
    expect(steps['Ji-Hoon Park1, Soo-Min Lee2, Hyun-Woo Kim1']).toEqual(['front.authors']);
    // A letter that never closes ends at the abstract.
    const unclosed = stepsByText(p('Dear Editor,'), p('We submit our manuscript.'), ...ABSTRACT);
    expect(unclosed['Abstract']).toEqual(['abstract.background']);
  });

  it("ends a cover letter's signature at a short plain title, and knows what is no salutation", () => {
    const title = 'Microplastics in coastal seabirds';
    const steps = stepsByText(
      p('Dear Dr. Smith,'),
      p('Please find enclosed our manuscript, which we submit for consideration as an original article.'),
      p('Best,'),
      p('Ana Ferreira'),
      p('University of Porto, Porto, Portugal'),
      p(title),
      p('Ana Ferreira1, Joao Silva2'),
      p('1University of Porto, Porto, Portugal'),
      ...ABSTRACT,
    );
    expect(steps[title]).toEqual(['front.title']);
    expect(steps['Ana Ferreira1, Joao Silva2']).toEqual(['front.authors']);
    expect(steps['1University of Porto, Porto, Portugal']).toEqual(['front.affiliations']);
    const dear = 'Dear doctor: letters from patients in oncology';
    expect(stepsByText(p(dear), p('Ana Ferreira1, Joao Silva2'), ...ABSTRACT)[dear]).toEqual(['front.title']);
  });
});

describe('a title page of labelled lines', () => {
  const coi = 'Conflicts of interest: None declared.';
  const registration = 'Trial registration: ClinicalTrials.gov NCT04000000.';
  const counts = 'Number of tables: 3; Number of figures: 2';
  const lines = [
    p(TITLE),
    p('Ji-Hoon Park1, Soo-Min Lee2, Hyun-Woo Kim1'),
    p('1Department of Psychiatry, Seoul National University College of Medicine, Seoul, Korea'),
    p('Corresponding author: Hyun-Woo Kim. E-mail: hwkim@snu.ac.kr'),
    p(counts),
    p(coi),
    p(registration),
    ...ABSTRACT,
  ];

  it('reads a labelled statement as its declaration, and leaves a registration and counts untagged', () => {
    const steps = stepsByText(...lines);
    expect(steps[coi]).toEqual(['declaration.conflicts_of_interest']);
    expect(steps[registration]).toBeUndefined();
    expect(steps[counts]).toBeUndefined();
  });

  it("keeps a title that opens with a statement's name, and lets a statement's sentences outrank its label", () => {
    const title = 'Informed consent: what patients remember a week after surgery';
    const underLabel = stepsByText(boldP('Title'), p(title), boldP('Authors'), ...lines.slice(1));
    expect(underLabel[title]).toEqual(['front.title']);
    const twoLines = stepsByText(
      p('Open science in clinical psychology'),
      p('Data sharing: attitudes of 600 researchers'),
      ...lines.slice(1),
    );
    expect(twoLines['Data sharing: attitudes of 600 researchers']).toEqual(['front.title']);
    const disclosure =
      'Financial Disclosure: The authors have indicated they have no financial relationships relevant to this article to disclose.';
    const statements = stepsByText(...lines.slice(0, -ABSTRACT.length), p(disclosure), ...ABSTRACT);
    expect(statements[disclosure]).toEqual(['declaration.conflicts_of_interest']);
  });

  it('reads a long labelled statement, and statements on a blinded title page with no byline', () => {
    const thanks =
      'Acknowledgements: We thank the students and teachers who took part, and the Korea Disease Control and Prevention Agency for the data.';
    const funders =
      'Funding: National Research Foundation of Korea (NRF-2019R1A2C1000000) and Seoul National University Hospital research fund.';
    const long = stepsByText(...lines.slice(0, -ABSTRACT.length), p(thanks), p(funders), ...ABSTRACT);
    expect(long[thanks]).toEqual(['main.acknowledgements']);
    expect(long[funders]).toEqual(['declaration.funding']);
    const blinded = stepsByText(
      boldP('Title'),
      p(TITLE),
      boldP('Running head'),
      p('Sleep and depression'),
      p('Conflicts of interest: None declared.'),
      p('Funding: None.'),
      ...ABSTRACT,
    );
    expect(blinded['Conflicts of interest: None declared.']).toEqual(['declaration.conflicts_of_interest']);
    expect(blinded['Funding: None.']).toEqual(['declaration.funding']);
  });

  it('leaves a "TITLE PAGE" heading untagged, and the lines under it are read each on its own', () => {
    const steps = stepsByText(boldP('TITLE PAGE'), ...lines);
    expect(steps['TITLE PAGE']).toBeUndefined();
    expect(steps[TITLE]).toEqual(['front.title']);
    expect(steps[counts]).toBeUndefined();
    expect(steps[coi]).toEqual(['declaration.conflicts_of_interest']);
  });
});

describe('a byline of one author per line, each with an affiliation under it', () => {
  it('reads a name with its role noted in brackets as an author', () => {
    const lead = 'Hannah Lee, RN, PhD (corresponding author)';
    const steps = stepsByText(
      p(TITLE),
      p('Rebecca Thornton, RN, MSN'),
      p('School of Nursing, University of Michigan, Ann Arbor, MI, USA'),
      p(lead),
      p('Department of Psychology, University of Porto, Porto, Portugal'),
      ...ABSTRACT,
    );
    expect(steps['Rebecca Thornton, RN, MSN']).toEqual(['front.authors']);
    expect(steps[lead]).toEqual(['front.authors']);
    expect(steps['Department of Psychology, University of Porto, Porto, Portugal']).toEqual([
      'front.affiliations',
    ]);
  });

  it('reads a byline with middle initials as the byline, not a second line of the title (APA)', () => {
    const byline = 'Daniel K. Morales and Priya R. Natarajan';
    const steps = stepsByText(
      boldP(TITLE),
      p(byline),
      p('Department of Psychology, University of Texas at Austin'),
      ...ABSTRACT,
    );
    expect(steps[TITLE]).toEqual(['front.title']);
    expect(steps[byline]).toEqual(['front.authors']);
  });
});

describe('a byline whose marks lost their superscript', () => {
  it('reads "Jane Doe a,*, John Smith b" as the byline, a last author after "and" or "e", and a surname "Costa e Silva"', () => {
    for (const byline of [
      'Jane Doe a,*, John Smith b',
      'Jane Doe a, John Smith b,c,*',
      'Jane Doe a,b; John Smith c',
      'Jane Doe a, John Smith b and Mary Jones c,*',
      'Ana Souza a, Pedro Lima b e João Silva c',
      'Jane Doe(1), John Smith(2)',
      'Jane Doe [1], John Smith [2,3]',
    ]) {
      const steps = stepsByText(
        p(TITLE),
        p(byline),
        p('a Department of Geography, University of Leeds, Leeds, UK'),
        ...ABSTRACT,
      );
      expect(steps[TITLE], byline).toEqual(['front.title']);
      expect(steps[byline], byline).toEqual(['front.authors']);
    }
    // A double surname joined by "e" is one name, not a mark: the byline stays whole.
    const portuguese = 'Ana Souza a, Maria Costa e Silva b';
    expect(stepsByText(p(TITLE), p(portuguese), ...ABSTRACT)[portuguese]).toEqual(['front.authors']);
  });
});

describe("a submission's header lines above the title", () => {
  it('leaves "Submitted to", "Manuscript ID" and "Date of submission" lines untagged and finds the title under them', () => {
    const header = [
      'Submitted to: Journal of Adolescent Health',
      'Manuscript ID: JAH-D-24-00123',
      'Date of submission: 12 March 2024',
    ];
    const steps = stepsByText(
      ...header.map((line) => p(line)),
      boldP(TITLE),
      p('Ji-Hoon Park1, Soo-Min Lee2, Hyun-Woo Kim1'),
      p('1Department of Psychiatry, Seoul National University College of Medicine, Seoul, Korea'),
      ...ABSTRACT,
    );
    for (const line of header) expect(steps[line]).toBeUndefined();
    expect(steps[TITLE]).toEqual(['front.title']);
  });
});

describe("APA's author note", () => {
  it('leaves a plain "Author Note" line untagged (not a byline of two names)', () => {
    const steps = stepsByText(
      p(TITLE),
      p('Ji-Hoon Park and Soo-Min Lee'),
      p('Seoul National University'),
      p('Author Note'),
      p('This research was supported by the National Research Foundation of Korea (grant 2019R1A2C1000000).'),
      ...ABSTRACT,
    );
    expect(steps['Author Note']).toBeUndefined();
    expect(steps['Ji-Hoon Park and Soo-Min Lee']).toEqual(['front.authors']);
  });
});

describe('a title page typed as one paragraph with line breaks', () => {
  it('reads each line as a title-page line, highlights on the paragraph itself', () => {
    const lines = [
      TITLE,
      'Ji-Hoon Park1, Soo-Min Lee2, Hyun-Woo Kim1',
      '1Department of Psychiatry, Seoul National University College of Medicine, Seoul, Korea',
      'Corresponding author: Hyun-Woo Kim. E-mail: hwkim@snu.ac.kr',
    ];
    const manuscript = readDocx(buildDocx({ body: `${linesP(...lines)}${ABSTRACT.join('')}` }));
    const first = manuscript.blocks[0];
    if (first?.type !== 'paragraph') throw new Error('no paragraph');
    const texts = Object.fromEntries(
      tagLocal(manuscript).steps.map((step) => [
        step.step,
        step.highlights.filter((h) => h.block === first.id).map((h) => first.text.slice(h.start, h.end)),
      ]),
    );
    expect(texts['front.title']).toEqual([lines[0]]);
    expect(texts['front.authors']).toEqual([lines[1]]);
    expect(texts['front.affiliations']).toEqual([lines[2]]);
    expect(texts['front.correspondence']).toEqual([lines[3]]);
  });

  it('leaves a headless abstract typed with line breaks above the keywords whole', () => {
    const sentences = [
      'The effect of vitamin D on fractures is debated.',
      'We followed 12,400 women aged 65 or older for 8 years.',
      'Supplement users had a hazard ratio for hip fracture of 0.92.',
      'Vitamin D supplementation was not associated with fewer fractures.',
    ];
    const steps = stepsByText(
      p(TITLE),
      p('Ji-Hoon Park1, Soo-Min Lee2'),
      linesP(...sentences),
      p('Keywords: vitamin D; fracture'),
      boldP('Introduction'),
      p('Fractures are a major cause of disability in older women.'),
    );
    expect(steps[sentences.join('\n')]).toEqual([
      'abstract.background',
      'abstract.methods',
      'abstract.results',
    ]);
  });
});

describe("a thesis chapter's title page", () => {
  it('leaves the chapter number and the note on where it is to be submitted untagged', () => {
    const note = 'A manuscript prepared for submission to Soil Biology and Biochemistry';
    const steps = stepsByText(
      boldP('CHAPTER 3'),
      boldP(TITLE),
      p(note),
      p('Laura M. Jensen, Thomas Becker, and Anna Kowalski'),
      ...ABSTRACT,
    );
    expect(steps['CHAPTER 3']).toBeUndefined();
    expect(steps[TITLE]).toEqual(['front.title']);
    expect(steps[note]).toBeUndefined();
    expect(steps['Laura M. Jensen, Thomas Becker, and Anna Kowalski']).toEqual(['front.authors']);
  });
});
