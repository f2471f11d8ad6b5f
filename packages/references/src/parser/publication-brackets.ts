import type { ReferenceToken } from './reference-token.ts';
import type { TokenLabel } from './token-labels.ts';

const YEAR = /^(?:1[5-9]|20)\d\d[a-z]?$/;

/**
 * The publication brackets of a book in Chicago's notes, "Title (Place: Publisher, Year)", whose opening the
 * tagger ran into the title: "Solid State Physics (Cengage Learning; 1 edition, 1976)", "William Kentridge
 * (Brussels: Société des Expositions …, 1998)". When a title run holds a "(" whose ")" comes after the run with a
 * year between, the words from the bracket to the run's end are the place (before a colon) and the publisher.
 * Relabels `labels` in place.
 */
export function publicationBrackets(tokens: readonly ReferenceToken[], labels: TokenLabel[]): void {
  const start = labels.indexOf('title');
  if (start < 0) return;
  let end = start;
  while (labels[end + 1] === 'title') end++;
  const text = (index: number) => tokens[index]?.text ?? '';
  let open = end;
  while (open > start + 1 && text(open) !== '(') open--;
  if (text(open) !== '(' || open === end) return;
  for (let index = open + 1; index <= end; index++) if (text(index) === ')') return;
  let close = end + 1;
  let year = false;
  while (close < tokens.length && text(close) !== ')' && text(close) !== '(') {
    if (YEAR.test(text(close))) year = true;
    close++;
  }
  if (!year || text(close) !== ')') return;
  let colon = open + 1;
  while (colon <= end && text(colon) !== ':') colon++;
  if (colon <= end) {
    labels.fill('location', open, colon + 1);
    labels.fill('publisher', colon + 1, end + 1);
  } else labels.fill('publisher', open, end + 1);
}
