import { abbreviateWithTable } from './abbreviate-with-table.ts';
import type { AbbreviationTable } from './abbreviation-table.ts';
import { isDottedAbbreviation } from './is-dotted-abbreviation.ts';
import table from './nlm-abbreviations.json' with { type: 'json' };

const abbreviations = table as AbbreviationTable;

// Formatting repeats the same journals (a list cites few of them; the template editor re-formats on every
// change), so answers are remembered; the cap keeps hostile input from growing the map without bound.
const remembered = new Map<string, string>();

/** NLM abbreviation of a journal title ("The American journal of medicine" → "Am J Med", "J. Am. Chem. Soc." → "J Am Chem Soc"). */
export function abbreviateJournal(title: string): string {
  const known = remembered.get(title);
  if (known !== undefined) return known;
  const abbreviation = abbreviateWithTable(title, abbreviations);
  if (remembered.size >= 5000) remembered.clear();
  remembered.set(title, abbreviation);
  return abbreviation;
}

/** Whether a journal title is already an abbreviation with full stops, by the shipped NLM word table. */
export function isAbbreviatedJournal(title: string): boolean {
  return isDottedAbbreviation(title, abbreviations.words);
}
