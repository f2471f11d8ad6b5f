// Reference strings built from real PubMed records, for `eval:pubmed` (b): fabricated or mis-cited variants the
// validation must flag, and real references with small typos it must still link. Seeded, so every run builds the
// same strings. Run alone to print them: tsx scripts/pubmed/generate-variants.ts [--seed N] [--per-kind N]
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { CslItem } from '@galley/contracts';
import { type CorpusEntry, loadCorpus } from '@galley/pubmed';
import { findPreset, formatReferences } from '@galley/references';
import { seededRandom } from '../refs/seeded-random.ts';
import { sharedDataPath } from '../refs/shared-data-path.ts';

/** Variants that are not the cited paper as it is: flagged (mismatch or not_found) is the right answer. */
export const FABRICATED_KINDS = [
  'title_swapped',
  'authors_changed',
  'locator_shifted',
  'invented_title',
  'wrong_journal',
  'fully_invented',
  'title_word_swapped',
  'coauthor_changed',
] as const;
/**
 * Fabricated kinds beyond the issue's list (swap a title, change authors, shift year/volume/pages, invent titles,
 * wrong journal): one title word or one co-author changed. The paper is still identified by everything else, so
 * they are reported apart — flagged, or at least carrying the precaution that names the changed field.
 */
export const SINGLE_FIELD_KINDS = ['title_word_swapped', 'coauthor_changed'] as const;
/** Real papers cited with small slips: verified or verified_with_differences is the right answer. */
export const TYPO_KINDS = [
  'title_char_swap',
  'title_char_drop',
  'author_typo',
  'missing_issue',
  'two_typos',
  'journal_typo',
  'initials_typo',
] as const;
/** Kinds added later: generated after the others, so the older kinds keep their strings for a given seed. */
const LATER_KINDS: readonly VariantKind[] = [
  'title_word_swapped',
  'coauthor_changed',
  'journal_typo',
  'initials_typo',
];
export type VariantKind = (typeof FABRICATED_KINDS)[number] | (typeof TYPO_KINDS)[number];

export interface Variant {
  kind: VariantKind;
  group: 'fabricated' | 'typo';
  /** The record the variant was built from (the paper a typo variant must still link to). */
  basePmid: string;
  style: string;
  text: string;
}

/** Common styles the strings are rendered in, round-robin. */
export const VARIANT_STYLES = [
  'ama-11',
  'nlm-vancouver',
  'apa-7',
  'harvard-cite-them-right',
  'ieee',
  'nature',
];

type Random = () => number;
const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
const norm = (text: string | undefined) =>
  (text ?? '')
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
const year = (item: CslItem) => item.issued?.['date-parts']?.[0]?.[0];
const families = (item: CslItem) => (item.author ?? []).map((name) => norm(name.family ?? name.literal));

/** Records complete enough to be cited as journal articles with every locator. */
function citable(corpus: Map<string, CorpusEntry>): CslItem[] {
  const items: CslItem[] = [];
  for (const { record } of corpus.values()) {
    const item = record.item;
    if (!record.publicationTypes.includes('Journal Article') || record.isRetractionNotice) continue;
    if (!item.title || item.title.length < 25 || !item['container-title'] || !item.volume || !item.page)
      continue;
    if (!year(item) || !item.author?.some((name) => name.family)) continue;
    // What a reference string carries: no abstract, keywords, PubMed ids or the MEDLINE text.
    const {
      abstract: _abstract,
      keyword: _keyword,
      source: _source,
      PMID: _pmid,
      PMCID: _pmcid,
      pii: _pii,
      ...cited
    } = item;
    items.push({ ...cited, id: record.pmid });
  }
  return items.sort((a, b) => Number(a.id) - Number(b.id));
}

/** Swaps two neighbouring letters (or drops one) inside a word of five letters or more; undefined when none. */
function typo(random: Random, text: string, mode: 'swap' | 'drop'): string | undefined {
  const words = [...text.matchAll(/\p{L}{5,}/gu)];
  if (words.length === 0) return undefined;
  const word = pick(random, words);
  const at = (word.index ?? 0) + 1 + Math.floor(random() * (word[0].length - 2));
  const [a, b] = [text[at] ?? '', text[at + 1] ?? ''];
  if (mode === 'drop') return text.slice(0, at) + text.slice(at + 1);
  if (a === b) return undefined;
  return text.slice(0, at) + b + a + text.slice(at + 2);
}

function shiftPages(page: string, by: number): string {
  const [first = '', last] = page.split(/[-–]/);
  if (!/^\d+$/.test(first)) return `${first}${by}`;
  const moved = Number(first) + by;
  if (!last || !/^\d+$/.test(last)) return String(moved);
  // MEDLINE abbreviates the last page ("1173-9"): keep the range's length.
  const full =
    last.length < first.length ? Number(first.slice(0, first.length - last.length) + last) : Number(last);
  return `${moved}-${moved + Math.max(0, full - Number(first))}`;
}

