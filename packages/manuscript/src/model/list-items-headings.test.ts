import type { Paragraph } from '@galley/contracts';
import { describe, expect, it } from 'vitest';
import { readDocx } from '../read-docx.ts';
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

function read(body: string[]): Paragraph[] {
  const manuscript = readDocx(
    buildDocx({
      body: body.join(''),
      parts: {
        'word/numbering.xml': { content: NUMBERING, relType: 'numbering' },
        'word/styles.xml': { content: STYLES, relType: 'styles' },
      },
    }),
  );
  return manuscript.blocks.filter((b): b is Paragraph => b.type === 'paragraph');
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
