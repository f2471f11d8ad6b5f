import type { CslItem, CslName } from '@galley/contracts';
import catalogue from '../../packages/journals/data/journal-catalogue.json' with { type: 'json' };
import type { TokenLabel } from '../../packages/references/src/parser/token-labels.ts';
import type { LabelledString } from './labelled-string.ts';

// Book publishers and issuing bodies beyond the journal publishers of the catalogue: the ones biomedical
// reference lists cite most (facts, written by hand).
export const PUBLISHERS = [
  'Academic Press',
  'Oxford University Press',
  'Cambridge University Press',
  'Wiley-Blackwell',
  'John Wiley & Sons',
  'CRC Press',
  'Lippincott Williams & Wilkins',
  'Wolters Kluwer',
  'McGraw-Hill',
  'Routledge',
  'MIT Press',
  'Sage Publications',
  'Springer',
  'Springer-Verlag',
  'Elsevier Saunders',
  'Mosby',
  'Churchill Livingstone',
  'Thieme',
  'Karger',
  'National Academies Press',
  'World Health Organization',
  'Cold Spring Harbor Laboratory Press',
  'Humana Press',
  'Garland Science',
  'Guilford Press',
  'Pearson',
  'Princeton University Press',
  'Johns Hopkins University Press',
  'American Psychiatric Publishing',
  'CABI',
  ...(catalogue as { publishers: string[] }).publishers,
];
export const PLACES = [
  'New York',
  'New York, NY',
  'London',
  'Oxford',
  'Cambridge',
  'Cambridge, MA',
  'Boston',
  'Boston, MA',
  'Philadelphia',
  'Philadelphia, PA',
  'Geneva',
  'Geneva, Switzerland',
  'Berlin',
  'Heidelberg',
  'Amsterdam',
  'Washington, DC',
  'Washington (DC)',
  'Baltimore',
  'Baltimore, MD',
  'Chicago',
  'Chicago, IL',
  'Bethesda (MD)',
  'Bethesda, MD',
  'Atlanta, GA',
  'Thousand Oaks, CA',
  'San Diego, CA',
  'Hoboken, NJ',
  'Boca Raton, FL',
  'Cham',
  'Basel',
  'Stuttgart',
  'Paris',
  'Tokyo',
  'Singapore',
  'Toronto',
  'Sydney',
  'Melbourne',
  'Copenhagen',
  'Stockholm',
  'Seoul',
  'Beijing',
  'New Delhi',
  'Cold Spring Harbor, NY',
  'Totowa, NJ',
  'St. Louis',
  'Edinburgh',
  'Manchester',
];
export const BODIES = [
  'World Health Organization',
  'Centers for Disease Control and Prevention',
  'National Institute for Health and Care Excellence',
  'Office for National Statistics',
  'NHS England',
  'Public Health England',
  'US Food and Drug Administration',
  'European Medicines Agency',
  'Institute of Medicine',
  'National Cancer Institute',
  'American Diabetes Association',
  'American Heart Association',
  'Ministry of Health',
  'Australian Institute of Health and Welfare',
  'UNICEF',
  'UNAIDS',
  'Joint Formulary Committee',
  'National Institutes of Health',
  'Agency for Healthcare Research and Quality',
  'European Centre for Disease Prevention and Control',
  'Global Initiative for Asthma',
  'Cochrane',
  'The World Bank',
  'Health Canada',
  'Statistics Korea',
];
const SOCIETIES = [...BODIES, ...PUBLISHERS.filter((name) => /Society|Association|College/.test(name))];
export const SITES = [
  'www.who.int',
  'www.cdc.gov',
  'www.nice.org.uk',
  'www.ons.gov.uk',
  'www.england.nhs.uk',
  'www.fda.gov',
];
export const SERVERS = ['medRxiv', 'bioRxiv', 'arXiv', 'Research Square', 'SSRN', 'Preprints'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const EDITIONS = [
  '2nd ed.',
  '3rd ed.',
  '4th ed.',
  '5th ed.',
  '2nd edn',
  'Second edition',
  '3rd edition',
  '10th ed.',
];
export const MEETINGS = [
  'Annual Meeting',
  'Annual Scientific Sessions',
  'Congress',
  'International Conference',
  'Annual Conference',
];
export const REPORT_KINDS = [
  'Technical report',
  'Report No.',
  'Technical Report Series No.',
  'Research report',
  'Working paper',
];

/** One piece of a string and its label; pieces are joined by single unlabelled spaces (see join). */
type Piece = [string, TokenLabel | undefined];

/**
 * Strings of the kinds that journal-article renders never show, in the layouts biomedical lists print them
 * (Vancouver/NLM, AMA, APA, Harvard): books, chapters in edited books, reports and guidelines of public bodies,
 * web pages, conference papers and preprints. Names, titles and years come from real PubMed items; publishers,
 * places and bodies from the lists above. Labels follow anystyle's conventions: "In:" and "editors" belong to
 * the editors, "Available from", "[cited …]", "Accessed …" and report kinds are notes, "2nd ed." and a preprint's
 * "[Preprint]" are editions, "Paper presented at" belongs to the meeting (the container).
 */
export function renderNonArticles(items: CslItem[], count: number, random: () => number): LabelledString[] {
  const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)] as T;
  const chance = (probability: number) => random() < probability;
  const result: LabelledString[] = [];
  for (let tries = 0; result.length < count && tries < count * 4; tries++) {
    const item = pick(items);
    const other = pick(items);
    const people = (item.author ?? [])
      .filter((name) => name.family && name.given)
      .slice(0, 1 + Math.floor(random() * 4));
    const editors = (other.author ?? [])
      .filter((name) => name.family && name.given)
      .slice(0, 1 + Math.floor(random() * 3));
    const title = (item.title ?? '').replace(/[.\s]+$/, '');
    const bookTitle = bookTitleFrom(other.title ?? '', random);
    if (!title || people.length === 0 || editors.length === 0) continue;
    const year = String(item.issued?.['date-parts']?.[0]?.[0] ?? 2015);
    const style = pick(['vancouver', 'ama', 'apa', 'harvard'] as const);
    const context: Context = { style, people, editors, title, bookTitle, year, pick, chance, random };
    const pieces = RENDERERS[pick(KINDS)](context);
    result.push(join(pieces));
  }
  return result;
}

