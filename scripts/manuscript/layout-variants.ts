import type { Block, Manuscript, Paragraph } from '@galley/contracts';

/** The same manuscript as another author might have typed it: its words unchanged, its layout not. */
export type LayoutVariant = (manuscript: Manuscript) => Manuscript;

const withBlocks = (manuscript: Manuscript, blocks: Block[]): Manuscript => ({ ...manuscript, blocks });

/** A paragraph with no heading style, no outline level and no heading found by its look. */
function unstyled(paragraph: Paragraph): Paragraph {
  const {
    heading: _heading,
    styleId: _styleId,
    styleName: _styleName,
    outlineLevel: _outline,
    ...rest
  } = paragraph;
  return rest;
}

/** The text in capitals where that keeps its length (gold offsets stay true): "ß" stays as it is. */
function capitals(text: string): string {
  const upper = text.toUpperCase();
  return upper.length === text.length ? upper : text;
}

const lineIs = (pattern: RegExp) => (block: Block) =>
  block.type === 'paragraph' && pattern.test(block.text.trim());

/**
 * Layouts of the dev manuscripts that documents are also made in (eval-layout-variants.ts): headings in no style
 * (Word's list numbers kept), top-level headings numbered by hand, headings typed in capitals with no style, figure
 * legends in the text, superscript lost (author marks and citation numbers typed in the line, as text pasted from
 * elsewhere has them), no heading above the reference list, no "Abstract" line above a structured abstract.
 */
export const LAYOUT_VARIANTS: Record<string, LayoutVariant> = {
  'as written': (manuscript) => manuscript,
  'no heading styles': (manuscript) =>
    withBlocks(
      manuscript,
      manuscript.blocks.map((block) => (block.type === 'paragraph' ? unstyled(block) : block)),
    ),
  'headings numbered by hand': (manuscript) => {
    let number = 0;
    return withBlocks(
      manuscript,
      manuscript.blocks.map((block) =>
        block.type === 'paragraph' && block.heading?.level === 1
          ? { ...unstyled(block), text: `${++number}. ${block.text}` }
          : block,
      ),
    );
  },
  'headings in capitals': (manuscript) =>
    withBlocks(
      manuscript,
      manuscript.blocks.map((block) =>
        block.type === 'paragraph' && block.heading
          ? { ...unstyled(block), text: capitals(block.text) }
          : block,
      ),
    ),
  'figure legends in the text': (manuscript) => withBlocks(manuscript, legendsInText(manuscript.blocks)),
  'no superscripts': (manuscript) =>
    withBlocks(
      manuscript,
      manuscript.blocks.map((block) =>
        block.type === 'paragraph'
          ? { ...block, spans: block.spans.map(({ superscript: _superscript, ...span }) => span) }
          : block,
      ),
    ),
  'no references heading': (manuscript) =>
    withBlocks(
      manuscript,
      manuscript.blocks.filter(
        (block) => !lineIs(/^(?:references|bibliography|literature cited|works cited)$/i)(block),
      ),
    ),
  'no abstract heading': (manuscript) =>
    withBlocks(
      manuscript,
      manuscript.blocks.filter((block) => !lineIs(/^abstract$/i)(block)),
    ),
};

// "Figure 2. The …", "Fig. 3 Surface …": a legend, not prose that starts "Figure 2 shows …".
const LEGEND = /^(?:[Ff]igure|FIGURE|[Ff]ig\.?)\s*(\d+)(?:[.:|]|\s+\p{Lu})/u;

/**
 * Each figure's legend moved from where it stands (often gathered at the end) to just after the first paragraph
 * of prose that cites that figure, as manuscripts with their figures placed in the text have it.
 */
function legendsInText(blocks: readonly Block[]): Block[] {
  const legends = new Map<string, Block>();
  for (const block of blocks) {
    const number = block.type === 'paragraph' ? LEGEND.exec(block.text.trim())?.[1] : undefined;
    if (number && !legends.has(number)) legends.set(number, block);
  }
  const moved = new Set<Block>();
  const result: Block[] = [];
  blocks.forEach((block, at) => {
    if (moved.has(block)) return;
    result.push(block);
    if (block.type !== 'paragraph' || LEGEND.test(block.text.trim())) return;
    for (const [number, legend] of legends)
      if (!moved.has(legend) && blocks.indexOf(legend) > at && cites(block.text, number)) {
        result.push(legend);
        moved.add(legend);
      }
  });
  return result;
}

/** Whether prose cites figure `number`: "(Figure 2A)", "Figs. 2 and 3", "Fig 2b" — not "Supplementary Figure 2". */
function cites(text: string, number: string): boolean {
  return new RegExp(`(?<!supplementary\\s)\\bfig(?:ure)?s?\\.?\\s*${number}(?!\\d)`, 'i').test(text);
}
