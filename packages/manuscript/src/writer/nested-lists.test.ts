import { describe, expect, it } from 'vitest';
import { readDocx } from '../read-docx.ts';
import { buildDocx, p } from '../test-support/build-docx.ts';
import { convertSmall } from './test-support/convert-small.ts';

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const NUMBERING = `<w:numbering xmlns:w="${W}"><w:abstractNum w:abstractNumId="0"><w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt w:val="decimal"/><w:lvlText w:val="%1."/></w:lvl><w:lvl w:ilvl="1"><w:start w:val="1"/><w:numFmt w:val="lowerLetter"/><w:lvlText w:val="%2)"/></w:lvl><w:lvl w:ilvl="2"><w:start w:val="1"/><w:numFmt w:val="lowerRoman"/><w:lvlText w:val="%3."/></w:lvl></w:abstractNum><w:num w:numId="1"><w:abstractNumId w:val="0"/></w:num></w:numbering>`;
const item = (text: string, ilvl: number) =>
  p(text, `<w:numPr><w:ilvl w:val="${ilvl}"/><w:numId w:val="1"/></w:numPr>`);

describe('nested lists are written nested (issue 15)', () => {
  const manuscript = readDocx(
    buildDocx({
      body: [
        p('Methods'),
        p('We recorded these variables for every patient.'),
        item('Age at entry', 0),
        item('In whole years', 1),
        item('Rounded down', 2),
        item('Sex as recorded', 0),
      ].join(''),
      parts: { 'word/numbering.xml': { content: NUMBERING, relType: 'numbering' } },
    }),
  );

  it('each item keeps its label and sits one step further in per level', async () => {
    const { documentXml } = await convertSmall(manuscript, [
      ['main.materials_and_methods', ['Methods', 'We recorded', 'Age at', 'In whole', 'Rounded', 'Sex as']],
    ]);
    const paragraphs = [
      ...documentXml.matchAll(/<w:p>(?:(?!<\/w:p>).)*<\/w:p>|<w:p [^>]*>(?:(?!<\/w:p>).)*<\/w:p>/gs),
    ].map((m) => m[0]);
    const indentOf = (text: string) => {
      const xml = paragraphs.find((x) => x.replace(/<[^>]+>/g, '').includes(text)) ?? '';
      return Number(/<w:ind [^>]*w:left="(\d+)"/.exec(xml)?.[1] ?? 0);
    };
    const texts = paragraphs.map((x) => x.replace(/<[^>]+>/g, ''));
    for (const text of ['1. Age at entry', 'a) In whole years', 'i. Rounded down', '2. Sex as recorded'])
      expect(texts).toContain(text);
    expect(indentOf('Age at entry')).toBe(0);
    expect(indentOf('In whole years')).toBeGreaterThan(indentOf('Age at entry'));
    expect(indentOf('Rounded down')).toBeGreaterThan(indentOf('In whole years'));
    expect(indentOf('Sex as recorded')).toBe(0);
  });
});