interface Context {
  style: 'vancouver' | 'ama' | 'apa' | 'harvard';
  people: CslName[];
  editors: CslName[];
  title: string;
  bookTitle: string;
  year: string;
  pick: <T>(values: readonly T[]) => T;
  chance: (probability: number) => boolean;
  random: () => number;
}

const KINDS = ['book', 'chapter', 'report', 'web', 'conference', 'preprint'] as const;

const RENDERERS: Record<(typeof KINDS)[number], (context: Context) => Piece[]> = {
  book: (c) => [
    ...authorPieces(c, c.people, 'author'),
    ...datePiece(c, true),
    [`${c.bookTitle}.`, 'title'],
    ...(c.chance(0.4) ? ([[`${c.pick(EDITIONS)}`, 'edition']] as Piece[]) : []),
    ...publication(c),
  ],
  chapter: (c) => {
    const pages = `${10 + Math.floor(c.random() * 400)}`;
    const end = `${Number(pages) + 5 + Math.floor(c.random() * 30)}`;
    if (c.style === 'apa' || c.style === 'harvard')
      return [
        ...authorPieces(c, c.people, 'author'),
        ...datePiece(c, true),
        [`${c.title}.`, 'title'],
        [
          `In ${c.editors.map((name) => `${initials(name, '. ')} ${name.family}`).join(', ')} (${c.editors.length > 1 ? 'Eds.' : 'Ed.'}),`,
          'editor',
        ],
        [c.bookTitle, 'container'],
        [`(pp. ${pages}–${end}).`, 'pages'],
        ...(c.style === 'harvard' ? ([[`${c.pick(PLACES)}:`, 'location']] as Piece[]) : []),
        [`${c.pick(PUBLISHERS)}.`, 'publisher'],
      ];
    return [
      ...authorPieces(c, c.people, 'author'),
      [`${c.title}.`, 'title'],
      [
        `In: ${c.editors.map((name) => `${name.family} ${initials(name, '')}`).join(', ')}, ${c.editors.length > 1 ? 'editors' : 'editor'}.`,
        'editor',
      ],
      [`${c.bookTitle}.`, 'container'],
      ...(c.chance(0.3) ? ([[`${c.pick(EDITIONS)}`, 'edition']] as Piece[]) : []),
      ...publication(c),
      [c.chance(0.5) ? `p. ${pages}-${end.slice(-2)}.` : `pp. ${pages}–${end}.`, 'pages'],
    ];
  },
  report: (c) => {
    const body = c.pick(BODIES);
    const number = `${c.pick(REPORT_KINDS)} ${1 + Math.floor(c.random() * 990)}`;
    return [
      ...(c.chance(0.7) ? ([[`${body}.`, 'author']] as Piece[]) : authorPieces(c, c.people, 'author')),
      ...(c.style === 'apa' || c.style === 'harvard' ? datePiece(c, true) : []),
      [`${c.title}${c.chance(0.3) ? ` ${c.year}` : ''}.`, 'title'],
      ...(c.chance(0.4) ? ([[`${number}.`, 'note']] as Piece[]) : []),
      ...(c.style === 'apa' || c.style === 'harvard'
        ? ([[`${body}.`, 'publisher']] as Piece[])
        : ([
            [`${c.pick(PLACES)}:`, 'location'],
            [`${body};`, 'publisher'],
            [`${c.year}.`, 'date'],
          ] as Piece[])),
      ...(c.chance(0.6) ? link(c) : []),
    ];
  },
  web: (c) => {
    const body = c.pick(BODIES);
    const accessed = `${c.pick(MONTHS)} ${1 + Math.floor(c.random() * 28)}, ${Number(c.year) + 1}`;
    if (c.style === 'ama')
      return [
        [`${c.title}.`, 'title'],
        [`${body}.`, 'container'],
        [`Published ${c.pick(MONTHS)} ${1 + Math.floor(c.random() * 28)}, ${c.year}.`, 'date'],
        [`Accessed ${accessed}.`, 'note'],
        [url(c), 'url'],
      ];
    return [
      [`${body}.`, 'author'],
      [`${c.title}`, 'title'],
      ['[Internet].', 'note'],
      ...(c.chance(0.5)
        ? ([
            [`${c.pick(PLACES)}:`, 'location'],
            [`${body};`, 'publisher'],
          ] as Piece[])
        : []),
      [`${c.year}`, 'date'],
      [`[cited ${Number(c.year) + 1} ${c.pick(SHORT_MONTHS)} ${1 + Math.floor(c.random() * 28)}].`, 'note'],
      ['Available from:', 'note'],
      [url(c), 'url'],
    ];
  },
  conference: (c) => {
    const host = c.pick(SOCIETIES).replace(/^The /, '');
    const meeting = `${c.pick(['', '2nd ', '15th ', '43rd ', '101st '])}${c.pick(MEETINGS)} of the ${host}`;
    if (c.style === 'apa')
      return [
        ...authorPieces(c, c.people, 'author'),
        [`(${c.year}, ${c.pick(MONTHS)}).`, 'date'],
        [`${c.title}`, 'title'],
        ['[Paper presentation].', 'note'],
        [`${meeting},`, 'container'],
        [`${c.pick(PLACES)}.`, 'location'],
      ];
    return [
      ...authorPieces(c, c.people, 'author'),
      [`${c.title}.`, 'title'],
      [`Paper presented at: ${meeting};`, 'container'],
      [
        `${c.year} ${c.pick(SHORT_MONTHS)} ${1 + Math.floor(c.random() * 20)}-${21 + Math.floor(c.random() * 7)};`,
        'date',
      ],
      [`${c.pick(PLACES)}.`, 'location'],
    ];
  },
  preprint: (c) => {
    const server = c.pick(SERVERS);
    return [
      ...authorPieces(c, c.people, 'author'),
      ...(c.style === 'apa' ? datePiece(c, true) : []),
      [`${c.title}.`, 'title'],
      ...(c.style === 'apa'
        ? ([[`${server}.`, 'container']] as Piece[])
        : ([
            [server, 'container'],
            ['[Preprint].', 'edition'],
          ] as Piece[])),
      ...(c.style === 'apa'
        ? []
        : ([[`${c.year} ${c.pick(SHORT_MONTHS)} ${1 + Math.floor(c.random() * 28)}.`, 'date']] as Piece[])),
      [
        `doi:10.${1101 + Math.floor(c.random() * 50)}/${c.year}.${String(Math.floor(c.random() * 1e6)).padStart(6, '0')}`,
        'doi',
      ],
    ];
  },
};

