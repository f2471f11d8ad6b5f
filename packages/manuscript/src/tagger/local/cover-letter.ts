import type { Paragraph } from '@galley/contracts';
import { guessFrontMatter } from '../front-matter.ts';
import type { HeadingLike } from '../heading-like.ts';
import type { LocalTagging } from './local-tagging.ts';

// "Dear Dr. Smith,", "Dear Editor:" — not a title that opens with the word ("Dear doctor: letters from patients"),
// nor a research letter's "To the Editor:", which is its text.
const SALUTATION = /^\s*dear\s+[^,:;.!?]{1,60}(?:\.[^,:;.!?]{1,40})?[,:!]?\s*$/i;
const CLOSING =
  /^\s*(?:(?:yours\s+)?(?:sincerely|faithfully|truly)|(?:with\s+)?(?:kind|best|warm)(?:est)?\s+(?:regards|wishes)|regards|respectfully(?:\s+yours)?|yours|best|(?:many\s+)?thanks|thank you(?: (?:very much|again))?(?: for your (?:time|consideration|attention))?)\b.{0,40}$/i;
const ROLE =
  /^(?:(?:associate |assistant |full )?professor|lecturer|(?:senior )?research(?:er| fellow)|head of|director|chair|dean)\b/i;

/**
 * A cover letter typed above the title page ("Dear Dr. Smith, … Sincerely, Ana Ferreira"): from its salutation to
 * its closing, and the signature under it (a name, "on behalf of …", a role, an institution, an e-mail; four lines
 * at most), nothing is tagged and the title page starts after it. Answers whether the paragraph is the letter's.
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
  if (state.letterSignature < 4 && signatureLine(paragraph, text)) {
    state.letterSignature++;
    return true;
  }
  state.letter = 'done';
  return false;
}

/** A line of the signature, never a title: a title style, a heading or a plain line no signature has ends it. */
function signatureLine(paragraph: Paragraph, text: string): boolean {
  if (/^title$/i.test(paragraph.styleName ?? '') || paragraph.heading) return false;
  if (/\bon behalf of\b/i.test(text) || ROLE.test(text)) return true;
  // A byline with its marks ("Ana Ferreira1, Joao Silva2") is the title page's, under its title.
  return guessFrontMatter(paragraph) !== 'none' && !/\p{L}[\d*†‡]/u.test(text);
}
