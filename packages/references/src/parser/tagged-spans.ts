import type { ReferenceToken } from './reference-token.ts';
import type { TokenLabel } from './token-labels.ts';

/** A run of tokens with one label: its text as printed and the mean confidence of its tokens. */
export interface TaggedSpan {
  text: string;
  confidence: number;
  tokens: number;
}

/**
 * Groups tagged tokens into one span per label. When a label occurs in several places (a stray token labelled
 * title inside the journal), the longest run wins; a tie goes to the first. Of container runs, one followed by
 * the volume, issue or pages wins over the others.
 */
export function taggedSpans(
  source: string,
  tokens: readonly ReferenceToken[],
  labels: readonly TokenLabel[],
  confidence: readonly number[],
): Map<TokenLabel, TaggedSpan> {
  const spans = new Map<TokenLabel, TaggedSpan>();
  let numberedContainer: TaggedSpan | undefined;
  let start = 0;
  for (let index = 1; index <= tokens.length; index++) {
    if (index < tokens.length && labels[index] === labels[start]) continue;
    const label = labels[start] as TokenLabel;
    const first = tokens[start] as ReferenceToken;
    const last = tokens[index - 1] as ReferenceToken;
    let sum = 0;
    for (let at = start; at < index; at++) sum += confidence[at] ?? 0;
    const span = {
      text: source.slice(first.start, last.end),
      confidence: sum / (index - start),
      tokens: index - start,
    };
    const known = spans.get(label);
    // A journal is followed by its volume or pages: of several container runs, that one wins ("Media Policy
    // Project 9: 1-18. The London School of Economics" is no container of eight words).
    const numbered = label === 'container' && beforeNumbers(tokens, labels, index);
    if (label === 'container' && known && numbered !== (numberedContainer === known)) {
      if (numbered) {
        spans.set(label, span);
        numberedContainer = span;
      }
    } else if (!known || span.tokens > known.tokens) {
      spans.set(label, span);
      if (numbered) numberedContainer = span;
    }
    start = index;
  }
  return spans;
}

const NUMBERS = new Set<TokenLabel>(['volume', 'issue', 'pages']);

/** Whether the first word after `from` (past punctuation) is labelled volume, issue or pages. */
function beforeNumbers(
  tokens: readonly ReferenceToken[],
  labels: readonly TokenLabel[],
  from: number,
): boolean {
  let next = from;
  while (next < tokens.length && !/^[\p{L}\p{N}]/u.test((tokens[next] as ReferenceToken).text)) next++;
  return NUMBERS.has(labels[next] as TokenLabel);
}