function publication(c: Context): Piece[] {
  if (c.style === 'apa') return [[`${c.pick(PUBLISHERS)}.`, 'publisher']];
  if (c.style === 'harvard')
    return [
      [`${c.pick(PLACES)}:`, 'location'],
      [`${c.pick(PUBLISHERS)}.`, 'publisher'],
    ];
  return [
    [`${c.pick(PLACES)}:`, 'location'],
    [`${c.pick(PUBLISHERS)};`, 'publisher'],
    [`${c.year}.`, 'date'],
  ];
}

function datePiece(c: Context, bracketed: boolean): Piece[] {
  if (c.style === 'apa') return [[`(${c.year}).`, 'date']];
  if (c.style === 'harvard') return [[bracketed ? `(${c.year})` : `${c.year}.`, 'date']];
  return [];
}

function authorPieces(c: Context, names: CslName[], label: TokenLabel): Piece[] {
  if (c.style === 'apa' || c.style === 'harvard') {
    const written = names.map((name) => `${name.family}, ${initials(name, '. ')}`);
    const list =
      written.length > 1
        ? `${written.slice(0, -1).join(', ')}${c.style === 'apa' ? ', &' : ' and'} ${written[written.length - 1]}`
        : (written[0] ?? '');
    return [[list, label]];
  }
  const list = names.map((name) => `${name.family} ${initials(name, '')}`).join(', ');
  return [[`${list}${c.chance(0.15) ? ', et al' : ''}.`, label]];
}

