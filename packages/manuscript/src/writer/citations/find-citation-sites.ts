import type { CslItem, Manuscript, Paragraph } from '@galley/contracts';
import type { CitationSite } from './citation-site.ts';
import { indexEntries, linkCitationItem } from './link-citation-item.ts';

export interface FoundSites {
  sites: CitationSite[];
  /** Citation fields or markers that could not be tied to the reference list (left as written). */
  unlinked: number;
}

const NUMBERS = String.raw`\d{1,3}(?:\s*[-–—,]\s*\d{1,3})*`;
const BRACKETS = new RegExp(String.raw`\[(${NUMBERS})\]`, 'g');
const PARENTHESES = new RegExp(String.raw`\((${NUMBERS})\)`, 'g');
const SUPERSCRIPT = new RegExp(String.raw`^\s*(${NUMBERS})\s*$`);

/**
 * Every in-text citation that can be tied to the reference list: citation fields (Zotero, Mendeley, EndNote) whose
 * items all match an entry, and numeric markers — "[1]", "[3-5]", "(1–3)" or superscript "1,2" — when the list is
 * numbered. Only the manuscript's dominant marker form is taken, so "(2)" in an enumeration is not read as a citation
 * in a manuscript that cites with brackets.
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
  if (!numbered || entries.length === 0) return { sites, unlinked };
  const inField = (block: string, at: number) =>
    sites.some((s) => s.from === 'field' && s.block === block && at >= s.start && at < s.end);
  const candidates = {
    brackets: [] as CitationSite[],
    parentheses: [] as CitationSite[],
    superscript: [] as CitationSite[],
  };
  for (const paragraph of paragraphs) {
    for (const [pattern, list] of [
      [BRACKETS, candidates.brackets],
      [PARENTHESES, candidates.parentheses],
    ] as const)
      for (const match of paragraph.text.matchAll(pattern)) {
        const references = toEntries(expandNumbers(match[1] ?? '', maxNumber));
        const start = match.index ?? 0;
        if (references && !inField(paragraph.id, start) && !inEquation(paragraph, start))
          list.push({ block: paragraph.id, start, end: start + match[0].length, references, from: 'marker' });
      }
    for (const span of paragraph.spans) {
      if (!span.superscript) continue;
      const match = SUPERSCRIPT.exec(paragraph.text.slice(span.start, span.end));
      const references = match ? toEntries(expandNumbers(match[1] ?? '', maxNumber)) : undefined;
      if (references && !inField(paragraph.id, span.start) && !inEquation(paragraph, span.start))
        candidates.superscript.push({
          block: paragraph.id,
          start: span.start,
          end: span.end,
          references,
          from: 'marker',
        });
    }
  }
  // The form the fields show decides (a manuscript cites one way); without fields, the most frequent form.
  const fieldForm = formOf(sites.map((site) => paragraphText(paragraphs, site).trim()));
  if (fieldForm === 'author-year') return { sites, unlinked };
  const dominant = fieldForm
    ? candidates[fieldForm]
    : (Object.values(candidates).sort((a, b) => b.length - a.length)[0] ?? []);
  // Without fields, a handful of markers is more likely an enumeration or exponents than a citation style; beside
  // fields of the same form, even one hand-typed "see [1]" cites, and must follow the list when it is renumbered.
  if (fieldForm || dominant.length >= 3) sites.push(...dominant);
  return { sites, unlinked };
}

/** "1, 3-5" → [0, 2, 3, 4] (number − 1), or undefined when a number is above `count` or a range runs backwards. */
/** The number list a citation shows ("[3–5]", "(2)", "1,4"), or undefined when it shows something else. */
function numbersShown(text: string): string | undefined {
  const match = new RegExp(String.raw`^\s*[[(]?\s*(${NUMBERS})\s*[\])]?\s*$`).exec(text);
  return match?.[1];
}

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

function inEquation(paragraph: Paragraph, at: number): boolean {
  return paragraph.inlines.some((i) => i.kind === 'equation' && at >= i.start && at < i.end);
}

type MarkerForm = 'brackets' | 'parentheses' | 'superscript';

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
