import { abbreviateByWords } from './abbreviate-by-words.ts';
import type { AbbreviationTable } from './abbreviation-table.ts';
import { journalKey } from './journal-key.ts';
import table from './nlm-abbreviations.json' with { type: 'json' };

const abbreviations = table as AbbreviationTable;

/** NLM abbreviation of a journal title ("The American journal of medicine" → "Am J Med"). */
export function abbreviateJournal(title: string): string {
  return abbreviations.exceptions[journalKey(title)] ?? abbreviateByWords(title, abbreviations.words);
}
