import type { Paragraph } from '@galley/contracts';
import { describe, expect, it } from 'vitest';
import { readDocx } from '../read-docx.ts';
import { tagLocal } from '../tagger/tag-local.ts';
import { buildDocx, p } from '../test-support/build-docx.ts';

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const NUMBERING = `<w:numbering xmlns:w="${W}"><w:abstractNum w:abstractNumId="0"><w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt w:val="decimal"/><w:lvlText w:val="%1."/></w:lvl><w:lvl w:ilvl="1"><w:start w:val="1"/><w:numFmt w:val="lowerLetter"/><w:lvlText w:val="%2)"/></w:lvl></w:abstractNum><w:num w:numId="1"><w:abstractNum w:val="0"/><w:abstractNumId w:val="0"/></w:num></w:numbering>`;
const STYLES = `<w:styles xmlns:w="${W}"><w:style w:type="paragraph" w:styleId="ListParagraph"><w:name w:val="List Paragraph"/></w:style></w:styles>`;
const item = (text: string, ilvl = 0, rPr = '') =>
  p(
    text,
    `<w:pStyle w:val="ListParagraph"/><w:numPr><w:ilvl w:val="${ilvl}"/><w:numId w:val="1"/></w:numPr>`,
    rPr,
  );
const bold = (text: string) => p(text, '', '<w:b/>');

function readManuscript(body: string[]) {
  return readDocx(
    buildDocx({
      body: body.join(''),
      parts: {
        'word/numbering.xml': { content: NUMBERING, relType: 'numbering' },
        'word/styles.xml': { content: STYLES, relType: 'styles' },
      },
    }),
  );
}

function read(body: string[]): Paragraph[] {
  return readManuscript(body).blocks.filter((b): b is Paragraph => b.type === 'paragraph');
}
/** The local tagger's steps of the paragraph with a text, in a manuscript. */
function taggedSteps(manuscript: ReturnType<typeof readManuscript>): (text: string) => string[] {
  const steps = tagLocal(manuscript).steps;
  return (text) => {
    const block = manuscript.blocks.find((b) => b.type === 'paragraph' && b.text === text);
    return steps.filter((s) => s.highlights.some((h) => h.block === block?.id)).map((s) => s.step);
  };
}
const headingOf = (paragraphs: Paragraph[], text: string) => paragraphs.find((q) => q.text === text)?.heading;

describe('short numbered list items are list items, not headings (issue 15)', () => {
  it('Word list paragraphs (numPr) are not headings by their look', () => {
    const paragraphs = read([
      p('Participants gave:'),
      item('Age'),
      item('Sex'),
      item('Education', 0, '<w:b/>'),
    ]);
    for (const text of ['Age', 'Sex', 'Education']) expect(headingOf(paragraphs, text)).toBeUndefined();
  });

  it('keeps the nesting level of each item in the model', () => {
    const paragraphs = read([item('Age'), item('In years', 1), item('Grouped', 1), item('Sex')]);
    expect(paragraphs.map((q) => [q.list?.level, q.list?.label])).toEqual([
      [0, '1.'],
      [1, 'a)'],
      [1, 'b)'],
      [0, '2.'],
    ]);
  });

  it('hand-typed "1." items in a run are not headings', () => {
    const paragraphs = read([
      p('We recorded:'),
      p('1. Age'),
      p('2. Sex'),
      bold('3. Education'),
      p('Then we began.'),
    ]);
    for (const text of ['1. Age', '2. Sex', '3. Education'])
      expect(headingOf(paragraphs, text)).toBeUndefined();
  });

  it('a typed item next to a Word list item is not a heading', () => {
    const paragraphs = read([item('Age'), p('2. Sex')]);
    expect(headingOf(paragraphs, '2. Sex')).toBeUndefined();
  });

  it('a list paragraph whose style or outline level says heading stays a heading', () => {
    const paragraphs = read([
      p('Methods', '<w:numPr><w:ilvl w:val="0"/><w:numId w:val="1"/></w:numPr><w:outlineLvl w:val="0"/>'),
    ]);
    expect(headingOf(paragraphs, 'Methods')).toEqual({ level: 1, by: 'outline' });
  });

  it('hand-typed numbered headings followed by body text stay headings', () => {
    const paragraphs = read([
      bold('2. Study area'),
      p('The study took place in the hills, over two wet seasons.'),
      bold('2.1 Sampling'),
      p('We sampled each plot twice.'),
      p('3. Results'),
      p('Most plots held the species.'),
    ]);
    expect(headingOf(paragraphs, '2. Study area')).toEqual({ level: 1, by: 'formatting' });
    expect(headingOf(paragraphs, '2.1 Sampling')).toEqual({ level: 2, by: 'formatting' });
    expect(headingOf(paragraphs, '3. Results')).toEqual({ level: 1, by: 'formatting' });
  });
});

