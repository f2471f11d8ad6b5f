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

const lineIs = (pattern: RegExp) => (block: Block) =>
  block.type === 'paragraph' && pattern.test(block.text.trim());

/**
 * Layouts of the dev manuscripts that documents are also made in (eval-layout-variants.ts): headings in no style
 * (Word's list numbers kept), top-level headings numbered by hand, no heading above the reference list, no
 * "Abstract" line above a structured abstract.
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
