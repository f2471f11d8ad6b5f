import type { Manuscript } from '@galley/contracts';
import { describe, expect, it } from 'vitest';
import { readDocx } from '../read-docx.ts';
import { buildDocx, p } from '../test-support/build-docx.ts';
import { tagLocal } from './tag-local.ts';

// Headings numbered by Word's multilevel list ("3." and "3.1." are the list's labels, not in the text) and set in
// no heading style and no bold: the number alone says which is a section and which a subsection.
const NUMBERING = `<?xml version="1.0" encoding="UTF-8"?><w:numbering xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:abstractNum w:abstractNumId="0"><w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt w:val="decimal"/><w:lvlText w:val="%1."/></w:lvl><w:lvl w:ilvl="1"><w:start w:val="1"/><w:numFmt w:val="decimal"/><w:lvlText w:val="%1.%2."/></w:lvl></w:abstractNum><w:num w:numId="3"><w:abstractNumId w:val="0"/></w:num></w:numbering>`;
const numbered = (text: string, level: number) =>
  p(text, `<w:numPr><w:ilvl w:val="${level}"/><w:numId w:val="3"/></w:numPr>`);

function stepsOf(body: string[]): Record<string, string[]> {
  const manuscript: Manuscript = readDocx(
    buildDocx({
      body: body.join(''),
      parts: {
        'word/numbering.xml': {
          content: NUMBERING,
          relType: 'numbering',
          contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.numbering+xml',
        },
      },
    }),
  );
  const texts = new Map(
    manuscript.blocks.flatMap((b) => (b.type === 'paragraph' ? [[b.id, b.text] as const] : [])),
  );
  const out: Record<string, string[]> = {};
  for (const step of tagLocal(manuscript).steps)
    for (const h of step.highlights) {
      const text = texts.get(h.block) ?? '';
      out[text] = [...new Set([...(out[text] ?? []), step.step])].sort();
    }
  return out;
}

describe('headings numbered by a Word list, in no heading style', () => {
  it('keeps a subsection that reads like a section heading ("3.1. Overview") in its section', () => {
    const steps = stepsOf([
      p('Contraceptive prescribing in Scotland before and after the pandemic'),
      numbered('Introduction', 0),
      p('Access to contraception changed during the pandemic in many countries across Europe.'),
      numbered('Methods', 0),
      p('We analysed the monthly prescribing data of all general practices in Scotland from 2016.'),
      numbered('Results', 0),
      numbered('Overview', 1),
      p('During lockdown, contraceptive prescribing fell to 17.10% of its level before the pandemic.'),
      numbered('Oral contraception', 1),
      p('Oral contraceptives remained the most prescribed form throughout the study period.'),
      numbered('Discussion', 0),
      p('These findings suggest that remote prescribing may have limited access to long-acting methods.'),
    ]);
    expect(steps.Overview).toEqual(['main.results']);
    expect(
      steps['During lockdown, contraceptive prescribing fell to 17.10% of its level before the pandemic.'],
    ).toEqual(['main.results']);
    expect(steps['Oral contraception']).toEqual(['main.results']);
  });
});
