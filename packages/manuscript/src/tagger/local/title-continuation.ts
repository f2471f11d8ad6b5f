import type { Paragraph } from '@galley/contracts';
import { filledNeighbour } from './heading-after.ts';
import type { LocalTagging } from './local-tagging.ts';

// A title left open at the end of its line: a comma, colon, semicolon or dash, or a word that never ends a title
// ("… in", "… of the", "… and"), or a name's adjective after "the" ("… recommendations from the National", the
// institute's name on the next line).
const OPEN_END =
  /(?:[,:;–—-]|\b(?:and|or|of|in|for|the|a|an|with|without|to|on|by|from|at|as|versus|vs\.?|among|between|into|after|before|during|under|over|via|across|through|toward|towards|within)|\bthe (?:National|International|American|European|British|Royal|Federal)) *$/iu;
// A line that opens on a lower-case word: the middle of a sentence, not the start of a title-page part.
const OPENS_LOWER_CASE = /^\s*\p{Ll}{2,}/u;

/**
 * The line under the title continues it when the title was typed over two paragraphs (Enter pressed where the
 * line should break): the title's line ends open, or this one opens in the middle of a sentence. Whatever the
 * line reads as on its own ("… in the Great Smoky Mountains Study" names a place like an affiliation); but a
 * byline opening on a particle ("van der Berg J, …") stays a byline unless the title's line ends open.
 */
export function continuesTitle(state: LocalTagging, paragraph: Paragraph, readsAsByline: boolean): boolean {
  if (state.lastFrontStep !== 'front.title' || state.collector.has('front.authors')) return false;
  if (paragraph.text.length > 250) return false;
  const above = filledNeighbour(state.blocks, state.blocks.indexOf(paragraph), -1);
  if (above?.type !== 'paragraph') return false;
  return OPEN_END.test(above.text) || (!readsAsByline && OPENS_LOWER_CASE.test(paragraph.text));
}
