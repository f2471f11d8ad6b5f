// CSL's title case as citeproc-js applies it (text-case="title"), so presets agree with the official styles.
// Words stay lower case when they are in this list (citeproc-js's CSL.SKIP_WORDS: articles, conjunctions,
// prepositions and name particles), unless they are first, after ":", "?" or "!", or last.
const SKIP_WORDS = new Set(
  [
    'about above across afore after against al along alongside amid amidst among amongst anenst apropos apud',
    'around as aside astride at athwart atop barring before behind below beneath beside besides between beyond',
    'but by circa despite down during et except for forenenst from given in inside into lest like modulo near',
    'next notwithstanding of off on onto out over per plus pro qua sans since than through throughout thruout',
    'till to toward towards under underneath until unto up upon versus vs. v. vs v via vis-à-vis with within',
    "without or yet so and nor a an the de d' von van c ca",
  ]
    .join(' ')
    .split(' '),
);

// What separates words for case purposes: quotes, dashes, slashes, punctuation and brackets (citeproc's tags).
const SEPARATOR = /([‘’“”"'\-–—/.,;?!:[\]()])/;

/**
 * Title case: every word written wholly in lower case gets a capital unless it is a skip word in the middle
 * ("Studies on Electron Transfer between Mercury Electrode"); words holding a capital are left as written, so
 * acronyms, genes and formulas survive (BRCA1, mRNA, pH, COVID-19). Each part of a hyphenated or bracketed word
 * is a word of its own ("Long-Term", "Di-(2-Ethylhexyl)"); single letters stay ("vitamin a" keeps "a").
 */
export function toTitleCase(title: string): string {
  const parts = title.split(SEPARATOR);
  let first = true;
  let afterColon = false;
  let last: { part: number; word: number } | undefined;
  const words = parts.map((part, index) => {
    if (index % 2 === 1) {
      if (/[!?:]/.test(part)) afterColon = true;
      return [part];
    }
    const pieces = part.split(/(\s+)/);
    for (let w = 0; w < pieces.length; w += 2) {
      const word = pieces[w] ?? '';
      if (!word) continue;
      const lower = word.toLowerCase();
      const capitalise =
        (word.length > 1 && !SKIP_WORDS.has(lower)) ||
        // citeproc-js applies its before-a-hyphen rule to the title's first run of words only ("Loss-of-Function",
        // "Plasma P-Tau231 and p-Tau217").
        (index === 0 && w === pieces.length - 1 && parts[1] === '-') ||
        first ||
        afterColon;
      if (capitalise && word === lower) pieces[w] = capitaliseFirst(word);
      first = false;
      afterColon = false;
      last = { part: index, word: w };
    }
    return pieces;
  });
  // The last word is capitalised even when it is a skip word ("What to Look For").
  if (last) {
    const pieces = words[last.part] as string[];
    const word = pieces[last.word] ?? '';
    if (word.length > 1 && SKIP_WORDS.has(word.toLowerCase())) pieces[last.word] = capitaliseFirst(word);
  }
  return words.map((pieces) => pieces.join('')).join('');
}

function capitaliseFirst(word: string): string {
  // A lone Greek letter stays as written (citeproc leaves "α" in "α and β" alone).
  if (/^[\u0370-\u03FF]$/u.test(word)) return word;
  const letter = String.fromCodePoint(word.codePointAt(0) ?? 0);
  return letter.toUpperCase() + word.slice(letter.length);
}
