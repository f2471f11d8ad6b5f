import type { Paragraph } from '@galley/contracts';
import { guessFrontMatter } from '../front-matter.ts';
import type { HeadingLike } from '../heading-like.ts';
import type { LocalTagging } from './local-tagging.ts';

const SALUTATION =
  /^\s*(?:dear\s+\S.{0,70}|to the (?:editors?|editor-in-chief)\b.{0,60}|(?:dear )?(?:sirs?|madam|editors?)\s*[,:])$/i;
const CLOSING =
  /^\s*(?:(?:yours\s+)?(?:sincerely|faithfully|truly)|(?:with\s+)?(?:kind|best|warm)(?:est)?\s+(?:regards|wishes)|regards|respectfully(?:\s+yours)?|yours)\b.{0,40}$/i;

/**
 * A cover letter typed above the title page ("Dear Dr. Smith, … Sincerely, Ana Ferreira"): from its salutation to
 * its closing, and the signature under it (names, a role, an institution, an e-mail), nothing is tagged and the
 * title page starts after it. Answers whether the paragraph is the letter's.
 */
export function coverLetterLine(
  state: LocalTagging,
  paragraph: Paragraph,
  heading: HeadingLike | undefined,
): boolean {
  const text = paragraph.text.trim();
  if (state.letter === undefined) {
    if (state.titleFound || state.lastFrontStep !== undefined || !SALUTATION.test(text)) return false;
    state.letter = 'open';
    return true;
  }
  if (state.letter === 'done') return false;
  // A heading that opens a part of the manuscript ends a letter that never closed.
  if (heading?.target) {
    state.letter = 'done';
    return false;
  }
  if (state.letter === 'open') {
    if (CLOSING.test(text)) state.letter = 'signed';
    return true;
  }
  if (signatureLine(paragraph, text)) return true;
  state.letter = 'done';
  return false;
}

/** A line of the signature: a name or a few words not set as a title, a role, an institution, an e-mail. */
function signatureLine(paragraph: Paragraph, text: string): boolean {
  if (/\bon behalf of\b/i.test(text) || guessFrontMatter(paragraph) !== 'none') return true;
  const bold = paragraph.spans.some((span) => span.bold && span.start === 0 && span.end >= text.length - 1);
  return !bold && text.split(/\s+/).length <= 8;
}
