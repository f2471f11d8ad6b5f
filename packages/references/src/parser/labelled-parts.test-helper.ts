import type { ReferenceToken } from './reference-token.ts';
import type { TokenLabel } from './token-labels.ts';
import { tokenizeReference } from './tokenize-reference.ts';

/** A string written as labelled parts: [text, label], joined by spaces. */
export type LabelledParts = [string, TokenLabel][];

/**
 * Tokens of a string written as labelled parts ([text, label], joined by spaces), for the tests of the rules that
 * relabel tokens; `runs` reads the labels back as "label: text" per run.
 */
export function labelledParts(parts: LabelledParts): {
  tokens: ReferenceToken[];
  labels: TokenLabel[];
  runs: () => string[];
} {
  const text = parts.map(([part]) => part).join(' ');
  const ends: number[] = [];
  let offset = 0;
  for (const [part] of parts) {
    offset += part.length;
    ends.push(offset);
    offset++;
  }
  const tokens = tokenizeReference(text);
  const labels = tokens.map((token) => {
    const part = ends.findIndex((end) => token.start < end);
    return (parts[part]?.[1] ?? 'note') as TokenLabel;
  });
  const runs = () => {
    const result: string[] = [];
    let start = 0;
    for (let index = 1; index <= tokens.length; index++) {
      if (index < tokens.length && labels[index] === labels[start]) continue;
      result.push(`${labels[start]}: ${text.slice(tokens[start]?.start, tokens[index - 1]?.end)}`);
      start = index;
    }
    return result;
  };
  return { tokens, labels, runs };
}

/** A rule's test reader: the parts labelled, relabelled by `rule`, read back as labelledParts' runs. */
export function relabelledBy(
  rule: (tokens: readonly ReferenceToken[], labels: TokenLabel[]) => void,
): (parts: LabelledParts) => string[] {
  return (parts) => {
    const { tokens, labels, runs } = labelledParts(parts);
    rule(tokens, labels);
    return runs();
  };
}
