import { abbreviateByWords } from './abbreviate-by-words.ts';
import type { AbbreviationTable } from './abbreviation-table.ts';
import { journalKey } from './journal-key.ts';
import table from './nlm-abbreviations.json' with { type: 'json' };

const abbreviations = table as AbbreviationTable;

// Formatting repeats the same journals (a list cites few of them; the template editor re-formats on every
// change), so answers are remembered; the cap keeps hostile input from growing the map without bound.
const remembered = new Map<string, string>();

/** NLM abbreviation of a journal title ("The American journal of medicine" → "Am J Med"). */
export function abbreviateJournal(title: string): string {
  const known = remembered.get(title);
  if (known !== undefined) return known;
  const abbreviation =
    abbreviations.exceptions[journalKey(title)] ?? abbreviateByWords(title, abbreviations.words);
  if (remembered.size >= 5000) remembered.clear();
  remembered.set(title, abbreviation);
  return abbreviation;
}
