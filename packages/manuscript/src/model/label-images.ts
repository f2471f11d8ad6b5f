import type { Block, Paragraph } from '@galley/contracts';

/** A figure caption's start: "Figure 2", "Fig. 3a", "Supplementary Figure S1". */
export const FIGURE_CAPTION =
  /^\s*(fig(?:ure)?\.?|supplementary\s+fig(?:ure)?\.?)\s*(S?\d+[A-Za-z]?|[IVX]+)\b/i;

/**
 * Names each dropped image after the caption next to it ("Figure 1"), so a writer can leave "[Figure 1]" where the
 * image was: the image's own paragraph, else the next two paragraphs, else the one before.
 */
export function labelImages(blocks: Block[]): void {
  const paragraphs = blocks.filter((block): block is Paragraph => block.type === 'paragraph');
  paragraphs.forEach((paragraph, index) => {
    for (const inline of paragraph.inlines) {
      if (inline.kind !== 'image' || inline.label) continue;
      const near = [paragraph, paragraphs[index + 1], paragraphs[index + 2], paragraphs[index - 1]];
      for (const candidate of near) {
        const match = candidate ? FIGURE_CAPTION.exec(candidate.text) : null;
        if (match?.[2]) {
          inline.label = `${/^supp/i.test(match[1] ?? '') ? 'Supplementary Figure' : 'Figure'} ${match[2]}`;
          break;
        }
      }
    }
  });
}
