import { readDocx } from '@galley/manuscript';
import { describe, expect, it } from 'vitest';
import { minimalDocx } from './minimal-docx.ts';

describe('minimalDocx', () => {
  it('writes a .docx our reader takes, with each paragraph’s text (escaped) and style', () => {
    const manuscript = readDocx(
      minimalDocx([['A & B <title>', 'Title'], ['Methods', 'Heading1'], ['Plain text.']]),
    );
    const paragraphs = manuscript.blocks.filter((block) => block.type === 'paragraph');
    expect(paragraphs.map((p) => p.text)).toEqual(['A & B <title>', 'Methods', 'Plain text.']);
    expect(paragraphs.map((p) => p.styleId ?? null)).toEqual(['Title', 'Heading1', null]);
  });
});