describe("headings numbered by Word's list numbering", () => {
  const BODY = [
    bold('Urban heat islands and tree canopy cover in European cities'),
    p('Katarzyna Wojcik1, Matteo Rossi2'),
    bold('Abstract'),
    p('Urban heat islands intensify heat stress in cities; canopy cover cools them.'),
    item('Introduction', 0, '<w:b/>'),
    p('Heat waves are becoming more frequent in Europe.'),
    item('Study area and data', 0, '<w:b/>'),
    p('We selected 48 cities with 100,000 to 500,000 inhabitants.'),
    item('Canopy maps', 1, '<w:b/>'),
    p('Canopy cover was mapped from aerial photographs.'),
    item('Results', 0, '<w:b/>'),
    p('Canopy cover explained 52% of the variation in surface temperature.'),
    item('Discussion', 0, '<w:b/>'),
    p('Our findings agree with earlier studies of larger cities.'),
  ];

  it('reads a bold item of a numbered list, with text after it, as a heading at its list level', () => {
    const paragraphs = read(BODY);
    expect(headingOf(paragraphs, 'Study area and data')).toEqual({ level: 1, by: 'formatting' });
    expect(headingOf(paragraphs, 'Canopy maps')).toEqual({ level: 2, by: 'formatting' });
  });

  it('tags the section named by its topic after the introduction as the methods', () => {
    const manuscript = readManuscript(BODY);
    const stepOf = taggedSteps(manuscript);
    expect(stepOf('We selected 48 cities with 100,000 to 500,000 inhabitants.')).toEqual([
      'main.materials_and_methods',
    ]);
    expect(stepOf('Canopy cover was mapped from aerial photographs.')).toEqual([
      'main.materials_and_methods',
    ]);
  });

  // A second reader's cases: a list of bold themes is not the sections' list; a heading over its first subheading.
  it('keeps bold numbered themes under the results as subheadings, whatever their words', () => {
    const manuscript = readManuscript([
      bold('Living with chemotherapy: a qualitative study'),
      p('Katarzyna Wojcik1, Matteo Rossi2'),
      bold('Introduction'),
      p('Chemotherapy changes daily life.'),
      bold('Methods'),
      p('We interviewed 24 patients.'),
      bold('Results'),
      item('Discussion of treatment with family members', 0, '<w:b/>'),
      p('Patients talked about treatment with their families.'),
      item('Methods of coping with side effects', 0, '<w:b/>'),
      p('Patients described many ways of coping.'),
      item('Lack of time', 0, '<w:b/>'),
      p('Patients felt that appointments were rushed.'),
      bold('Discussion'),
      p('Our findings agree with earlier studies.'),
    ]);
    const stepOf = taggedSteps(manuscript);
    for (const text of [
      'Methods of coping with side effects',
      'Patients described many ways of coping.',
      'Patients felt that appointments were rushed.',
    ])
      expect(stepOf(text)).toEqual(['main.results']);
  });

  it('keeps a list-numbered heading over its first subheading a heading', () => {
    const paragraphs = read([
      item('Introduction', 0, '<w:b/>'),
      p('Heat waves are becoming more frequent in Europe.'),
      item('Study design and cohort', 0, '<w:b/>'),
      item('Patients', 1, '<w:b/>'),
      p('We recruited 412 patients.'),
    ]);
    expect(headingOf(paragraphs, 'Study design and cohort')).toEqual({ level: 1, by: 'formatting' });
    expect(headingOf(paragraphs, 'Patients')).toEqual({ level: 2, by: 'formatting' });
  });
});
