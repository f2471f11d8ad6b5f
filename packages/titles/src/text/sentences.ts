// A full stop ends a sentence unless it follows an abbreviation, an initial or a number's decimal point.
const BOUNDARY = /(?<=[.!?])\s+(?=[A-Z([])/g;
const NOT_AN_END = /(?:\b(?:e\.g|i\.e|vs|et al|Fig|Dr|No|approx|ca|cf|resp)|\b[A-Z])\.$/;

/** Sentences of one paragraph. */
export function sentences(paragraph: string): string[] {
  const parts: string[] = [];
  let start = 0;
  for (const match of paragraph.matchAll(BOUNDARY)) {
    const piece = paragraph.slice(start, match.index);
    if (NOT_AN_END.test(piece.trimEnd())) continue;
    parts.push(piece.trim());
    start = match.index + match[0].length;
  }
  parts.push(paragraph.slice(start).trim());
  return parts.filter((part) => part !== '');
}
