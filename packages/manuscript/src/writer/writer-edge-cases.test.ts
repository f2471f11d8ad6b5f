// The writer on hand-made manuscripts that once lost or misnumbered text: table titles the reader did not attach to
// their table, citations inside footnotes, hand-typed markers beside citation fields, steps tagged twice or over
// each other.
import type { Manuscript, Paragraph, StepValue, TagResult } from '@galley/contracts';
import { describe, expect, it } from 'vitest';
import { readDocx } from '../read-docx.ts';
import { buildDocx, p } from '../test-support/build-docx.ts';
import { convertManuscript } from './convert-manuscript.ts';
import { RUNNING_TEMPLATE, STRUCTURED_TEMPLATE } from './fixture-templates.ts';

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const run = (text: string) => `<w:r><w:t xml:space="preserve">${text}</w:t></w:r>`;
const table = (text: string) => `<w:tbl><w:tr><w:tc><w:p>${run(text)}</w:p></w:tc></w:tr></w:tbl>`;
const zoteroField = (title: string, shown: string) => {
  const json = JSON.stringify({ citationItems: [{ itemData: { type: 'article-journal', title } }] }).replace(
    /"/g,
    '&quot;',
  );
  return `<w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText xml:space="preserve"> ADDIN ZOTERO_ITEM CSL_CITATION ${json} </w:instrText></w:r><w:r><w:fldChar w:fldCharType="separate"/></w:r>${run(shown)}<w:r><w:fldChar w:fldCharType="end"/></w:r>`;
};
const REFERENCES = [
  p('1. Smith J, Doe A. Writing manuscripts for journals: a randomised trial. BMJ. 2020;368:m100.'),
  p('2. Roe B. Reading habits of clinicians in a teaching hospital. Lancet. 2019;393(10170):10-20.'),
];

const byText = (manuscript: Manuscript, start: string): Paragraph => {
  const found = manuscript.blocks.find(
    (b): b is Paragraph => b.type === 'paragraph' && b.text.startsWith(start),
  );
  if (!found) throw new Error(`No paragraph starts with ${start}`);
  return found;
};
/** Tags from [step, first words of each whole paragraph] pairs; a step may come twice. */
const tagsFor = (manuscript: Manuscript, steps: [StepValue, string[]][]): TagResult => ({
  tagger: 'local',
  warnings: [],
  steps: steps.map(([step, starts]) => ({
    step,
    confidence: 1,
    highlights: starts.map((start) => {
      const paragraph = byText(manuscript, start);
      return { block: paragraph.id, start: 0, end: paragraph.text.length, confidence: 1 };
    }),
  })),
});

async function convert(manuscript: Manuscript, tags: TagResult, template = STRUCTURED_TEMPLATE) {
  const result = await convertManuscript({
    manuscript,
    tags,
    template,
    journal: { id: 'test-journal', title: 'Test Journal', templateFamily: 'fixture' },
    articleType: 'original_article',
  });
  const output = readDocx(result.docx);
  const body = output.blocks.map((b) => (b.type === 'paragraph' ? b.text : '<table>'));
  const notes = output.notes.flatMap((note) => note.paragraphs.map((paragraph) => paragraph.text));
  return { ...result, output, body, notes };
}

describe('table titles and notes the reader did not attach', () => {
  const manuscript = readDocx(
    buildDocx({
      body: [
        p('Introduction'),
        p('We looked at patients.'),
        p('Table 1'),
        p('Baseline characteristics of the patients'),
        table('Age 42'),
        p('Note. Values are means.'),
        p('Results'),
        p('The second table follows.'),
        table('Sex F'),
        p('Table 2. Outcomes, captioned below the table'),
        p('More results.'),
        p('Table S1 Supplementary outcomes are online'),
        p('Last results.'),
        p('References'),
        ...REFERENCES,
      ].join(''),
    }),
  );
  const tags = tagsFor(manuscript, [
    ['main.introduction', ['Introduction', 'We looked']],
    ['main.results', ['Results', 'The second', 'More results', 'Last results']],
    ['table.title', ['Table 1', 'Baseline', 'Table 2.', 'Table S1']],
    ['table.annotation', ['Note. Values']],
    ['back.references', ['References', '1. Smith', '2. Roe']],
  ]);
  const titles = [
    'Table 1',
    'Baseline characteristics of the patients',
    'Note. Values are means.',
    'Table 2. Outcomes, captioned below the table',
    'Table S1 Supplementary outcomes are online',
  ];

  it.each([
    ['in the text', RUNNING_TEMPLATE],
    ['at the end', STRUCTURED_TEMPLATE],
  ])('writes every tagged title and note once, beside its table, with tables %s', async (_, template) => {
    const { body } = await convert(manuscript, tags, template);
    for (const title of titles) expect(body.filter((text) => text === title)).toHaveLength(1);
    const first = body.indexOf('Table 1');
    expect(body.slice(first, first + 4)).toEqual([
      'Table 1',
      'Baseline characteristics of the patients',
      '<table>',
      'Note. Values are means.',
    ]);
    const second = body.indexOf('Table 2. Outcomes, captioned below the table');
    expect(body[second - 1]).toBe('<table>');
  });

  it('keeps a title with no table next to it where it was', async () => {
    const { body } = await convert(manuscript, tags, RUNNING_TEMPLATE);
    const at = body.indexOf('Table S1 Supplementary outcomes are online');
    expect(body[at - 1]).toBe('More results.');
    expect(body[at + 1]).toBe('Last results.');
  });
});

