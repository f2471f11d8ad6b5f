import type { AbbreviationTable } from './abbreviation-table.ts';

/**
 * Abbreviates a title word by word with the table's word map, keeping only the part before " : " (NLM drops
 * subtitles). Unknown words keep their capitalised form, as NLM keeps words it has no abbreviation for.
 */
export function abbreviateByWords(title: string, words: AbbreviationTable['words']): string {
  const main = title.split(/\s:\s|\.\s/)[0] ?? title;
  return main
    .replace(/^the\s+/i, '')
    .split(/[\s,;/]+/)
    .map((word) => word.replace(/[.()[\]'"]/g, ''))
    .filter(Boolean)
    .map((word) => {
      const mapped = words[word.toLowerCase()];
      if (mapped !== undefined) return mapped;
      return word.charAt(0).toUpperCase() + word.slice(1);
    })
    .filter(Boolean)
    .join(' ');
}
