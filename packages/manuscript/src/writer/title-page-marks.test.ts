import { describe, expect, it } from 'vitest';
import { readDocx } from '../read-docx.ts';
import { buildDocx, p } from '../test-support/build-docx.ts';
import { convertSmall } from './test-support/convert-small.ts';

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const NUMBERING = `<w:numbering xmlns:w="${W}"><w:abstractNum w:abstractNumId="0"><w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt w:val="decimal"/><w:lvlText w:val="%1."/></w:lvl></w:abstractNum><w:num w:numId="1"><w:abstractNumId w:val="0"/></w:num></w:numbering>`;
const numbered = (text: string) => p(text, '<w:numPr><w:ilvl w:val="0"/><w:numId w:val="1"/></w:numPr>');
const run = (text: string, sup = false) =>
  `<w:r>${sup ? '<w:rPr><w:vertAlign w:val="superscript"/></w:rPr>' : ''}<w:t xml:space="preserve">${text}</w:t></w:r>`;

function manuscript(correspondence: string) {
  return readDocx(
    buildDocx({
      body: [
        p('Bats and small wind turbines'),
        `<w:p>${run('Jane Roe')}${run('1$', true)}${run(', John Doe')}${run('2', true)}</w:p>`,
        numbered('University of Stirling, Stirling, UK.'),
        numbered('228 Galashiels Road, Stow, UK.'),
        correspondence,
        p('Introduction'),
        p('Bats are killed by turbines.'),
      ].join(''),
      parts: { 'word/numbering.xml': { content: NUMBERING, relType: 'numbering' } },
    }),
  );
}

const paragraphsOf = (xml: string) =>
  [...xml.matchAll(/<w:p[ >](?:(?!<\/w:p>).)*<\/w:p>/gs)].map((m) => m[0]);
const textOf = (xml: string) => xml.replace(/<[^>]+>/g, '');

describe('title page: affiliation numbers and the correspondence label (issue 15)', () => {
  const steps = (correspondence: string[]): Parameters<typeof convertSmall>[1] => [
    ['front.title', ['Bats and']],
    ['front.authors', ['Jane Roe']],
    ['front.affiliations', ['University of', '228 Galashiels']],
    ['front.correspondence', correspondence],
    ['main.introduction', ['Introduction', 'Bats are']],
  ];

  it('keeps the numbers of affiliations typed as a numbered list, raised like the byline marks', async () => {
    const source = manuscript(
      `<w:p>${run('$', true)}${run('Corresponding author. Email: jr@st-andrews.ac.uk')}</w:p>`,
    );
    const { documentXml } = await convertSmall(source, steps(['$Corresponding']));
    const paragraphs = paragraphsOf(documentXml);
    const first = paragraphs.find((x) => textOf(x).includes('University of Stirling')) ?? '';
    const second = paragraphs.find((x) => textOf(x).includes('228 Galashiels')) ?? '';
    expect(textOf(first)).toBe('1University of Stirling, Stirling, UK.');
    expect(textOf(second)).toBe('2228 Galashiels Road, Stow, UK.');
    expect(first).toMatch(/<w:vertAlign w:val="superscript"\/>(?:(?!<\/w:r>).)*<w:t[^>]*>1<\/w:t>/s);
  });

  it('writes the template label once: the source label and its mark go', async () => {
    const source = manuscript(
      `<w:p>${run('$', true)}${run('Corresponding author. Email: jr@st-andrews.ac.uk')}</w:p>`,
    );
    const { documentXml } = await convertSmall(source, steps(['$Corresponding']));
    const texts = paragraphsOf(documentXml).map(textOf);
    expect(texts).toContain('Correspondence: Email: jr@st-andrews.ac.uk');
    expect(texts.join('\n')).not.toContain('$Corresponding');
  });

  it('leaves out a correspondence line that holds only the label', async () => {
    const { documentXml } = await convertSmall(
      manuscript(p('*Corresponding author')),
      steps(['*Corresponding']),
    );
    expect(paragraphsOf(documentXml).map(textOf).join('\n')).not.toMatch(/Correspondence|Corresponding/);
  });
});
