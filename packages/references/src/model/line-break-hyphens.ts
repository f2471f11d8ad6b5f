import { type HyphenLexicon, lexiconJoint } from './hyphen-lexicon.ts';

// A hyphen at a line's end, as text copied from a PDF keeps it. Before a conjunction it is a suspended hyphen
// ("chemotherapy-⏎and radiotherapy-induced", "D1-⏎and D2-like"), which keeps its space. Between small letters it
// is mostly a word broken in two ("hypertro-⏎phy", "Gree-⏎nough"), joined without it. It is the text's own, kept
// without the break: after one letter, as typesetting leaves two at least before a break ("β-⏎cell",
// "e-⏎mail"); before "up", "in", "on" ("follow-⏎up"); between the same vowels ("anti-⏎inflammatory",
// "co-⏎occurring"); before a name's particle ("Berends-⏎van der Meer"); inside a link or DOI ("news-⏎room",
// "annurev-⏎psych"); where a compound breaks at its own hyphen, before a compound modifier's head
// ("dose-⏎dependent", "long-⏎term") or after a first word that forms compounds ("self-⏎report", "non-⏎small");
// and anywhere but between small letters ("Barberger-⏎Gateau", "1515-⏎21", "COVID-⏎19").
const BREAK = /(?<=(\S*))-[^\S\n]*\r?\n\s*(?=(\S*)(?:\s+(\S+))?)/gu;
const CONJUNCTION = /^(?:and|or|nor|to|und|oder|et|ou|y|o|e)$/;
const PARTICLE = /^(?:van|von|de|der|den|da|du|di|del|della|dos|das|la|le|ten|ter)$/;
const LINK = /:\/\/|www\.|doi:|10\.\d{4,9}\//i;
const HEADS = new Set([
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
  ...['resistant', 'binding', 'wide', 'enhanced', 'activated', 'regulated', 'positive', 'negative', 'blind'],
  ...[
    'assisted',
    'driven',
    'containing',
    'deficient',
    'free',
    'scale',
    'level',
    'term',
    'linked',
    'sensitive',
  ],
  ...[
    'treated',
    'controlled',
    'dimensional',
    'forming',
    'expressing',
    'inducible',
    'reported',
    'year',
    'month',
  ],
  ...['week', 'making', 'analysis', 'time', 'like'],
]);
// A compound's last word shorter than a syllable a typesetter leaves after a break: "follow-up", "built-in".
const SHORT_HEADS = new Set(['up', 'in', 'on', 'by', 'to']);
const FIRSTS = new Set([
  ...['self', 'non', 'quasi', 'well', 'high', 'low', 'long', 'short', 'double', 'single', 'cross', 'half'],
  ...['two', 'three', 'four', 'five', 'alpha', 'beta', 'gamma', 'kappa'],
]);
const VOWELS = 'aeiouAEIOU';
const SMALL = /\p{Ll}/u;
const LETTERS = /^\p{L}+$/u;

/**
 * The text with its line-break hyphens joined; text without a hyphen before a line break comes back as is. With a
 * lexicon (the server's readers and parser pass shippedHyphenLexicon), a break between two runs of letters that
 * it knows — a compound it has seen hyphenated ("case-⏎control"), a word it knows whole ("hypertro-⏎phy") — is
 * decided by it before the rules below, which decide the rest.
 */
export function joinLineBreakHyphens(text: string, lexicon?: HyphenLexicon): string {
  if (!/-[^\S\n]*\r?\n/.test(text)) return text;
  return text.replace(BREAK, (_, before: string, after: string, next?: string) =>
    joint(before, after, next ?? '', lexicon),
  );
}

/**
 * What a hyphen at a line's end between these two runs of text becomes ("", "-" or "- "); `next` is the word after
 * the second run.
 */
function joint(before: string, after: string, next: string, lexicon: HyphenLexicon | undefined): string {
  if (before === '' || CONJUNCTION.test(after)) return '- ';
  const head = /[\p{L}\p{N}]+$/u.exec(before)?.[0] ?? '';
  const tail = /^[\p{L}\p{N}]+/u.exec(after)?.[0] ?? '';
  // Between small letters, after two at least, outside a link and not inside a name with a particle: a break the
  // lexicon (when it knows the words) or the rules below may read as a word broken in two.
  const wordBreak =
    head.length > 1 &&
    SMALL.test(head.slice(-1)) &&
    SMALL.test(tail.charAt(0)) &&
    !LINK.test(before) &&
    !isNameWithParticle(head, after, next);
  const known =
    lexicon && wordBreak && LETTERS.test(head + tail) ? lexiconJoint(lexicon, head, tail) : undefined;
  if (known !== undefined) return known;
  const broken =
    wordBreak &&
    !/\p{N}/u.test(head + tail) &&
    (tail.length > 2 || !SHORT_HEADS.has(tail)) &&
    !(VOWELS.includes(head.slice(-1)) && head.slice(-1) === tail.charAt(0) && isPrefix(head)) &&
    !HEADS.has(tail.toLowerCase()) &&
    !isCompoundHead(head.toLowerCase(), tail.toLowerCase()) &&
    !FIRSTS.has(head.toLowerCase());
  return broken ? '' : '-';
}

// A prefix before a like vowel: a word of four letters or more ("anti-", "micro-", "salpingo-"), or one of the short
// ones ("co-", "re-", "pre-"); "Pa-⏎avolainen" is a name broken in two.
const SHORT_PREFIXES = new Set([
  'co',
  're',
  'de',
  'pre',
  'pro',
  'bio',
  'geo',
  'neo',
  'iso',
  'bi',
  'tri',
  'uni',
]);
// A double family name with a particle: "Berends-⏎van der Meer" (another particle after it), "Jansen-⏎van
// Rensburg" (a whole name before it, a family name after) — not "Gen-⏎der differences", "Sulli-⏎van and",
// "Strosznaj-⏎der JB".
const FAMILY = /^\p{Lu}\p{Ll}+[,;.]?$/u;

function isNameWithParticle(head: string, after: string, next: string): boolean {
  if (!PARTICLE.test(after) || !/^\p{Lu}/u.test(head)) return false;
  return PARTICLE.test(next) || (head.length >= 6 && FAMILY.test(next));
}

// Heads that end ordinary words too, kept only after the word a compound puts before them: "wild-type" and
// "cell-type" (not "pheno-type", "geno-type"), "first-order" (not "dis-order"), "year-old" (not "thresh-old").
function isCompoundHead(head: string, tail: string): boolean {
  if (tail === 'type') return head.length >= 4 && !head.endsWith('o');
  if (tail === 'order') return /(?:st|nd|rd|th|er)$/.test(head);
  if (tail === 'old') return /^(?:year|month|week|day|oldest)s?$/.test(head);
  return false;
}

function isPrefix(head: string): boolean {
  return head.length >= 4 || SHORT_PREFIXES.has(head.toLowerCase());
}
