// More ways the end of a full line tells that a reference ended there (see split-boundary-evidence.ts): a book's
// or a report's reference ends on its publisher or its place. ("City: Publisher." is left out: a title's subtitle
// looks the same, "Adults: Systematic Review.") Measured on
// lines wrapped at 80 columns (labelled references of many fields): a last line ends so some 20 to 30 times more
// often than a line inside a reference, where a finished sentence alone is only about 2.5 times likelier.

// "MIT Press, Cambridge, MA.", "Upper Saddle River, NJ.", "Springer, New York, USA.": a place and its state's or
// country's code. A full stop is needed: an author list wrapped after initials ends "…, Boch, AP".
const PLACE_CODE_END = /\p{Ll}{2,},\s(?:\p{Lu}{2}|USA|UK)\.$/u;
// "Oxford University Press.", "Springer-Verlag.", "Methuen and Co. Ltd.": a publisher's own word.
const PUBLISHER_END =
  /\b(?:Press|Verlag|Publishers?|Publishing|Books|Inc|Ltd|Wiley|Springer(?:-Verlag)?|Elsevier|Routledge|Sage)\.$/u;

// "Denver, CO: Morgan Kaufmann.", "San Mateo, CA. Morgan Kaufmann.": a place and its state's code, then a
// publisher of one to four capitalised words and a full stop.
const PLACE_CODE_PUBLISHER_END = /,\s\p{Lu}{2}[.:]\s(?:(?:\p{Lu}[\p{L}&'’-]*|&)\s){0,3}\p{Lu}[\p{L}'’-]+\.$/u;

const PLACE_CODE_EVIDENCE = 2.5;
const PUBLISHER_EVIDENCE = 2.5;

/** Evidence that `last` (a line's last words) ends a reference on its publisher or place; 0 when it does not. */
export function publisherEndEvidence(last: string): number {
  if (PLACE_CODE_END.test(last) || PLACE_CODE_PUBLISHER_END.test(last)) return PLACE_CODE_EVIDENCE;
  if (PUBLISHER_END.test(last)) return PUBLISHER_EVIDENCE;
  return 0;
}
