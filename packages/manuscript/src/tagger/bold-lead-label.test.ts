import type { Paragraph } from '@galley/contracts';
import { describe, expect, it } from 'vitest';
import { readDocx } from '../read-docx.ts';
import { buildDocx } from '../test-support/build-docx.ts';
import { boldLeadLabel } from './bold-lead-label.ts';

const run = (text: string, bold = false) =>
  `<w:r>${bold ? '<w:rPr><w:b/></w:rPr>' : ''}<w:t xml:space="preserve">${text}</w:t></w:r>`;
const paragraphOf = (...runs: string[]): Paragraph => {
  const block = readDocx(buildDocx({ body: `<w:p>${runs.join('')}</w:p>` })).blocks[0];
  if (block?.type !== 'paragraph') throw new Error('no paragraph');
  return block;
};

describe('boldLeadLabel', () => {
  it('reads a bold label run into its paragraph with no colon, and where the text starts', () => {
    const paragraph = paragraphOf(run('Methods', true), run(' In this trial, 48 villages took part.'));
    expect(boldLeadLabel(paragraph)).toEqual({ label: 'methods', textStart: 8 });
    const split = paragraphOf(run('Study ', true), run('design', true), run(' A cluster trial.'));
    expect(boldLeadLabel(split)?.label).toBe('study design');
  });

  it('finds none in a paragraph bold throughout, with plain text first, or with a bold sentence first', () => {
    expect(boldLeadLabel(paragraphOf(run('Methods in this trial.', true)))).toBeUndefined();
    expect(boldLeadLabel(paragraphOf(run('In this '), run('trial', true), run(' we did.')))).toBeUndefined();
    expect(
      boldLeadLabel(paragraphOf(run('Snow matters. It insulates', true), run(' the soil.'))),
    ).toBeUndefined();
    expect(
      boldLeadLabel(paragraphOf(run('One two three four five six seven', true), run(' words.'))),
    ).toBeUndefined();
  });
});