/** A title from the first half of one real title and the second half of another: plausible, and not a paper. */
function inventTitle(random: Random, items: CslItem[], realTitles: Set<string>): string {
  for (;;) {
    const first = (pick(random, items).title ?? '').replace(/[.?]$/, '').split(' ');
    const second = (pick(random, items).title ?? '').replace(/[.?]$/, '').split(' ');
    const title = `${[...first.slice(0, Math.ceil(first.length / 2)), ...second.slice(Math.floor(second.length / 2))].join(' ')}.`;
    if (title.split(' ').length >= 6 && !realTitles.has(norm(title))) return title;
  }
}

const TITLE_STOPWORDS = new Set(
  'about after among and are based between during from into over than that their these this through under using with within without study'.split(
    ' ',
  ),
);
const contentWords = (title: string | undefined) =>
  [...(title ?? '').matchAll(/\p{L}{4,}/gu)].filter((word) => !TITLE_STOPWORDS.has(word[0].toLowerCase()));

/**
 * The real title with one content word replaced by a content word of another record's title ("progress" →
 * "failure"): a title that does not exist, one word away from a real one.
 */
function swapTitleWord(
  random: Random,
  base: CslItem,
  donor: CslItem,
  realTitles: Set<string>,
): CslItem | undefined {
  const title = base.title ?? '';
  const own = new Set(contentWords(title).map((word) => word[0].toLowerCase()));
  const words = contentWords(title);
  const gifts = contentWords(donor.title).filter((word) => !own.has(word[0].toLowerCase()));
  if (words.length === 0 || gifts.length === 0) return undefined;
  const word = pick(random, words);
  const gift = pick(random, gifts)[0];
  const at = word.index ?? 0;
  const capitalised = /^\p{Lu}/u.test(word[0]);
  const replacement = capitalised ? gift.charAt(0).toUpperCase() + gift.slice(1) : gift.toLowerCase();
  const swapped = title.slice(0, at) + replacement + title.slice(at + word[0].length);
  return realTitles.has(norm(swapped)) ? undefined : { ...base, title: swapped };
}

/** Given names or initials with one initial wrong: a letter dropped from several, or one letter replaced. */
function changeInitial(random: Random, given: string): string | undefined {
  const parts = given.split(/[\s.]+/).filter(Boolean);
  if (parts.length >= 2) return parts.filter((_, index) => index !== parts.length - 1).join(' ');
  const first = parts[0];
  if (!first) return undefined;
  const letters = 'ABCDEFGHJKLMNPRSTW'.replace(first[0]?.toUpperCase() ?? '', '');
  return `${letters[Math.floor(random() * letters.length)]}${first.length > 1 && !/^[A-Z]+$/.test(first) ? first.slice(1) : ''}`;
}

/** Another item whose journal and first author both differ from this one's. */
function other(random: Random, items: CslItem[], base: CslItem): CslItem {
  for (;;) {
    const candidate = pick(random, items);
    if (norm(candidate['container-title']) === norm(base['container-title'])) continue;
    if (families(candidate).some((family) => families(base).includes(family))) continue;
    return candidate;
  }
}

