import type { Paragraph } from '@galley/contracts';
import { matchAbstractLabel } from '../heading-lexicon.ts';
import { headingLike } from '../heading-like.ts';
import { isKeywordsLine } from '../keywords-line.ts';
import { normalizeHeading } from '../normalize-heading.ts';
import { filledFrom } from './heading-after.ts';
import type { LocalTagging } from './local-tagging.ts';

// How far ahead a keywords line still closes the abstract a paragraph is part of.
const KEYWORDS_WITHIN = 4;

/**
 * An abstract whose label is run into its first paragraph ("Abstract: …") is that one paragraph, unless it shows
 * it goes on: the main text is behind us (the English abstract after the references), its text opens with a part's
 * label ("Abstract: Aims: …", "Purpose – …", "Objective To …"), or a keywords line follows within a few paragraphs
 * before any heading.
 */
export function runInAbstractGoesOn(
  state: LocalTagging,
  first: Paragraph,
  start: number,
  next: Paragraph,
): boolean {
  return state.seenCore || opensWithLabel(first.text.slice(start)) || keywordsAhead(state, next);
}

function opensWithLabel(text: string): boolean {
  if (/^\s*\p{Lu}[^.:：—–]{0,45}(?:[:：]|\s[—–]\s)/u.test(text)) return true;
  const words = text.trim().split(/\s+/);
  for (let n = 1; n <= 4 && n < words.length; n++)
    if (matchAbstractLabel(normalizeHeading(words.slice(0, n).join(' '))) && /^\p{Lu}/u.test(words[n] ?? ''))
      return true;
  return false;
}

function keywordsAhead(state: LocalTagging, paragraph: Paragraph): boolean {
  let seen = 0;
  for (const block of filledFrom(state.blocks, paragraph)) {
    if (seen > KEYWORDS_WITHIN) return false;
    if (block.type !== 'paragraph') continue;
    if (isKeywordsLine(block)) return true;
    if (headingLike(block)) return false;
    seen++;
  }
  return false;
}
