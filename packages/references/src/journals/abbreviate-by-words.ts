import type { AbbreviationTable } from './abbreviation-table.ts';

const LETTER = /^\p{Lu}$/u;
// The title words' abbreviations ("J", "Nat", "Biochim"), per word table: a word of these closed by a full stop
// is an abbreviation's, not the end of a title before its subtitle.
const abbreviatedWords = new WeakMap<AbbreviationTable['words'], Set<string>>();

/**
 * Abbreviates a full title word by word with the table's word map, keeping only the part before " : " or ". "
 * (the NLM catalogue's marks for what its abbreviations drop: "Clinical infectious diseases : an official
 * publication of …", "ACM transactions on mathematical software. Association for Computing Machinery"; titles
 * abbreviated otherwise, such as "Nature reviews. Cancer", are the table's exceptions). A full stop after an
 * abbreviated word marks no subtitle ("Nat. Neurosci", "J. Biol Chem": titles abbreviated in part); titles given
 * mostly abbreviated ("J. Am. Chem. Soc.") never come here (see isDottedAbbreviation). Unknown words keep their
 * capitalised form, as NLM keeps words it has no abbreviation for, and so does a section's letter ("Phys Rev E",
 * "J Phys A", "Proc Natl Acad Sci U S A"), which is no article.
 */
export function abbreviateByWords(title: string, words: AbbreviationTable['words']): string {
  const parts = mainTitle(title, words)
    .replace(/^the\s+/i, '')
    .split(/[\s,;/]+/)
    .map((word) => word.replace(/[.()[\]'"]/g, ''))
    .filter(Boolean);
  return parts
    .map((word, index) => {
      const mapped = words[word.toLowerCase()];
      if (mapped === '' && isSectionLetter(parts, index)) return word;
      if (mapped !== undefined) return mapped;
      return word.charAt(0).toUpperCase() + word.slice(1);
    })
    .filter(Boolean)
    .join(' ');
}

/**
 * A capital letter alone after the first word that ends the title or stands before another ("Phys Rev E", "U S
 * A"): a section's letter or an initial, not an article or a title-cased conjunction ("Urologia E Andrologia").
 */
function isSectionLetter(parts: readonly string[], index: number): boolean {
  if (index === 0 || !LETTER.test(parts[index] ?? '')) return false;
  const next = parts[index + 1];
  return next === undefined || LETTER.test(next) || LETTER.test(parts[index - 1] ?? '');
}

/** The title up to its first " : ", or its first ". " that closes no abbreviated word. */
function mainTitle(title: string, words: AbbreviationTable['words']): string {
  const abbreviated = abbreviationsOf(words);
  for (const mark of title.matchAll(/\s:\s|\.\s/g)) {
    if (mark[0] === '. ') {
      const before = /[\p{L}-]+$/u.exec(title.slice(0, mark.index))?.[0] ?? '';
      if (abbreviated.has(before.toLowerCase()) && words[before.toLowerCase()] === undefined) continue;
    }
    return title.slice(0, mark.index);
  }
  return title;
}

function abbreviationsOf(words: AbbreviationTable['words']): Set<string> {
  let set = abbreviatedWords.get(words);
  if (!set) {
    set = new Set(
      Object.values(words)
        .filter(Boolean)
        .map((word) => word.toLowerCase()),
    );
    abbreviatedWords.set(words, set);
  }
  return set;
}
