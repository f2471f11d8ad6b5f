import type { Paragraph } from '@galley/contracts';
import { isDateLine } from '../date-line.ts';
import { type FrontGuess, namesInstitution } from '../front-matter.ts';
import { textWithMarks } from '../superscript-marks.ts';
import { filledNeighbour } from './heading-after.ts';
import { institutionInTitle } from './institution-in-title.ts';
import type { LocalTagging } from './local-tagging.ts';
import { nextGuess } from './next-guess.ts';

// A title left open at the end of its line: a comma, colon, semicolon or dash, or a word that never ends a title
// ("… in", "… of the", "… and").
const OPEN_END =
  /(?:[,:;–—-]|\b(?:and|or|of|in|for|the|a|an|with|without|to|on|by|from|at|as|versus|vs\.?|among|between|into|after|before|during|under|over|via|across|through|toward|towards|within)) *$/iu;
// A name's adjective after "the" ("… recommendations from the National"): open when the next line goes on with the
// institution's name ("Institute on Aging …"), not when it is the byline ("Empire, medicine and the British").
const NAME_LEFT_OPEN = /\bthe (?:National|International|American|European|British|Royal|Federal) *$/u;
// A line that opens like a title-page label, not more of the title.
const TITLE_PAGE_LABEL =
  /^\s*(?:word count|words|version|date|submitted|received|revised|accepted|manuscript (?:id|number)|figures?|tables?)\b/i;
// A line that opens on a lower-case word: the middle of a sentence, not the start of a title-page part.
const OPENS_LOWER_CASE = /^\s*\p{Ll}{2,}/u;

/**
 * Whether a title-page line goes on with the title right above it, typed over two paragraphs, before any author:
 * a line naming an institution in passing (institutionInTitle), a line the title leaves open or that opens
 * mid-sentence (continuesTitle), or a line that reads as no other part.
 */
export function titleGoesOn(state: LocalTagging, paragraph: Paragraph, guess: FrontGuess): boolean {
  if (state.lastFrontStep !== 'front.title' || state.collector.has('front.authors')) return false;
  if (paragraph.text.length > 250) return false;
  if (guess === 'front.affiliations' && institutionInTitle(state, paragraph)) return true;
  if (guess === 'running-title-label' || guess === 'keywords-label' || isDateLine(paragraph.text))
    return false;
  if (continuesTitle(state, paragraph, guess === 'front.authors')) return true;
  // A line that reads as no other part (or as a byline with neither commas nor marks, "Arbeitsbelastung und
  // Gesundheit", when a byline follows it), unless it closes like a sentence or opens like a title-page label.
  return (
    (guess === 'none' || (guess === 'front.authors' && bylineFollows(state, paragraph))) &&
    !/[.:]\s*$/.test(paragraph.text) &&
    !TITLE_PAGE_LABEL.test(paragraph.text)
  );
}

/**
 * The line under the title continues it when the title was typed over two paragraphs (Enter pressed where the
 * line should break): the title's line ends open, or this one opens in the middle of a sentence. Whatever the
 * line reads as on its own ("… in the Great Smoky Mountains Study" names a place like an affiliation); but a
 * byline opening on a particle ("van der Berg J, …") stays a byline unless the title's line ends open.
 */
function continuesTitle(state: LocalTagging, paragraph: Paragraph, readsAsByline: boolean): boolean {
  const above = filledNeighbour(state.blocks, state.blocks.indexOf(paragraph), -1);
  if (above?.type !== 'paragraph') return false;
  if (NAME_LEFT_OPEN.test(above.text) && namesInstitution(paragraph.text.trim().split(/\s+/)[0] ?? ''))
    return true;
  return OPEN_END.test(above.text) || (!readsAsByline && OPENS_LOWER_CASE.test(paragraph.text));
}

/** A line with neither commas nor marks, and the next line reads as the byline: this one is not it. */
function bylineFollows(state: LocalTagging, paragraph: Paragraph): boolean {
  if (/[,;，、\d*†‡§¶]/u.test(textWithMarks(paragraph))) return false;
  return nextGuess(state, paragraph) === 'front.authors';
}
