import type { Paragraph } from '@galley/contracts';
import { abstractLabelStart } from '../abstract-label-start.ts';
import { type HeadingLike, headingLike } from '../heading-like.ts';
import { filledFrom } from './heading-after.ts';
import type { LocalTagging } from './local-tagging.ts';
import { pushAbstractText } from './push-abstract-text.ts';
import { startAbstract } from './start-abstract.ts';

// Every reference names its year; the lines of a title page do not.
const YEAR = /\b(?:1[5-9]|20)\d{2}[a-z]?\b/;
// A numbered entry ("[22] 国家统计局. …", "3. WHO. …"): a reference, year or not.
const ENTRY = /^\s*(?:\[\d+\]|\d+\.\s)/u;
// How many title-page lines (title, byline, affiliations) may stand between the references and the abstract.
const TITLE_PAGE_LINES = 8;

/**
 * Chinese and Korean journals print the English title, byline, affiliations, abstract and keywords after the
 * reference list. There, an abstract's heading or run-in label ("Abstract: …") starts that abstract again, and the
 * title-page lines right above it (no year in any of them, as every reference has) are left untagged.
 * Says whether it took the paragraph.
 */
export function backAbstract(
  state: LocalTagging,
  paragraph: Paragraph,
  heading: HeadingLike | undefined,
): boolean {
  if (state.lastTop !== 'back.references') return false;
  const headed = heading?.target?.kind === 'abstract';
  const start = headed ? undefined : abstractLabelStart(paragraph);
  if (!headed && start === undefined) return titlePageAhead(state, paragraph);
  // The reference list is over: what follows the abstract and its keywords belongs to no section.
  state.stack.length = 0;
  state.lastTop = 'none';
  state.legendOpen = false;
  if (heading && headed) startAbstract(state, paragraph, heading);
  else pushAbstractText(state, paragraph, start ?? 0);
  return true;
}

/** The paragraph and the few after it up to an abstract's label read as a title page, not as references. */
function titlePageAhead(state: LocalTagging, paragraph: Paragraph): boolean {
  let lines = 0;
  for (const block of filledFrom(state.blocks, paragraph)) {
    if (lines > TITLE_PAGE_LINES || block.type !== 'paragraph') return false;
    if (lines > 0 && opensAbstract(block)) return true;
    if (
      YEAR.test(block.text) ||
      block.text.length > 300 ||
      ENTRY.test(block.text) ||
      headingLike(block)?.target
    )
      return false;
    lines++;
  }
  return false;
}

function opensAbstract(paragraph: Paragraph): boolean {
  return headingLike(paragraph)?.target?.kind === 'abstract' || abstractLabelStart(paragraph) !== undefined;
}
