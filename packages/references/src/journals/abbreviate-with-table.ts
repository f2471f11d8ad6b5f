import { abbreviateByWords } from './abbreviate-by-words.ts';
import type { AbbreviationTable } from './abbreviation-table.ts';
import { isDottedAbbreviation, stripAbbreviationDots } from './is-dotted-abbreviation.ts';
import { journalKey } from './journal-key.ts';

/**
 * A journal title's NLM abbreviation by a table: the abbreviation it already is (a journal's abbreviation wins
 * over another journal's title spelt the same: "Science" is Science's abbreviation, not the title of "Science
 * (1979)"), else the title's own entry, else — a title given already abbreviated with full stops ("J. Am. Chem.
 * Soc.") keeps its words, only the stops go — the word table's.
 */
export function abbreviateWithTable(title: string, table: AbbreviationTable): string {
  const key = journalKey(title);
  return (
    table.abbreviations[key] ??
    table.exceptions[key] ??
    (isDottedAbbreviation(title, table.words)
      ? stripAbbreviationDots(title)
      : abbreviateByWords(title, table.words))
  );
}
