import type { Block, Paragraph } from '@galley/contracts';

/**
 * A footnote or endnote mark alone in an otherwise empty paragraph (authors put one on its own line after a
 * paragraph, or before the title for affiliations) would be lost: no tag can cover an empty paragraph, so the writer
 * never reaches the mark. It moves to the end of the paragraph before (same story), else to the start of the next;
 * the empty paragraph stays so block ids do not shift.
 */
export function attachLoneMarks(blocks: Block[]): void {
  blocks.forEach((block, index) => {
    if (block.type !== 'paragraph' || block.text.trim() !== '') return;
    const notes = block.inlines.filter((inline) => inline.kind === 'note');
    if (!notes.length || notes.length !== block.inlines.length) return;
    const before = textParagraph(blocks[index - 1]);
    const after = textParagraph(blocks[index + 1]);
    const host = before ?? after;
    if (!host) return;
    const at = host === before ? host.text.length : 0;
    const moved = notes.map((note) => ({ ...note, at }));
    host.inlines = host === before ? [...host.inlines, ...moved] : [...moved, ...host.inlines];
    block.inlines = [];
  });
}

function textParagraph(block: Block | undefined): Paragraph | undefined {
  return block?.type === 'paragraph' && block.text.trim() !== '' ? block : undefined;
}
