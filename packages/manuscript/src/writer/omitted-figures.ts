import type { Block, ComplianceReport, Manuscript, Paragraph } from '@galley/contracts';
import { FIGURE_CAPTION } from '../model/label-images.ts';

const EXCERPT_CHARS = 120;

/**
 * Images are not carried into the converted file (spec §1), so the report names each one left out, in reading order
 * as Figure 1…n (the names the figure files get), with the caption found next to it (its own paragraph, the next
 * two, else the one before) when there is one.
 */
export function omittedFigures(manuscript: Manuscript): ComplianceReport['changes'] {
  const paragraphs = [
    ...manuscript.blocks.flatMap(paragraphsIn),
    ...manuscript.notes.flatMap((note) => note.paragraphs),
  ];
  const changes: ComplianceReport['changes'] = [];
  paragraphs.forEach((paragraph, index) => {
    for (const inline of paragraph.inlines) {
      if (inline.kind !== 'image') continue;
      const near = [paragraph, paragraphs[index + 1], paragraphs[index + 2], paragraphs[index - 1]];
      const caption = near.find((candidate) => candidate && FIGURE_CAPTION.test(candidate.text))?.text.trim();
      const named = caption ?? inline.description;
      const excerpt =
        named && named.length > EXCERPT_CHARS ? `${named.slice(0, EXCERPT_CHARS).trimEnd()} …` : named;
      changes.push({
        kind: 'omitted',
        detail: `Figure ${changes.length + 1} left out (images are not carried into the converted file)${
          excerpt ? `: "${excerpt}"` : '; no caption found.'
        }`,
      });
    }
  });
  return changes;
}

function paragraphsIn(block: Block): Paragraph[] {
  if (block.type === 'paragraph') return [block];
  return block.rows.flatMap((row) => row.cells.flatMap((cell) => cell.blocks.flatMap(paragraphsIn)));
}
