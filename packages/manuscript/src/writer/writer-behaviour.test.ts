// The writer's decisions on a small hand-made manuscript with hand-made tags: headings replaced by the template's,
// abstract relabelled or merged, declarations moved, tables placed, formatting kept, layout and the report.
import type { ArticleTemplate, Manuscript, Paragraph, StepValue, TagResult } from '@galley/contracts';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readDocx } from '../read-docx.ts';
import { buildDocx, p } from '../test-support/build-docx.ts';
import { convertManuscript } from './convert-manuscript.ts';
import { RUNNING_TEMPLATE, STRUCTURED_TEMPLATE } from './fixture-templates.ts';

const heading = (text: string) => p(text, '<w:pStyle w:val="Heading1"/>');
const run = (text: string, rPr = '') =>
  `<w:r>${rPr ? `<w:rPr>${rPr}</w:rPr>` : ''}<w:t xml:space="preserve">${text}</w:t></w:r>`;
const cell = (text: string) => `<w:tc><w:p>${run(text)}</w:p></w:tc>`;

const FUNDING = 'This work was funded by the Test Agency.';
const source: Manuscript = readDocx(
  buildDocx({
    body: [
      p('Writing manuscripts for journals'),
      p('Abstract'),
      p('Objective: To test the writer.'),
      p('Methods: We wrote a document.'),
      p('Results: It opened.'),
      p('Conclusions: It works.'),
      p('Keywords: alpha; beta; gamma'),
      heading('1. Introduction'),
      `<w:p>${run('Intro with ')}${run('bold', '<w:b/>')}${run(', ')}${run('italic', '<w:i/>')}${run(', x')}${run('2', '<w:vertAlign w:val="superscript"/>')}${run(', H')}${run('2', '<w:vertAlign w:val="subscript"/>')}${run('O and ')}${run('small caps', '<w:smallCaps/>')}${run(' as shown before [2].')}</w:p>`,
      heading('2. Patients and Methods'),
      p(`We recruited forty people [1,2]. ${FUNDING}`),
      p('Table 1. Baseline characteristics'),
      `<w:tbl><w:tr><w:tc><w:tcPr><w:gridSpan w:val="2"/></w:tcPr><w:p>${run('Both')}</w:p></w:tc></w:tr><w:tr>${cell('Age')}${cell('42 [2]')}</w:tr></w:tbl>`,
      p('Abbreviations: none.'),
      heading('3. Results'),
      p('We found that the writer writes [1].'),
      heading('4. Discussion'),
      p('This matters for authors.'),
      heading('References'),
      p(
        '1. Smith J, Doe A. Writing manuscripts for journals: a randomised trial. BMJ. 2020;368:m100. doi:10.1136/bmj.m100',
      ),
      p('2. Roe B. Reading habits of clinicians in a teaching hospital. Lancet. 2019;393(10170):10-20.'),
    ].join(''),
  }),
);

const byText = (start: string): Paragraph => {
  const found = source.blocks.find((b): b is Paragraph => b.type === 'paragraph' && b.text.startsWith(start));
  if (!found) throw new Error(`No paragraph starts with ${start}`);
  return found;
};
const whole = (start: string) => {
  const paragraph = byText(start);
  return { block: paragraph.id, start: 0, end: paragraph.text.length, confidence: 1 };
};
const step = (value: StepValue, highlights: ReturnType<typeof whole>[]) => ({
  step: value,
  highlights,
  confidence: 1,
});
const methods = byText('We recruited');
const tags: TagResult = {
  tagger: 'local',
  warnings: [],
  steps: [
    step('front.title', [whole('Writing manuscripts')]),
    step('abstract.background', [whole('Abstract'), whole('Objective')]),
    step('abstract.methods', [whole('Methods:')]),
    step('abstract.results', [whole('Results:')]),
    step('abstract.conclusions', [whole('Conclusions:')]),
    step('abstract.keywords', [whole('Keywords')]),
    step('main.introduction', [whole('1. Introduction'), whole('Intro with')]),
    step('main.materials_and_methods', [whole('2. Patients'), whole('We recruited')]),
    step('main.results', [whole('3. Results'), whole('We found')]),
    step('main.discussion', [whole('4. Discussion'), whole('This matters')]),
    step('declaration.funding', [
      { block: methods.id, start: methods.text.indexOf(FUNDING), end: methods.text.length, confidence: 1 },
    ]),
    step('back.references', [whole('References'), whole('1. Smith'), whole('2. Roe')]),
    step('table.title', [whole('Table 1.')]),
  ],
};

