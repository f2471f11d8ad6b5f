import type { Paragraph } from '@galley/contracts';
import { headingLike } from '../heading-like.ts';
import { filledNeighbour } from './heading-after.ts';
import type { LocalTagging } from './local-tagging.ts';

// "[1] L. Lu, … Nat. Photonics 8, 821 (2014)." or "1. Piercy KL, … JAMA. 2018;320:2020-2028.": a numbered entry
// that names a year.
const ENTRY = /^\s*(?:\[(\d{1,3})\]|(\d{1,3})[.)])\s+\S/u;
const YEAR = /(?<!\d)(?:1[6-9]|20)\d{2}[a-z]?(?!\d)/u;

function entryNumber(text: string): number | undefined {
  const match = ENTRY.exec(text);
  if (!match || !YEAR.test(text)) return undefined;
  return Number(match[1] ?? match[2]);
}

/**
 * A reference list with no heading of its own (REVTeX and some journals set none): past the main text, entry 1
 * followed by entry 2, each numbered and naming a year, starts it — unless a heading right above names the list
 * ("Notes": a humanities article's endnotes look the same).
 */
export function startsHeadlessReferences(state: LocalTagging, paragraph: Paragraph): boolean {
  if (!state.seenCore || entryNumber(paragraph.text) !== 1) return false;
  const at = state.blocks.indexOf(paragraph);
  const next = filledNeighbour(state.blocks, at, 1);
  if (next?.type !== 'paragraph' || entryNumber(next.text) !== 2) return false;
  const previous = filledNeighbour(state.blocks, at, -1);
  return previous?.type !== 'paragraph' || !headingLike(previous);
}
