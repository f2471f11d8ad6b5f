import type { Paragraph } from '@galley/contracts';
import { matchSectionHeading } from '../heading-lexicon.ts';
import { headingLike } from '../heading-like.ts';
import { isKeywordsLine } from '../keywords-line.ts';
import { filledFrom } from './heading-after.ts';
import type { LocalTagging } from './local-tagging.ts';

// The text of one more part: a paragraph or two, seldom more.
const PART_PARAGRAPHS = 3;

/**
 * A part label after the abstract's conclusions ("Design" closing some journals' structured
 * abstracts) still labels the abstract when the keywords line comes right after its text, before any other
 * heading: the keywords close the abstract, so what stands above them belongs to it. A label that also names a
 * body section ("Methods", "Introduction") is left to the order of the labels.
 */
export function keywordsCloseAbstract(
  state: LocalTagging,
  paragraph: Paragraph,
  normalized: string,
): boolean {
  const concluded = state.abstractItems.some(
    (item) => item.kind === 'heading' && item.part === 'conclusions',
  );
  if (!concluded || matchSectionHeading(normalized)) return false;
  let text = 0;
  for (const block of filledFrom(state.blocks, paragraph)) {
    if (block === paragraph) continue;
    if (block.type !== 'paragraph') return false;
    if (isKeywordsLine(block)) return text > 0;
    if (headingLike(block) || ++text > PART_PARAGRAPHS) return false;
  }
  return false;
}
