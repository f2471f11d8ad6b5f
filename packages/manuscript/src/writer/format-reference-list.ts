import type { CslItem, ReferenceTemplate } from '@galley/contracts';
import {
  findPreset,
  formatReference,
  formatReferences,
  parseReferenceString,
  shippedHyphenLexicon,
  sortAlphabetically,
  splitReferenceList,
  type TextRun,
} from '@galley/references';

export interface ReferenceList {
  /** One entry per reference, formatted with the preset (or the source text when it could not be parsed). */
  entries: TextRun[][];
  /** The items in output order; `id` is the position (0-based) in the source list. */
  items: CslItem[];
  /** Source entries whose string the parser could not read into authors and a title: kept as written. */
  unparsed: number;
  /** The preset used (the template's, or the fallback when the template names an unknown one). */
  preset: string;
  presetFound: boolean;
  /** True when the list was put into alphabetical order (author-year styles). */
  sorted: boolean;
}

const FALLBACK_PRESET = 'nlm-vancouver';
// Parsing a reference string is the costly part and does not depend on the journal: converting one manuscript to
// ten journals parses each string once.
const parsed = new Map<string, CslItem>();
const MAX_CACHED = 5_000;

/**
 * The reference list's paragraphs (as tagged, list numbers included) → its entries, each paragraph cut by
 * `splitReferenceList` (a paragraph may hold several numbered entries on separate lines, but entries never run across
 * paragraphs: a paragraph starting in lower case, "la Cecilia, D.", is an entry of its own) and read by
 * `parseReferenceString`. `id` is the entry's position in the source list (0-based), `originalNumber` the number it
 * carried.
 */
export function readReferenceEntries(paragraphs: readonly string[]): { items: CslItem[]; numbered: boolean } {
  const entries = paragraphs.flatMap((text) =>
    text.trim() ? splitReferenceList(text, { hyphenLexicon: shippedHyphenLexicon() }).entries : [],
  );
  const items = entries.map((entry, position) => ({
    ...parseCached(entry.text),
    id: String(position),
    ...(entry.number !== undefined ? { originalNumber: entry.number } : {}),
  }));
  return { items, numbered: entries.length > 0 && entries.every((entry) => entry.number !== undefined) };
}

/** Whether the preset numbers its entries (numeric styles) or not (author-year styles, sorted alphabetically). */
export function presetIsNumbered(presetId: string, custom?: ReferenceTemplate): boolean {
  const template = custom ?? findPreset(presetId) ?? findPreset(FALLBACK_PRESET);
  return Boolean(template?.elements.some((element) => element.element === 'number'));
}

/**
 * Formats the entries with the journal's preset: numbered presets in `order` (source positions in output order, from
 * the in-text citations; the source order when none), unnumbered (author-year) presets alphabetically.
 */
export function formatReferenceList(
  source: readonly CslItem[],
  presetId: string,
  order?: readonly number[],
  /** A journal's own reference template, used instead of the preset. */
  custom?: ReferenceTemplate,
): ReferenceList {
  const found = custom ?? findPreset(presetId);
  const template = found ?? findPreset(FALLBACK_PRESET);
  if (!template) throw new Error(`Reference preset ${FALLBACK_PRESET} is missing`);
  const numbered = template.elements.some((element) => element.element === 'number');
  let items = order ? order.flatMap((n) => (source[n] ? [source[n]] : [])) : [...source];
  if (!numbered) items = sortAlphabetically(source);
  const formatted = formatReferences(items, template);
  let unparsed = 0;
  const number = template.elements.find((element) => element.element === 'number');
  const runs = items.map((item, position): TextRun[] => {
    if (readable(item)) return formatted[position]?.runs ?? [];
    unparsed++;
    // Kept as written, but numbered like its neighbours.
    const label = number
      ? formatReference(item, { ...template, elements: [number], end: '' }, position + 1).runs
      : [];
    const gap = label.length && !/\s$/.test(label[label.length - 1]?.text ?? '') ? ' ' : '';
    return [...label, { text: `${gap}${item.source ?? ''}` }];
  });
  return {
    entries: runs,
    items,
    unparsed,
    preset: custom ? custom.name : found ? presetId : FALLBACK_PRESET,
    presetFound: Boolean(found),
    sorted: !numbered,
  };
}

function parseCached(source: string): CslItem {
  const known = parsed.get(source);
  if (known) return known;
  if (parsed.size >= MAX_CACHED) parsed.clear();
  const item = parseReferenceString(source, 'ref');
  parsed.set(source, item);
  return item;
}

/**
 * Enough of the reference was recognised, and plausibly, to print it in another style without losing it: a title that
 * is words (not a DOI or a link; one word, "Chechen", with a container or publisher beside it), and a first author
 * the source string starts with.
 */
function readable(item: CslItem): boolean {
  const title = item.title ?? '';
  const words = (title.match(/\p{L}{2,}/gu) ?? []).length;
  const placed = Boolean(item['container-title'] || item.publisher);
  if (!title || /^(?:doi|https?:|www\.)/i.test(title) || words === 0 || (words === 1 && !placed))
    return false;
  // Reference strings start with their first author: a "first author" found further in was misread.
  const first = item.author?.[0];
  const name = first?.family ?? first?.literal;
  if (name && item.source && !item.source.slice(0, 40).includes(name.slice(0, 20))) return false;
  return Boolean(item.author?.length || item['container-title'] || item.publisher);
}