describe('citations the list renumbering must follow', () => {
  it('renumbers citations inside footnotes with the text', async () => {
    const manuscript = readDocx(
      buildDocx({
        body: [
          p('Introduction'),
          p('Reading comes first [2].'),
          `<w:p>${run('Writing [1] and reading again [2]')}<w:r><w:footnoteReference w:id="1"/></w:r>${run('.')}</w:p>`,
          p('And writing once more [1].'),
          p('References'),
          ...REFERENCES,
        ].join(''),
        parts: {
          'word/footnotes.xml': {
            content: `<?xml version="1.0" encoding="UTF-8"?><w:footnotes xmlns:w="${W}"><w:footnote w:id="1"><w:p>${run('As reported in [2], not [1].')}</w:p></w:footnote></w:footnotes>`,
            relType: 'footnotes',
            contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.footnotes+xml',
          },
        },
      }),
    );
    expect(manuscript.notes.map((note) => note.paragraphs[0]?.text)).toEqual([
      'As reported in [2], not [1].',
    ]);
    const tags = tagsFor(manuscript, [
      ['main.introduction', ['Introduction', 'Reading comes', 'Writing [1]', 'And writing']],
      ['back.references', ['References', '1. Smith', '2. Roe']],
    ]);
    const { body, notes } = await convert(manuscript, tags);
    // Roe (source 2) is cited first, so it becomes [1] everywhere, the footnote included.
    expect(body).toContain('Reading comes first [1].');
    expect(body.find((text) => text.startsWith('2.') || text.startsWith('[2]'))).toMatch(/Smith/);
    expect(notes).toEqual(['As reported in [1], not [2].']);
  });

  it('renumbers a hand-typed marker written beside citation fields', async () => {
    const manuscript = readDocx(
      buildDocx({
        body: [
          p('Introduction'),
          `<w:p>${run('Reading first ')}${zoteroField('Reading habits of clinicians in a teaching hospital', '[2]')}${run(', writing next ')}${zoteroField('Writing manuscripts for journals: a randomised trial', '[1]')}${run('.')}</w:p>`,
          p('As said, see [1].'),
          p('References'),
          ...REFERENCES,
        ].join(''),
      }),
    );
    const tags = tagsFor(manuscript, [
      ['main.introduction', ['Introduction', 'Reading first', 'As said']],
      ['back.references', ['References', '1. Smith', '2. Roe']],
    ]);
    const { body } = await convert(manuscript, tags);
    expect(body).toContain('Reading first [1], writing next [2].');
    expect(body).toContain('As said, see [2].');
  });
});

describe('steps tagged twice or over each other', () => {
  const manuscript = readDocx(
    buildDocx({
      body: [
        p('Introduction'),
        p('First introduction paragraph.'),
        p('Second introduction paragraph.'),
        p('Results'),
        p('A paragraph tagged as results and as discussion.'),
        p('Discussion'),
        p('The discussion itself.'),
      ].join(''),
    }),
  );

  it('reports the paragraphs no step was tagged on, which it leaves out', async () => {
    const tags = tagsFor(manuscript, [
      ['main.introduction', ['Introduction', 'First introduction']],
      ['main.discussion', ['Discussion', 'The discussion']],
    ]);
    const { body, report } = await convert(manuscript, tags);
    expect(body).not.toContain('Second introduction paragraph.');
    expect(report.changes).toContainEqual({
      kind: 'omitted',
      detail: '3 paragraph(s) no step was tagged on left out (tag them to carry them over).',
    });
  });

  it('keeps the text of every entry of a step tagged twice', async () => {
    const tags = tagsFor(manuscript, [
      ['main.introduction', ['Introduction', 'First introduction']],
      ['main.results', ['Results', 'A paragraph tagged']],
      ['main.introduction', ['Second introduction']],
      ['main.discussion', ['Discussion', 'The discussion']],
    ]);
    const { body } = await convert(manuscript, tags);
    expect(body).toContain('First introduction paragraph.');
    expect(body).toContain('Second introduction paragraph.');
  });

  it('writes a paragraph tagged as two steps once', async () => {
    const tags = tagsFor(manuscript, [
      ['main.introduction', ['Introduction', 'First introduction', 'Second introduction']],
      ['main.results', ['Results', 'A paragraph tagged']],
      ['main.discussion', ['Discussion', 'A paragraph tagged', 'The discussion']],
    ]);
    const { body } = await convert(manuscript, tags);
    expect(body.filter((text) => text === 'A paragraph tagged as results and as discussion.')).toHaveLength(
      1,
    );
  });
});
