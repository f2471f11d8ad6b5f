import type { ReferenceToken } from './reference-token.ts';
import type { TokenLabel } from './token-labels.ts';

const WORD = /^[\p{L}\p{N}]/u;
const LONG_WORD = /^\p{L}{4,}/u;
const CAPITAL = /^\p{Lu}/u;
// Marks a journal's name follows after in a title run: "Problem, Information and Computation, 84", "…Circuits,”
// Computer, Vol. 23" (not a colon: that starts a subtitle).
const CHUNK_END = new Set([',', '.', '”', '"', '’']);
const FULL_STOP = new Set(['.']);
const AFTER_JOURNAL = new Set<TokenLabel>(['volume', 'issue', 'pages']);
// What follows a web page's site or a newspaper's name (APA's "Title. The Times. Retrieved from …").
const AFTER_SITE = /^(?:Retrieved|Available|Accessed|Online|URL|https?:|www\.)/;

/**
 * Reads the container the tagger took for a title, when it found none: a second title run after editors or "In"
 * is the book ("'Elections', in Robert Singh (ed.), Governing America: …"); a title run followed by the volume or
 * pages that ends in a chunk in title case is the article title then the journal ("A Note on the Determinant and
 * Permanent Problem, Information and Computation, 84, No. 1"). Relabels `labels` in place.
 */
export function containerFromTitleRuns(tokens: readonly ReferenceToken[], labels: TokenLabel[]): void {
  if (labels.includes('container')) return;
  const runs: [number, number][] = [];
  labels.forEach((label, index) => {
    if (label !== 'title') return;
    const last = runs[runs.length - 1];
    if (last && last[1] === index - 1) last[1] = index;
    else runs.push([index, index]);
  });
  const [first, second] = runs;
  if (!first) return;
  if (second) {
    for (let index = first[1] + 1; index < second[0]; index++) {
      const text = (tokens[index] as ReferenceToken).text;
      if (labels[index] === 'editor' || text === 'In' || text === 'in') {
        labels.fill('container', second[0], second[1] + 1);
        return;
      }
    }
    return;
  }
  if (!splitBookOff(tokens, labels, first)) splitJournalOff(tokens, labels, first);
}

const EDITOR_MARK = /^(?:eds?|editors?|hrsg|hgg?|dir)$/i;

/**
 * The book after "In" inside a lone title run ("“Structural Theories.” In John Foran (ed.) Theorizing
 * Revolutions"): the words after "In", or after the editors' mark when the editors come first, are the container.
 */
function splitBookOff(
  tokens: readonly ReferenceToken[],
  labels: TokenLabel[],
  [start, end]: [number, number],
): boolean {
  for (let index = start + 4; index < end - 1; index++) {
    const text = (tokens[index] as ReferenceToken).text;
    if (text !== 'In' && text !== 'in') continue;
    const before = (tokens[index - 1] as ReferenceToken).text;
    if (!CHUNK_END.has(before) && before !== ')') continue;
    let from = index + 1;
    if (tokens[from]?.text === ':') from++;
    for (let at = from; at < end; at++) {
      if (!EDITOR_MARK.test((tokens[at] as ReferenceToken).text)) continue;
      let after = at + 1;
      while (after <= end && !WORD.test((tokens[after] as ReferenceToken).text)) after++;
      if (after <= end) {
        labels.fill('editor', from, after);
        from = after;
      }
      break;
    }
    if (from > end || !CAPITAL.test((tokens[from] as ReferenceToken).text)) return false;
    labels.fill('note', index, index + 1);
    labels.fill('container', from, end + 1);
    return true;
  }
  return false;
}

/** The journal at the end of a lone title run followed by the volume, issue or pages. */
function splitJournalOff(
  tokens: readonly ReferenceToken[],
  labels: TokenLabel[],
  [start, end]: [number, number],
): void {
  let next = end + 1;
  while (next < tokens.length && !WORD.test((tokens[next] as ReferenceToken).text)) next++;
  const site = AFTER_SITE.test(tokens[next]?.text ?? '');
  if (!site && !AFTER_JOURNAL.has(labels[next] as TokenLabel)) return;
  let last = end;
  while (last > start && !WORD.test((tokens[last] as ReferenceToken).text)) last--;
  let from = last;
  // A site's name follows a full stop only: a comma inside a web page's title is the title's own.
  const ends = site ? FULL_STOP : CHUNK_END;
  while (from > start && !ends.has((tokens[from - 1] as ReferenceToken).text)) from--;
  if (from <= start) return;
  let words = 0;
  let long = 0;
  for (let index = from; index <= last; index++) {
    const text = (tokens[index] as ReferenceToken).text;
    if (!WORD.test(text)) continue;
    words++;
    if (!LONG_WORD.test(text)) continue;
    if (!CAPITAL.test(text)) return;
    long++;
  }
  let before = 0;
  for (let index = start; index < from; index++)
    if (WORD.test((tokens[index] as ReferenceToken).text)) before++;
  if (long === 0 || words > 8 || before < 3 || !CAPITAL.test((tokens[from] as ReferenceToken).text)) return;
  labels.fill('container', from, last + 1);
}
