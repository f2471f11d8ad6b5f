/** A sentence as [start, end) of the text it was split from, without surrounding spaces. */
export interface SentenceRange {
  start: number;
  end: number;
}

// Abbreviations whose full stop does not end a sentence in scientific prose.
const ABBREVIATION =
  /\b(?:e\.g|i\.e|et al|etc|vs|cf|approx|ca|fig|figs|eq|eqs|ref|refs|no|nos|vol|pp|dr|mr|mrs|ms|prof|st|suppl|resp|incl|min|max|sp|spp|var|al)\.$/i;
// An initial ("J. Smith"): one capital letter and its full stop.
const INITIAL = /(?:^|[^\p{L}])\p{Lu}\.$/u;
// A number opening a sentence ("2. We measured …", an abstract of numbered points): no sentence of its own.
const ENUMERATOR = /^\s*(?:\d{1,2}|[ivx]{1,4}|[a-h])\.$/i;

/**
 * Splits prose into sentences: at `.`, `!` or `?` (with closing quotes or brackets) followed by space and an
 * upper-case letter, a Hangul, Han or kana letter (Korean ends its sentences with ". " before Hangul; not "ºC"), a
 * digit or an opening bracket — not after common abbreviations or initials, nor after a number a sentence opens
 * with. Also at the CJK full stops, which need no space after them.
 */
export function splitSentences(text: string): SentenceRange[] {
  const ranges: SentenceRange[] = [];
  let start = 0;
  const boundary =
    /[.!?][)"'’”\]]*(\s+)(?=[\p{Lu}\p{Script=Hangul}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\d([“"‘'])|[。！？](\s*)/gu;
  for (let match = boundary.exec(text); match; match = boundary.exec(text)) {
    const end = match.index + match[0].length - (match[1] ?? match[2] ?? '').length;
    const before = text.slice(Math.max(start, end - 12), end);
    if (text[match.index] === '.' && (ABBREVIATION.test(before) || INITIAL.test(before))) continue;
    if (ENUMERATOR.test(text.slice(start, end))) continue;
    push(ranges, text, start, end);
    start = match.index + match[0].length;
  }
  push(ranges, text, start, text.length);
  return ranges;
}

function push(ranges: SentenceRange[], text: string, start: number, end: number): void {
  while (start < end && /\s/.test(text[start] ?? '')) start++;
  while (end > start && /\s/.test(text[end - 1] ?? '')) end--;
  if (end > start) ranges.push({ start, end });
}
