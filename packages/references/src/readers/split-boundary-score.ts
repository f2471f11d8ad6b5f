import { startsNewReference } from './reference-line-boundary.ts';
import { endEvidence, MAX_START_EVIDENCE, startEvidence } from './split-boundary-evidence.ts';

// A list number of the list's own style, running within the list's range, speaks for a new reference about as
// strongly as a full line speaks for a wrap.
const LIST_NUMBER_EVIDENCE = 2.5;
// A finished reference (pages, identifier, year after them) before a line that starts as one, or a finished sentence
// before authors (startsNewReference, the rules for unwrapped lists): more evidence on top of the line's own.
const SURE_BOUNDARY_EVIDENCE = 1;
const BROKEN_OFF = -3;
const LONE_GIVEN_NAME = /(?:^|,\s*|\band\s+)\p{Lu}\p{Ll}+$/u;
const MIDDLE_INITIALS =
  /^\s*(?:\p{Lu}\.\s?-?){1,3}\s*(?:(?:van|von|de|der|den|del|da|di|du|la|le|ten|ter)\s)*\p{Lu}\p{Ll}+[,.\s]/u;
const SPLIT_NAME_EVIDENCE = -4;
const LAST_WORDS = 40;

/**
 * Whether a line that follows a full line (one the next word could not fit on) in a wrapped list starts a new
 * reference: the end of the text so far, the start of the line and, in a numbered list, its list number
 * (`numbered`) must outweigh the layout's evidence for a wrap (`wrapEvidence`, ≤ 0). In an unnumbered list the
 * rules of unwrapped lists add theirs, asked only when it could tip the balance (they are the slowest).
 */
export function startsAfterFullLine(
  tail: string,
  line: string,
  wrapEvidence: number,
  numbered = false,
): boolean {
  const end = endEvidence(tail);
  // Text broken off mid-phrase (after a comma, "and", "of") on a full line goes on, but before a list number.
  if (end <= BROKEN_OFF && !numbered && wrapEvidence <= 0) return false;
  let score = end + wrapEvidence + (numbered ? LIST_NUMBER_EVIDENCE : 0);
  const more = numbered ? 0 : SURE_BOUNDARY_EVIDENCE;
  if (score + MAX_START_EVIDENCE + more <= 0) return false;
  const start = startEvidence(line);
  score += start;
  // A given name before a line of middle initials and a surname ("…, Marc" / "J. M. Bonten, and …"): one name.
  if (MIDDLE_INITIALS.test(line) && LONE_GIVEN_NAME.test(tail.slice(-LAST_WORDS)))
    score += SPLIT_NAME_EVIDENCE;
  if (score > more) return true;
  if (score + more <= 0 || numbered) return score > 0;
  // Not for a line that reads as the middle of a reference ("Proceedings., 1997 IEEE…", "In: …"): the rules of
  // unwrapped lists would take its capital for a start.
  if (start <= -2) return false;
  return score + (startsNewReference(tail, line) ? more : 0) > 0;
}
