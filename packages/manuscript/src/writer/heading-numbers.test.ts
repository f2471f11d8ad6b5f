import type { ArticleTemplate } from '@galley/contracts';
import { describe, expect, it } from 'vitest';
import { readDocx } from '../read-docx.ts';
import { boldP, buildDocx, p } from '../test-support/build-docx.ts';
import { STRUCTURED_TEMPLATE } from './fixture-templates.ts';
import { convertSmall } from './test-support/convert-small.ts';

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const NUMBERING = `<w:numbering xmlns:w="${W}"><w:abstractNum w:abstractNumId="0"><w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt w:val="decimal"/><w:lvlText w:val="%1."/></w:lvl></w:abstractNum><w:num w:numId="1"><w:abstractNumId w:val="0"/></w:num></w:numbering>`;
const item = (text: string) => p(text, '<w:numPr><w:ilvl w:val="0"/><w:numId w:val="1"/></w:numPr>');
const paragraphsOf = (xml: string) =>
  [...xml.matchAll(/<w:p[ >](?:(?!<\/w:p>).)*<\/w:p>/gs)].map((m) => m[0].replace(/<[^>]+>/g, ''));

const source = readDocx(
  buildDocx({
    body: [
      boldP('1. Introduction'),
      p('Andi is spoken in Daghestan.'),
      boldP('2. Andi (background)'),
      p('Andi is unwritten.'),
      boldP('2.1 Noun classes'),
      p('Classes are marked by agreement:'),
      item('masculine singular;'),
      item('feminine singular.'),
      p('2.2 Loan words in plain type'),
      p('Loans from Avar are common.'),
      boldP('3. Methods'),
      p('We asked 20 speakers.'),
      boldP('4. Simulation of the classes'),
      p('A model was fitted.'),
    ].join(''),
    parts: { 'word/numbering.xml': { content: NUMBERING, relType: 'numbering' } },
  }),
);
const steps: Parameters<typeof convertSmall>[1] = [
  [
    'main.introduction',
    [
      '1. Introduction',
      'Andi is spoken',
      '2. Andi',
      'Andi is unwritten',
      '2.1 Noun',
      'Classes',
      'masculine',
      'feminine',
      '2.2 Loan',
      'Loans',
    ],
  ],
  ['main.materials_and_methods', ['3. Methods', 'We asked', '4. Simulation', 'A model']],
];

describe('heading numbers are all kept or all dropped, never mixed (issue 15)', () => {
  it('drops the source numbers of every sub-heading when the template writes unnumbered headings', async () => {
    const { documentXml } = await convertSmall(source, steps);
    const texts = paragraphsOf(documentXml);
    for (const heading of [
      'Introduction',
      'Andi (background)',
      'Noun classes',
      'Methods',
      'Simulation of the classes',
    ])
      expect(texts).toContain(heading);
    // A subsection's number typed in plain letters marks a heading the reader missed: it loses its number too.
    expect(documentXml).toMatch(/<w:pStyle w:val="Heading3"\/>(?:(?!<\/w:p>).)*>Loan words in plain type</s);
    expect(texts.filter((t) => /^\d+(?:\.\d+)*\.?\s/.test(t))).toEqual([
      '1. masculine singular;',
      '2. feminine singular.',
    ]);
    // Numbered list items of the text keep their numbers: only headings lose them.
    expect(texts).toContain('1. masculine singular;');
  });

  it('keeps them when the template numbers its own headings', async () => {
    const numbered: ArticleTemplate = {
      ...STRUCTURED_TEMPLATE,
      sections: STRUCTURED_TEMPLATE.sections.map((s, i) =>
        i < 4 ? { ...s, heading: `${i + 1}. ${s.heading}` } : s,
      ),
    };
    const texts = paragraphsOf((await convertSmall(source, steps, numbered)).documentXml);
    expect(texts).toContain('2. Andi (background)');
    expect(texts).toContain('2.1 Noun classes');
  });
});
