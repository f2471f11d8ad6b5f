import type { CslItem, Manuscript, Paragraph } from '@galley/contracts';
import { indexAuthorYear } from './author-year-index.ts';
import type { CitationSite } from './citation-site.ts';
import { findAuthorYearSites } from './find-author-year-sites.ts';
import { indexEntries, linkCitationItem } from './link-citation-item.ts';
import { type MarkerForm, markerSites, NUMBERS } from './marker-sites.ts';

export interface FoundSites {
  sites: CitationSite[];
  /** Citation fields or markers that could not be tied to the reference list (left as written). */
  unlinked: number;
}

/**
 * Every in-text citation that can be tied to the reference list: citation fields (Zotero, Mendeley, EndNote) whose
 * items all match an entry; numeric markers — "[1]", "[3-5]", "(1–3)" or superscript "1,2" — when the list is
 * numbered (`marker-sites.ts`); or author-year citations typed by hand (`find-author-year-sites.ts`, those that tie
 * to no single entry with no references).
 */
export function findCitationSites(
  manuscript: Manuscript,
  paragraphs: readonly Paragraph[],
  entries: readonly CslItem[],
  numbered: boolean,
): FoundSites {
  const sites: CitationSite[] = [];
  let unlinked = 0;
  const carried = new Map(paragraphs.map((p) => [p.id, p]));
  const entryIndex = indexEntries(entries);
  // Markers cite by the number an entry carried in the source list ("[12]" → the entry numbered 12).
  const byNumber = new Map(
    entries.map((entry, position) => [entry.originalNumber ?? position + 1, position]),
  );
  const toEntries = (numbers: number[] | undefined) => {
    const positions = numbers?.map((n) => byNumber.get(n + 1));
    return positions?.every((n) => n !== undefined) ? (positions as number[]) : undefined;
  };
  const maxNumber = Math.max(0, ...byNumber.keys());
  for (const citation of manuscript.citations) {
    const paragraph = carried.get(citation.block);
    if (!paragraph || citation.end <= citation.start) continue;
    const linked = citation.items.map((item) => linkCitationItem(item, entryIndex));
    // A field whose items do not all match an entry still shows the numbers the source list gave them ("[5]",
    // "5,6"): in a numbered list those name the entries, as a marker's would, so renumbering keeps it right.
    const shown = numbered ? numbersShown(paragraph.text.slice(citation.start, citation.end)) : undefined;
    const references =
      linked.length && linked.every((n) => n !== undefined)
        ? (linked as number[])
        : toEntries(shown === undefined ? undefined : expandNumbers(shown, maxNumber));
    if (references)
      sites.push({
        block: citation.block,
        start: citation.start,
        end: citation.end,
        references,
        from: 'field',
      });
    else unlinked++;
  }
  if (entries.length === 0) return { sites, unlinked };
  const inField = (block: string, at: number) =>
    sites.some((s) => s.from === 'field' && s.block === block && at >= s.start && at < s.end);
  // The form the fields show decides (a manuscript cites one way); without fields, the most frequent form.
  const fieldForm = formOf(sites.map((site) => paragraphText(paragraphs, site).trim()));
  const markers =
    numbered && fieldForm !== 'author-year'
      ? markerSites(paragraphs, toEntries, (text) => expandNumbers(text, maxNumber), inField, fieldForm)
      : [];
  if (fieldForm && fieldForm !== 'author-year') {
    sites.push(...markers);
    return { sites, unlinked };
  }
  // Author-year citations typed by hand: beside author-year fields, or when they outnumber the markers (a numbered
  // list cited by name, "(1)" enumerations in an author-year manuscript).
  const overlapsField = (block: string, start: number, end: number) =>
    sites.some((s) => s.from === 'field' && s.block === block && start < s.end && end > s.start);
  const typed = findAuthorYearSites(paragraphs, indexAuthorYear(entries), overlapsField);
  const tied = typed.filter((site) => site.references.length > 0).length;
  if (fieldForm === 'author-year' || ((tied > 0 || typed.length >= 3) && typed.length > markers.length))
    sites.push(...typed);
  else sites.push(...markers);
  return { sites, unlinked };
}

/** The number list a citation shows ("[3–5]", "(2)", "1,4"), or undefined when it shows something else. */
function numbersShown(text: string): string | undefined {
  const match = new RegExp(String.raw`^\s*[[(]?\s*(${NUMBERS})\s*[\])]?\s*$`).exec(text);
  return match?.[1];
}

/** "1, 3-5" → [0, 2, 3, 4] (number − 1), or undefined when a number is above `count` or a range runs backwards. */
export function expandNumbers(text: string, count: number): number[] | undefined {
  const out: number[] = [];
  for (const part of text.split(',')) {
    const [from, to] = part.split(/[-–—]/).map((n) => Number.parseInt(n.trim(), 10));
    if (from === undefined || Number.isNaN(from)) return undefined;
    const last = to === undefined || Number.isNaN(to) ? from : to;
    if (from < 1 || last > count || last < from || last - from > 50) return undefined;
    for (let n = from; n <= last; n++) out.push(n - 1);
  }
  return out;
}

/** How the fields' visible text cites: "[1]", "(1)", "1", or by author and year. Undefined when there are none. */
function formOf(texts: readonly string[]): MarkerForm | 'author-year' | undefined {
  const counts = { brackets: 0, parentheses: 0, superscript: 0, 'author-year': 0 };
  for (const text of texts) {
    if (/^\[\s*\d/.test(text)) counts.brackets++;
    else if (/^\(\s*\d/.test(text)) counts.parentheses++;
    else if (/^\d/.test(text)) counts.superscript++;
    else counts['author-year']++;
  }
  const best = (Object.entries(counts) as [keyof typeof counts, number][]).sort((a, b) => b[1] - a[1])[0];
  return best && best[1] > 0 ? best[0] : undefined;
}

function paragraphText(paragraphs: readonly Paragraph[], site: CitationSite): string {
  return paragraphs.find((p) => p.id === site.block)?.text.slice(site.start, site.end) ?? '';
}
