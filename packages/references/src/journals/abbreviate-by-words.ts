import type { AbbreviationTable } from './abbreviation-table.ts';

/**
 * Abbreviates a full title word by word with the table's word map, keeping only the part before " : " or ". "
 * (the NLM catalogue's marks for what its abbreviations drop: "Clinical infectious diseases : an official
 * publication of …", "ACM transactions on mathematical software. Association for Computing Machinery"; titles
 * abbreviated otherwise, such as "Nature reviews. Cancer", are the table's exceptions). Titles given already
 * abbreviated ("J. Am. Chem. Soc.") never come here (see isDottedAbbreviation). Unknown words keep their
 * capitalised form, as NLM keeps words it has no abbreviation for.
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
