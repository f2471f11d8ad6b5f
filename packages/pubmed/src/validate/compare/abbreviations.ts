import { titleWords } from './title-similarity.ts';
import { TITLE_STOPWORDS } from './title-stopwords.ts';

/**
 * The cited title's words with abbreviations put in the record's form: a cited abbreviation the record spells
 * out becomes the record's words ("BDNF" → "brain derived neurotrophic factor"), cited words that spell out a
 * record's abbreviation become the abbreviation ("cerebrospinal fluid" → "csf"). Only words written with two
 * capitals or more count as abbreviations, and one must stand for two words or more.
 */
export function alignAbbreviations(cited: string, record: string): string[] {
  let citedWords = titleWords(cited);
  const recordWords = titleWords(record);
  for (const acronym of capitalised(cited)) {
    if (recordWords.includes(acronym)) continue;
    const at = citedWords.indexOf(acronym);
    const start = recordWords.findIndex((_, index) => span(acronym, recordWords, index) > 0);
    if (at < 0 || start < 0) continue;
    const used = span(acronym, recordWords, start);
    citedWords = [
      ...citedWords.slice(0, at),
      ...recordWords.slice(start, start + used),
      ...citedWords.slice(at + 1),
    ];
  }
  for (const acronym of capitalised(record)) {
    if (citedWords.includes(acronym)) continue;
    // Words the record prints itself are not its abbreviation spelled out ("ethylhexyl phthalate application").
    const spelled = (index: number) => {
      const used = span(acronym, citedWords, index);
      return used > 0 && citedWords.slice(index, index + used).every((word) => !recordWords.includes(word));
    };
    const start = citedWords.findIndex((_, index) => spelled(index));
    if (start < 0) continue;
    const used = span(acronym, citedWords, start);
    citedWords = [...citedWords.slice(0, start), acronym, ...citedWords.slice(start + used)];
  }
  return citedWords;
}

/** Words written with two capitals or more ("AD", "BDNF", "mRNA"), as titleWords gives them. */
function capitalised(title: string): Set<string> {
  return new Set(
    title
      .split(/[^\p{L}\d]+/u)
      .filter((word) => (word.match(/\p{Lu}/gu)?.length ?? 0) >= 2 && word.length <= 8)
      .flatMap((word) => titleWords(word))
      .filter((word) => /^[a-z]{2,7}$/.test(word)),
  );
}

/**
 * How many words from `start` the acronym abbreviates (0 if it does not, or if one word would do): each word
 * gives its first letter and maybe more of its letters in order ("CSF": cerebro-spinal fluid); stopwords and a
 * possessive "s" may sit between them ("Alzheimer's disease" for AD).
 */
function span(acronym: string, words: string[], start: number): number {
  if (TITLE_STOPWORDS.has(words[start] ?? '')) return 0;
  const fits = (letters: string, at: number): number => {
    if (letters === '') return at;
    const word = words[at];
    if (word === undefined) return -1;
    if (word[0] !== letters[0]) {
      return at > start && (word === 's' || TITLE_STOPWORDS.has(word)) ? fits(letters, at + 1) : -1;
    }
    // This word gives the first letter, and perhaps the next few found in order inside it (fewest first).
    let inside = 1;
    let from = 1;
    const options = [1];
    while (inside < letters.length) {
      const found = word.indexOf(letters[inside] ?? '', from);
      if (found < 0) break;
      inside += 1;
      from = found + 1;
      options.push(inside);
    }
    for (const taken of options) {
      const end = fits(letters.slice(taken), at + 1);
      if (end >= 0) return end;
    }
    return -1;
  };
  const end = fits(acronym, start);
  return end - start >= 2 ? end - start : 0;
}
