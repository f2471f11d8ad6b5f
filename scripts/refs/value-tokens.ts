import { foldText } from './fold-text.ts';

/** The six fields scored as values (issue 18): what an author sees of a parsed reference. */
export const VALUE_FIELDS = ['author', 'title', 'container', 'year', 'volume+issue', 'pages'] as const;
export type ValueField = (typeof VALUE_FIELDS)[number];

// Words that only label a value, or join two values, and are no part of one. The rule for the list: a word is
// here when a style prints it as a caption before a value of that field ("Vol.", "no.", "pp.", German "Bd.",
// "Heft", "S.", French "t.", "n°", Spanish "núm."), as the link around an identifier ("https", "dx", "doi",
// "org"), or as the conjunction between two values of one field ("et" in "n° 5, et n° 6", "and" between names).
// Whether a labelling puts the caption inside the span or outside it is a span convention, not a value.
const LINK = ['doi', 'https', 'http', 'www', 'dx', 'org', 'pmid', 'pmcid'];
const JOIN = ['and', 'et', 'und', 'y', 'e', 'to'];
const LABELS: Record<ValueField, string[]> = {
  author: [...LINK, 'and', 'et', 'al', 'und', 'others', 'y'],
  title: LINK,
  container: LINK,
  year: LINK,
  'volume+issue': [
    ...LINK,
    ...JOIN,
    ...['v', 'vol', 'vols', 'volume', 'volumes', 'bd', 'band', 'jg', 'jahrgang', 't', 'tome', 'tomo', 'tom'],
    ...['no', 'nos', 'nr', 'n', 'num', 'number', 'numero', 'iss', 'issue', 'heft', 'h', 'fasc'],
  ],
  pages: [
    ...LINK,
    ...JOIN,
    'p',
    'pp',
    'pg',
    'pgs',
    'page',
    'pages',
    's',
    'ss',
    'seite',
    'seiten',
    'art',
    'article',
  ],
};
// Captions before a container: "In:", "Published in", "Paper presented at the" (the parser drops them too).
const CONTAINER_CAPTIONS = [
  ...['paper', 'papers', 'poster', 'posters', 'abstract', 'abstracts'].flatMap((kind) => [
    [kind, 'presented', 'at', 'the'],
    [kind, 'presented', 'at'],
  ]),
  ['presented', 'at', 'the'],
  ['presented', 'at'],
  ['published', 'in'],
  ['in'],
];
const LABEL_SETS = new Map(VALUE_FIELDS.map((field) => [field, new Set(LABELS[field])]));

/**
 * A field's value as folded words (accents, case and punctuation dropped; "nº" folds to "no"), without the words
 * that only label it. Page ranges are compared expanded ("4769–76" and "4769–4776" are one value); a
 * container's leading "In" or "Paper presented at the" is a caption, not its title, and its initialisms are one
 * word however printed ("Proc Natl Acad Sci U S A" and "… USA": journals are printed both ways). Names are not
 * joined: "Brierley, A. S., M. A. Brandon" has no initialism "ASMA".
 */
export function valueTokens(field: ValueField, text: string | undefined): string[] {
  if (!text) return [];
  const value = field === 'pages' ? expandPageRange(text) : text;
  const words = value
    .split(/[^\p{L}\p{N}]+/u)
    .map(foldText)
    .filter(Boolean);
  const labels = LABEL_SETS.get(field) ?? new Set<string>();
  const kept = words.filter((word) => !labels.has(word));
  if (field !== 'container') return kept;
  const joined = joinInitialisms(kept);
  const caption = CONTAINER_CAPTIONS.find((words) => words.every((word, at) => joined[at] === word));
  return caption ? joined.slice(caption.length) : joined;
}

/** Runs of single letters are one word: "U.S.A.", "U S A" and "USA" print the same initialism. */
function joinInitialisms(words: string[]): string[] {
  const joined: string[] = [];
  let run = '';
  for (const word of words) {
    if (word.length === 1 && /\p{L}/u.test(word)) {
      run += word;
      continue;
    }
    if (run) joined.push(run);
    run = '';
    joined.push(word);
  }
  if (run) joined.push(run);
  return joined;
}

/** "4769–76" → "4769–4776": the end page's dropped leading digits taken from the first page. */
export function expandPageRange(text: string): string {
  return text.replace(/(\d+)(\s*[-–—‐‑]\s*)(\d+)/g, (whole, first: string, dash: string, last: string) =>
    last.length < first.length
      ? `${first}${dash}${first.slice(0, first.length - last.length)}${last}`
      : whole,
  );
}