async function convert(template: ArticleTemplate) {
  const result = await convertManuscript({
    manuscript: source,
    tags,
    template,
    journal: { id: 'test-journal', title: 'Test Journal', templateFamily: 'fixture' },
    articleType: 'original_article',
  });
  const output = readDocx(result.docx);
  const paragraphs = output.blocks.filter((b): b is Paragraph => b.type === 'paragraph');
  const texts = paragraphs.map((b) => b.text);
  const headings = paragraphs.filter((b) => b.styleId === 'Heading1').map((b) => b.text);
  return { ...result, output, paragraphs, texts, headings };
}

describe('convertManuscript on a hand-made manuscript', () => {
  it('leaves keywords out for a journal that prints none, and asks for an abstract heading no part fills', async () => {
    if (STRUCTURED_TEMPLATE.abstract.structure !== 'structured') throw new Error('fixture changed');
    const lancetLike: ArticleTemplate = {
      ...STRUCTURED_TEMPLATE,
      keywords: { ...STRUCTURED_TEMPLATE.keywords, printed: false },
      abstract: {
        ...STRUCTURED_TEMPLATE.abstract,
        headings: [...STRUCTURED_TEMPLATE.abstract.headings, { heading: 'Funding', from: [] }],
      },
    };
    const { texts, report } = await convert(lancetLike);
    expect(texts.some((text) => text.includes('alpha'))).toBe(false);
    expect(report.changes).toContainEqual({
      kind: 'omitted',
      detail: '3 keyword(s) left out: the journal prints none (give them in its submission form).',
    });
    expect(report.problems.map((problem) => problem.code)).toContain('abstract_heading_to_write');
    expect(report.missing.map((missing) => missing.heading)).not.toContain('Funding');
    const printed = await convert(STRUCTURED_TEMPLATE);
    expect(printed.texts.some((text) => text.includes('alpha'))).toBe(true);
  });

  it('writes the template headings in its order and drops the source headings', async () => {
    const { headings, texts } = await convert(STRUCTURED_TEMPLATE);
    expect(headings).toEqual([
      'Abstract',
      'Introduction',
      'Methods',
      'Results',
      'Discussion',
      'References',
      'Tables',
    ]);
    expect(texts).not.toContain('2. Patients and Methods');
    expect(texts).not.toContain('1. Introduction');
  });

  it('relabels a structured abstract with the template headings', async () => {
    const { texts, report } = await convert(STRUCTURED_TEMPLATE);
    expect(texts).toContain('Objective: To test the writer.');
    expect(texts).toContain('Design and methods: We wrote a document.');
    expect(texts).not.toContain('Abstract Objective: To test the writer.');
    expect(report.changes).toContainEqual({
      kind: 'relabelled',
      detail: '"2. Patients and Methods" → "Methods" (main.materials_and_methods).',
    });
  });

  it('merges the abstract into one running paragraph for an unstructured template', async () => {
    const { texts } = await convert(RUNNING_TEMPLATE);
    expect(texts).toContain('To test the writer. We wrote a document. It opened. It works.');
  });

  it('moves a declaration out of the methods to where the template lists it', async () => {
    const structured = await convert(STRUCTURED_TEMPLATE);
    // On the title page, under its heading, and no longer in the methods.
    const funding = structured.texts.indexOf(FUNDING);
    expect(funding).toBeGreaterThan(-1);
    expect(funding).toBeLessThan(structured.texts.indexOf('Abstract'));
    expect(structured.texts).toContain('We recruited forty people [1,2].');
    const running = await convert(RUNNING_TEMPLATE);
    const declarations = running.texts.indexOf('Declarations');
    expect(running.texts.indexOf(FUNDING)).toBeGreaterThan(declarations);
    expect(running.report.changes).toContainEqual({
      kind: 'moved',
      detail: 'declaration.funding text taken out of main.materials_and_methods into its own place.',
    });
  });

  it('places tables with their titles and notes in the text or at the end', async () => {
    const inText = await convert(RUNNING_TEMPLATE);
    const tableAt = inText.output.blocks.findIndex((b) => b.type === 'table');
    const blockText = (i: number) => {
      const block = inText.output.blocks[i];
      return block?.type === 'paragraph' ? block.text : '';
    };
    expect(blockText(tableAt - 1)).toBe('Table 1. Baseline characteristics');
    expect(blockText(tableAt + 1)).toBe('Abbreviations: none.');
    expect(blockText(tableAt - 2)).toMatch(/^We recruited forty people \(/);
    const atEnd = await convert(STRUCTURED_TEMPLATE);
    const endTable = atEnd.output.blocks.findIndex((b) => b.type === 'table');
    const references = atEnd.output.blocks.findIndex(
      (b) => b.type === 'paragraph' && b.text === 'References',
    );
    expect(endTable).toBeGreaterThan(references);
    const table = atEnd.output.blocks[endTable];
    expect(table?.type === 'table' ? table.rows[0]?.cells[0]?.colSpan : 0).toBe(2);
  });

  it('keeps bold, italic, superscript, subscript and small caps', async () => {
    const { paragraphs } = await convert(STRUCTURED_TEMPLATE);
    const intro = paragraphs.find((b) => b.text.startsWith('Intro with'));
    const at = (text: string, nth = 0) => {
      let from = -1;
      for (let i = 0; i <= nth; i++) from = intro?.text.indexOf(text, from + 1) ?? -1;
      return intro?.spans.find((s) => s.start <= from && s.end > from);
    };
    expect(at('bold')?.bold).toBe(true);
    expect(at('italic')?.italic).toBe(true);
    expect(at('2', 0)?.superscript).toBe(true);
    expect(at('2', 1)?.subscript).toBe(true);
    expect(at('small caps')?.smallCaps).toBe(true);
  });

  it('formats the reference list with the template preset', async () => {
    const vancouver = await convert(STRUCTURED_TEMPLATE);
    const apa = await convert(RUNNING_TEMPLATE);
    const after = (texts: string[], headingText: string) =>
      texts.slice(texts.indexOf(headingText) + 1, texts.indexOf(headingText) + 3);
    const [v1, v2] = after(vancouver.texts, 'References');
    // Numbered by first citation: the introduction cites the source's [2] first.
    expect(v1).toMatch(/^1\.\s*Roe B\b.*Reading habits of clinicians/);
    expect(v2).toMatch(/^2\.\s*Smith J, Doe A\b.*Writing manuscripts for journals/);
    const [a1, a2] = after(apa.texts, 'Literature Cited');
    // APA: no numbers, alphabetical, year in parentheses after the authors.
    expect(a1).toMatch(/^Roe, B\. \(2019\)/);
    expect(a2).toMatch(/^Smith, J\., & Doe, A\. \(2020\)/);
    expect(vancouver.report.references.count).toBe(2);
  });

  it('renumbers numeric citations by first citation and restyles them', async () => {
    const brackets = await convert(STRUCTURED_TEMPLATE);
    expect(brackets.texts.find((t) => t.startsWith('Intro with'))).toMatch(/as shown before \[1\]\.$/);
    expect(brackets.texts).toContain('We found that the writer writes [2].');
    // Citations inside table cells follow the new numbers too.
    const table = brackets.output.blocks.find((b) => b.type === 'table');
    const cellText = table?.type === 'table' ? table.rows[1]?.cells[1]?.blocks[0] : undefined;
    expect(cellText?.type === 'paragraph' ? cellText.text : '').toBe('42 [1]');
    expect(brackets.report.changes).toContainEqual({
      kind: 'renumbered',
      detail: 'References renumbered in the order of first citation.',
    });
    const authorYear = await convert(RUNNING_TEMPLATE);
    expect(authorYear.texts).toContain('We found that the writer writes (Smith & Doe, 2020).');
    expect(authorYear.texts).toContain('We recruited forty people (Smith & Doe, 2020; Roe, 2019).');
    expect(authorYear.report.changes).toContainEqual({
      kind: 'restyled',
      detail: '4 in-text citation(s) written as author-year.',
    });
    const superscript = await convert({
      ...STRUCTURED_TEMPLATE,
      citations: { style: 'numeric-superscript' },
    });
    const results = superscript.paragraphs.find((b) => b.text.startsWith('We found that'));
    expect(results?.text).toBe('We found that the writer writes2.');
    const mark = results?.spans.find((span) => span.start === results.text.indexOf('2.'));
    expect(mark?.superscript).toBe(true);
  });

  it('lays the page out as the template says', async () => {
    const a4 = new TextDecoder().decode(
      unzipSync((await convert(STRUCTURED_TEMPLATE)).docx)['word/document.xml'],
    );
    expect(a4).toMatch(/<w:pgSz w:w="11906" w:h="16838"/);
    expect(a4).toMatch(/<w:lnNumType /);
    expect(a4).toMatch(/<w:footerReference /);
    const letter = await convert(RUNNING_TEMPLATE);
    const xml = new TextDecoder().decode(unzipSync(letter.docx)['word/document.xml']);
    expect(xml).toMatch(/<w:pgSz w:w="12240" w:h="15840"/);
    expect(xml).not.toMatch(/<w:lnNumType /);
    const styles = new TextDecoder().decode(unzipSync(letter.docx)['word/styles.xml']);
    expect(styles).toMatch(/w:ascii="Arial"/);
    expect(styles).toMatch(/<w:sz w:val="22"\/>/);
    expect(styles).toMatch(/<w:spacing [^>]*w:line="360"/);
  });

  it('reports counts against the limits, missing parts and keywords', async () => {
    const tight: ArticleTemplate = {
      ...STRUCTURED_TEMPLATE,
      limits: { ...STRUCTURED_TEMPLATE.limits, abstract: 5, references: 1, tables: 0 },
      keywords: { ...STRUCTURED_TEMPLATE.keywords, min: 4 },
    };
    const { report } = await convert(tight);
    // The parts' text without their labels: 4 + 4 + 2 + 2 words.
    expect(report.words.abstract).toEqual({ count: 12, limit: 5 });
    expect(report.keywords).toEqual({ count: 3, min: 4, max: 6 });
    expect(report.references).toEqual({ count: 2, limit: 1 });
    expect(report.tables).toEqual({ count: 1, limit: 0 });
    expect(report.problems.map((p) => p.code)).toEqual(
      expect.arrayContaining(['over_limit', 'keywords_too_few', 'missing_required']),
    );
    expect(report.missing).toContainEqual({
      step: 'declaration.data_availability',
      heading: 'Data sharing statement',
    });
    expect(report.words.title.count).toBe(4);
  });

  it('still writes a document when nothing was tagged, and reports every required part missing', async () => {
    const result = await convertManuscript({
      manuscript: source,
      tags: { tagger: 'local', steps: [], warnings: [] },
      template: STRUCTURED_TEMPLATE,
      journal: { id: 'test-journal', title: 'Test Journal' },
      articleType: 'original_article',
    });
    expect(() => readDocx(result.docx)).not.toThrow();
    const missing = result.report.missing.map((m) => m.step);
    expect(missing).toEqual(
      expect.arrayContaining([
        'front.title',
        'main.introduction',
        'main.results',
        'back.references',
        'abstract.keywords',
      ]),
    );
    expect(result.report.references.count).toBe(0);
  });
});
