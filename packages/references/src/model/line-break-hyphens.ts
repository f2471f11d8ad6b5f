// A hyphen at a line's end, as text copied from a PDF keeps it. Before a conjunction it is a suspended hyphen
// ("chemotherapy-⏎and radiotherapy-induced", "D1-⏎and D2-like"), which keeps its space. Between small letters it
// is mostly a word broken in two ("hypertro-⏎phy", "Gree-⏎nough"), joined without it — but for compounds that
// typesetting breaks at their own hyphen: a compound modifier's head ("dose-⏎dependent", "NF-κB-⏎mediated",
// "long-⏎term") or a first word that forms compounds and no longer word ("self-⏎report", "non-⏎small",
// "alpha-⏎synuclein"). Anywhere else it is the text's ("Barberger-⏎Gateau", "1515-⏎21", "10.1016/S0967-⏎0637")
// and stays, without the line break.
const BREAK = String.raw`-[^\S\n]*\r?\n\s*`;
const SUSPENDED = new RegExp(`${BREAK}(?=(?:and|or|nor|to|und|oder|et|ou|y|o|e)\\s)`, 'gu');
const HEADS = [
  ...[
    'induced',
    'based',
    'dependent',
    'independent',
    'associated',
    'specific',
    'mediated',
    'related',
    'derived',
  ],
  ...[
    'resistant',
    'binding',
    'like',
    'wide',
    'type',
    'enhanced',
    'activated',
    'regulated',
    'positive',
    'negative',
  ],
  ...['blind', 'assisted', 'driven', 'containing', 'deficient', 'free', 'scale', 'level', 'term', 'linked'],
  ...['sensitive', 'treated', 'controlled', 'dimensional', 'forming', 'expressing', 'inducible', 'reported'],
  ...['order', 'fold', 'year', 'month', 'week', 'day', 'old', 'making', 'being', 'analysis', 'time'],
];
const FIRSTS = [
  'self',
  'non',
  'quasi',
  'well',
  'high',
  'low',
  'long',
  'short',
  'double',
  'single',
  'cross',
  'half',
];
const NUMBERS = ['two', 'three', 'four', 'five', 'alpha', 'beta', 'gamma', 'kappa'];
const COMPOUND = new RegExp(
  String.raw`(?<=(?:^|[^\p{L}])(?:${[...FIRSTS, ...NUMBERS].join('|')})|\p{L})${BREAK}(?=(?:${HEADS.join('|')})(?!\p{L}))|(?<=(?:^|[^\p{L}])(?:${[...FIRSTS, ...NUMBERS].join('|')}))${BREAK}(?=\p{Ll})`,
  'giu',
);
const WORD_BREAK = new RegExp(String.raw`(?<=\p{Ll})${BREAK}(?=\p{Ll})`, 'gu');
const TEXT_HYPHEN = new RegExp(String.raw`(?<=\S)${BREAK}(?=\S)`, 'gu');

/** The text with its line-break hyphens joined; text without a hyphen before a line break comes back as is. */
export function joinLineBreakHyphens(text: string): string {
  if (!/-[^\S\n]*\r?\n/.test(text)) return text;
  return text
    .replace(SUSPENDED, '- ')
    .replace(COMPOUND, '-')
    .replace(WORD_BREAK, '')
    .replace(TEXT_HYPHEN, '-');
}