/** "John Alan" → "JA" (joiner '') or "J. A." (joiner '. '). */
function initials(name: CslName, joiner: string): string {
  const letters = (name.given ?? '')
    .split(/[\s.-]+/)
    .filter(Boolean)
    .map((part) => part[0]?.toUpperCase() ?? '');
  return joiner ? `${letters.join(joiner)}.` : letters.join('');
}

export function bookTitleFrom(title: string, random: () => number): string {
  const words = title.replace(/[.\s]+$/, '').split(/\s+/);
  const kept = words
    .slice(0, 3 + Math.floor(random() * 6))
    .join(' ')
    .replace(/[,:;]$/, '');
  const frame = Math.floor(random() * 4);
  if (frame === 0) return `Handbook of ${kept.charAt(0).toLowerCase()}${kept.slice(1)}`;
  if (frame === 1) return `${kept}: principles and practice`;
  return kept;
}

function link(c: Context): Piece[] {
  return [
    [c.chance(0.5) ? 'Available from:' : 'Available at:', 'note'],
    [url(c), 'url'],
  ];
}

function url(c: Context): string {
  const slug = c.title.toLowerCase().split(/\W+/).filter(Boolean).slice(0, 4).join('-');
  return `https://${c.pick(SITES)}/publications/${slug}`;
}

/** Pieces joined by single spaces; the spaces are unlabelled, as readAnystyle leaves the gaps between fields. */
function join(pieces: Piece[]): LabelledString {
  let text = '';
  const labels: (TokenLabel | undefined)[] = [];
  for (const [piece, label] of pieces) {
    if (!piece) continue;
    if (text) {
      text += ' ';
      labels.push(undefined);
    }
    text += piece;
    for (let index = 0; index < piece.length; index++) labels.push(label);
  }
  return { text, labels };
}