function makeVariant(
  kind: VariantKind,
  base: CslItem,
  random: Random,
  items: CslItem[],
  realTitles: Set<string>,
): CslItem | undefined {
  switch (kind) {
    case 'title_swapped':
      return { ...base, title: other(random, items, base).title };
    case 'authors_changed':
      return { ...base, author: other(random, items, base).author };
    case 'locator_shifted': {
      const cited = year(base) ?? 2000;
      const volume = /^\d+$/.test(base.volume ?? '')
        ? String(Number(base.volume) + 1 + Math.floor(random() * 5))
        : undefined;
      if (!volume) return undefined;
      const moved = cited + pick(random, [-3, -2, 2, 3]);
      return {
        ...base,
        issued: { 'date-parts': [[moved]] },
        volume,
        page: shiftPages(base.page ?? '', 11 + Math.floor(random() * 200)),
      };
    }
    case 'invented_title':
      return { ...base, title: inventTitle(random, items, realTitles), DOI: undefined };
    case 'wrong_journal': {
      const journal = other(random, items, base);
      return {
        ...base,
        'container-title': journal['container-title'],
        'container-title-short': journal['container-title-short'],
      };
    }
    case 'fully_invented': {
      const journal = other(random, items, base);
      return {
        id: base.id,
        type: 'article-journal',
        title: inventTitle(random, items, realTitles),
        author: other(random, items, base).author,
        'container-title': journal['container-title'],
        'container-title-short': journal['container-title-short'],
        issued: { 'date-parts': [[2000 + Math.floor(random() * 24)]] },
        volume: String(5 + Math.floor(random() * 120)),
        issue: String(1 + Math.floor(random() * 12)),
        page: shiftPages(String(100 + Math.floor(random() * 1500)), 0),
      };
    }
    case 'title_char_swap': {
      const title = typo(random, base.title ?? '', 'swap');
      return title ? { ...base, title } : undefined;
    }
    case 'title_char_drop': {
      const title = typo(random, base.title ?? '', 'drop');
      return title ? { ...base, title } : undefined;
    }
    case 'author_typo': {
      const [first, ...rest] = base.author ?? [];
      const family =
        first?.family && first.family.length >= 5
          ? typo(random, first.family, random() < 0.5 ? 'swap' : 'drop')
          : undefined;
      return first && family ? { ...base, author: [{ ...first, family }, ...rest] } : undefined;
    }
    case 'title_word_swapped':
      return swapTitleWord(random, base, other(random, items, base), realTitles);
    case 'coauthor_changed': {
      const authors = base.author ?? [];
      // The second or third author: every style prints them before any "et al.".
      const at = 1 + Math.floor(random() * Math.min(2, authors.length - 1));
      const replacement = (other(random, items, base).author ?? []).find(
        (name) => name.family && !families(base).includes(norm(name.family)),
      );
      if (authors.length < 2 || !authors[at]?.family || !replacement) return undefined;
      return { ...base, author: authors.map((name, index) => (index === at ? replacement : name)) };
    }
    case 'journal_typo': {
      const full = typo(random, base['container-title'] ?? '', random() < 0.5 ? 'swap' : 'drop');
      const short = base['container-title-short']
        ? typo(random, base['container-title-short'], random() < 0.5 ? 'swap' : 'drop')
        : undefined;
      if (!full) return undefined;
      return {
        ...base,
        'container-title': full,
        'container-title-short': short ?? base['container-title-short'],
      };
    }
    case 'initials_typo': {
      const authors = base.author ?? [];
      const at = Math.floor(random() * Math.min(3, authors.length));
      const name = authors[at];
      if (!name?.given) return undefined;
      const given = changeInitial(random, name.given);
      return given
        ? { ...base, author: authors.map((n, index) => (index === at ? { ...n, given } : n)) }
        : undefined;
    }
    case 'missing_issue':
      return base.issue ? { ...base, issue: undefined } : undefined;
    case 'two_typos': {
      const title = typo(random, base.title ?? '', 'swap');
      const [first, ...rest] = base.author ?? [];
      const family =
        first?.family && first.family.length >= 5 ? typo(random, first.family, 'drop') : undefined;
      return title && first && family
        ? { ...base, title, author: [{ ...first, family }, ...rest] }
        : undefined;
    }
  }
}

/** `perKind` variants of every kind, rendered as reference strings in VARIANT_STYLES. Same seed, same strings. */
export function generateVariants(
  corpus: Map<string, CorpusEntry>,
  { seed = 1, perKind = 150 } = {},
): Variant[] {
  const random = seededRandom(seed);
  const items = citable(corpus);
  const realTitles = new Set([...corpus.values()].map((entry) => norm(entry.record.item.title)));
  const variants: Variant[] = [];
  const kinds: [VariantKind, Variant['group']][] = [
    ...FABRICATED_KINDS.map((kind) => [kind, 'fabricated'] as [VariantKind, Variant['group']]),
    ...TYPO_KINDS.map((kind) => [kind, 'typo'] as [VariantKind, Variant['group']]),
  ];
  kinds.sort(([a], [b]) => Number(LATER_KINDS.includes(a)) - Number(LATER_KINDS.includes(b)));
  for (const [kind, group] of kinds) {
    for (let made = 0, tries = 0; made < perKind && tries < perKind * 20; tries++) {
      const base = pick(random, items);
      const variant = makeVariant(kind, base, random, items, realTitles);
      if (!variant) continue;
      // Half the strings carry their DOI (when the style prints one), half do not, as in real lists.
      if (random() < 0.5) variant.DOI = undefined;
      const style = VARIANT_STYLES[made % VARIANT_STYLES.length] ?? 'ama-11';
      const template = findPreset(style);
      if (!template) throw new Error(`Preset ${style} missing`);
      const render = (item: CslItem) =>
        (formatReferences([item], template)[0]?.text ?? '').replace(/^\[?\d+[.\]]?\s+/, '').trim();
      const text = render(variant);
      // A change the style does not print (a third author after "et al.") leaves the real paper's own string: not
      // a variant. Checked for the later kinds only, so the older kinds keep their strings for a given seed.
      if (LATER_KINDS.includes(kind) && text === render({ ...base, DOI: variant.DOI })) continue;
      variants.push({ kind, group, basePmid: String(base.id), style, text });
      made++;
    }
  }
  return variants;
}

function argument(name: string, fallback: number): number {
  const at = process.argv.indexOf(name);
  return at >= 0 ? Number(process.argv[at + 1]) : fallback;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const corpus = loadCorpus(sharedDataPath('pubmed'));
  const variants = generateVariants(corpus, {
    seed: argument('--seed', 1),
    perKind: argument('--per-kind', 150),
  });
  process.stdout.write('kind\tgroup\tbase_pmid\tstyle\treference_string\n');
  for (const v of variants)
    process.stdout.write(`${v.kind}\t${v.group}\t${v.basePmid}\t${v.style}\t${v.text}\n`);
}
