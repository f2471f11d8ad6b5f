import type { ReadResult } from '@galley/contracts';
import { parseReferenceString } from '../parser/parse-reference-string.ts';
import { decodeInput } from './decode-input.ts';
import { splitReferenceList } from './split-reference-list.ts';

/** Pasted reference list → one item per reference, each with its original string and number. Never throws. */
export function readText(input: string | Uint8Array): ReadResult {
  const { entries, warnings } = splitReferenceList(decodeInput(input));
  const items = entries.map((entry, index) => {
    const item = parseReferenceString(entry.text, String(index + 1));
    if (entry.number !== undefined) item.originalNumber = entry.number;
    return item;
  });
  return { items, warnings };
}
