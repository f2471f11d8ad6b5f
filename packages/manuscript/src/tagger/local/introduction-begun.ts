import type { Paragraph } from '@galley/contracts';
import { citesWorks } from '../cites-works.ts';
import { headingLike } from '../heading-like.ts';
import { isKeywordsLine, keywordsIn } from '../keywords-line.ts';
import { opensWithPartLabel } from '../part-label-start.ts';
import { filledFrom } from './heading-after.ts';
import type { LocalTagging } from './local-tagging.ts';

/**
 * The introduction begun with no heading of its own after an abstract under its heading (as Nature's, Science's and
 * PNAS's manuscripts run): the first paragraph after the abstract's text that cites other works, which an abstract
 * seldom does — unless a keywords line or an "Introduction" heading further on says where the abstract ends.
 */
export function introductionBegun(state: LocalTagging, paragraph: Paragraph, textCount: number): boolean {
  return (
    textCount > 0 &&
    !state.introductionHeadingAhead &&
    !opensWithPartLabel(paragraph) &&
    citesWorks(paragraph) &&
    !keywordsLineAhead(state, paragraph)
  );
}

/** A keywords line among the paragraphs from this one up to the next heading. */
function keywordsLineAhead(state: LocalTagging, paragraph: Paragraph): boolean {
  for (const block of filledFrom(state.blocks, paragraph)) {
    if (block.type !== 'paragraph') continue;
    if (isKeywordsLine(block) || keywordsIn(block.text, 0)) return true;
    if (block !== paragraph && headingLike(block)) return false;
  }
  return false;
}
