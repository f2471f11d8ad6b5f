import type { Paragraph } from '@galley/contracts';
import type { CitationSite } from './citation-site.ts';

export type MarkerForm = 'brackets' | 'parentheses' | 'superscript';

export const NUMBERS = String.raw`\d{1,3}(?:\s*[-–—,]\s*\d{1,3})*`;
const BRACKETS = new RegExp(String.raw`\[(${NUMBERS})\]`, 'g');
const PARENTHESES = new RegExp(String.raw`\((${NUMBERS})\)`, 'g');
const SUPERSCRIPT = new RegExp(String.raw`^\s*(${NUMBERS})\s*$`);

/**
 * Numeric markers — "[1]", "[3-5]", "(1–3)" or superscript "1,2" — of the manuscript's dominant form (the fields'
 * form when there are fields), so "(2)" in an enumeration is not read as a citation in a manuscript that cites with
 * brackets. Without fields, at least three markers of the form are needed.
 */
export function markerSites(
  paragraphs: readonly Paragraph[],
  toEntries: (numbers: number[] | undefined) => number[] | undefined,
  expand: (text: string) => number[] | undefined,
  inField: (block: string, at: number) => boolean,
  fieldForm: MarkerForm | undefined,
): CitationSite[] {
  const candidates = {
    brackets: [] as CitationSite[],
    parentheses: [] as CitationSite[],
    superscript: [] as CitationSite[],
  };
  const take = (
    paragraph: Paragraph,
    start: number,
    end: number,
    numbers: string | undefined,
    list: CitationSite[],
  ) => {
    const references = numbers === undefined ? undefined : toEntries(expand(numbers));
    if (references && !inField(paragraph.id, start) && !inEquation(paragraph, start))
      list.push({ block: paragraph.id, start, end, references, from: 'marker' });
  };
  for (const paragraph of paragraphs) {
    for (const [pattern, list] of [
      [BRACKETS, candidates.brackets],
      [PARENTHESES, candidates.parentheses],
    ] as const)
      for (const match of paragraph.text.matchAll(pattern))
        take(paragraph, match.index ?? 0, (match.index ?? 0) + match[0].length, match[1] ?? '', list);
    for (const span of paragraph.spans)
      if (span.superscript)
        take(
          paragraph,
          span.start,
          span.end,
          SUPERSCRIPT.exec(paragraph.text.slice(span.start, span.end))?.[1],
          candidates.superscript,
        );
  }
  const dominant = fieldForm
    ? candidates[fieldForm]
    : (Object.values(candidates).sort((a, b) => b.length - a.length)[0] ?? []);
  // Beside fields of the same form, even one hand-typed "see [1]" cites, and must follow the list when renumbered.
  return fieldForm || dominant.length >= 3 ? dominant : [];
}

function inEquation(paragraph: Paragraph, at: number): boolean {
  return paragraph.inlines.some((i) => i.kind === 'equation' && at >= i.start && at < i.end);
}
