import type { Paragraph } from '@galley/contracts';
import type { AbstractPart } from '../abstract-model.ts';
import { matchAbstractLabel } from '../heading-lexicon.ts';
import { type HeadingLike, headingLike } from '../heading-like.ts';
import { isKeywordsLine } from '../keywords-line.ts';
import { filledFrom } from './heading-after.ts';
import type { LocalTagging } from './local-tagging.ts';

// A structured abstract names at least this many parts ("Background", "Methods", "Results", "Conclusions").
const MIN_PARTS = 3;
// An abstract part is a paragraph or two, not a section.
const MAX_PARAGRAPHS_PER_PART = 2;
const MAX_PART_LENGTH = 2500;
// Blocks a box after the abstract may take ("Implications" and its paragraph, the keywords line) before the
// introduction.
const BOX_BLOCKS = 4;

/**
 * A structured abstract with no heading of its own (the "Abstract" line left out, or set in a text box): on the title
 * page, a part label ("Background") opens it when more part labels follow it in a row, each over a paragraph or two,
 * and the introduction's own heading comes after them (past a box such as "Implications" at most). Answers the
 * opening part, or undefined.
 */
export function labelledAbstractAhead(
  state: LocalTagging,
  paragraph: Paragraph,
  heading: HeadingLike,
): AbstractPart | undefined {
  const first = matchAbstractLabel(heading.normalized);
  if (!state.titleFound || !first || isIntroduction(heading)) return undefined;
  let parts = 1;
  let paragraphs = 0;
  let after = 0;
  for (const block of filledFrom(state.blocks, paragraph)) {
    if (block === paragraph) continue;
    if (block.type !== 'paragraph') return undefined;
    const next = headingLike(block);
    if (next && isIntroduction(next)) return parts >= MIN_PARTS ? first : undefined;
    // The keywords line under the last part is no paragraph of it.
    if (after > 0 || isKeywordsLine(block) || (next && !matchAbstractLabel(next.normalized))) {
      if (++after > BOX_BLOCKS) return undefined;
    } else if (next) {
      // A label with no text under it is a list of headings (a contents list), not an abstract's part.
      if (paragraphs === 0) return undefined;
      parts++;
      paragraphs = 0;
    } else if (++paragraphs > MAX_PARAGRAPHS_PER_PART || block.text.length > MAX_PART_LENGTH)
      return undefined;
  }
  return undefined;
}

/**
 * The body's "Introduction" heading, in the languages the lexicon reads ("Background" is an abstract's label as
 * often as a section's).
 */
function isIntroduction(heading: HeadingLike): boolean {
  return /^(?:introdu|einleitung|inleiding|wst[eę]p|введение|giriş|서론|머리말|引言|前言|はじめに|緒言|序論)/u.test(
    heading.normalized,
  );
}
