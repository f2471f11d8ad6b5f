import type { ReadResult } from '@galley/contracts';
import { shippedHyphenLexicon } from '../model/shipped-hyphen-lexicon.ts';
import { parseReferenceString } from '../parser/parse-reference-string.ts';
import { decodeInput } from './decode-input.ts';
import { type SplitOptions, splitReferenceList } from './split-reference-list.ts';

/**
 * Pasted reference list → one item per reference, each with its original string and number. Never throws.
 * `options.split`: `auto` (default) reads the list's layout, `lines` takes one reference per non-empty line,
 * `blank-lines` one per block between blank lines.
 */
export function readText(input: string | Uint8Array, options: SplitOptions = {}): ReadResult {
  const { entries, warnings } = splitReferenceList(decodeInput(input), {
    hyphenLexicon: shippedHyphenLexicon(),
    ...options,
  });
  const items = entries.map((entry, index) => {
    const item = parseReferenceString(entry.text, String(index + 1));
    if (entry.number !== undefined) item.originalNumber = entry.number;
    return item;
  });
  return { items, warnings };
}
