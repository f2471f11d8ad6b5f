import type { Paragraph } from '@galley/contracts';
import { type HeadingTarget, matchAbstractLabel, matchSectionHeading } from './heading-lexicon.ts';
import { normalizeHeading } from './normalize-heading.ts';

export interface HeadingLike {
  /** 1 = top level; a line that is a heading only by the lexicon counts as top level. */
  level: number;
  /** The reader found it a heading (by style, outline level or formatting). */
  byReader: boolean;
  normalized: string;
  target?: HeadingTarget;
}

/**
 * A paragraph that heads a section: one the reader marked as a heading, or a short line whose whole text is a
 * heading of the lexicon ("Abstract", "References", "Appendix A" typed as plain paragraphs).
 */
export function headingLike(paragraph: Paragraph): HeadingLike | undefined {
  const text = paragraph.text.trim();
  if (!text) return undefined;
  const firstLine = headingOnFirstLine(paragraph, text) ?? numberedRunInHeading(paragraph);
  if (firstLine) return firstLine;
  const brief = text.length <= 80 && text.split(/\s+/).length <= 10;
  const short = brief && !/[.;,]$/.test(text);
  // "Introduction." alone on its line: a heading the lexicon knows, closed by a full stop.
  const closed = brief && /[^.;,]\.$/.test(text);
  if (!paragraph.heading && !short && !closed) return undefined;
  const normalized = normalizeHeading(text);
  // A line the reader found a heading may be a longer question ("What does this paper contribute to the wider
  // global clinical community?", Wiley's nursing journals).
  const target = short || closed || paragraph.heading ? matchSectionHeading(normalized) : undefined;
  if (paragraph.heading)
    return { level: paragraph.heading.level, byReader: true, normalized, ...(target ? { target } : {}) };
  if (target || matchAbstractLabel(normalized))
    return {
      level: numberDepth(paragraph, text),
      byReader: false,
      normalized,
      ...(target ? { target } : {}),
    };
  return undefined;
}

/**
 * A heading's level from its number, typed or Word's own (the list's label, "3.1.", which is not in the text):
 * "3.3. Consideraciones éticas" is a subsection; unnumbered, the top.
 */
function numberDepth(paragraph: Paragraph, text: string): number {
  const number =
    /^(\d+(?:\.\d+)*)\.?(?:\s|\s*\|)/u.exec(text) ??
    /^(\d+(?:\.\d+)*)\.?$/u.exec(paragraph.list?.ordered ? paragraph.list.label.trim() : '');
  return number?.[1] ? number[1].split('.').length : 1;
}

/**
 * "2. Study area⏎The study was …": a heading typed on the first line of its section's first paragraph, split from
 * the text by a line break (Shift+Enter) instead of a new paragraph. Only a numbered line or one the lexicon knows
 * as a section counts; the whole paragraph then opens that section.
 */
function headingOnFirstLine(paragraph: Paragraph, text: string): HeadingLike | undefined {
  const breakAt = text.indexOf('\n');
  if (paragraph.heading || breakAt < 0) return undefined;
  const line = text.slice(0, breakAt).trim();
  if (!line || line.length > 80 || line.split(/\s+/).length > 10 || /[.;,:]$/.test(line)) return undefined;
  const normalized = normalizeHeading(line);
  const target = matchSectionHeading(normalized);
  const number =
    /^(\d+(?:\.\d+)*)\.?\s+[\p{Lu}\p{Script=Hangul}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.exec(
      line,
    );
  // "2.3 Ethics approval⏎…" under "2 Methods" is a subsection: its number gives the level, as for any heading.
  const level = number?.[1] ? number[1].split('.').length : 1;
  if (target?.kind === 'step') return { level, byReader: false, normalized, target };
  if (!number?.[1]) return undefined;
  return { level, byReader: false, normalized };
}

/**
 * "**2. Study area.** The study was …": a numbered heading set in bold and run into its section's first paragraph.
 * Only a numbered one: an unnumbered bold lead-in ("Funding: …", "Background: …") labels its paragraph alone.
 */
function numberedRunInHeading(paragraph: Paragraph): HeadingLike | undefined {
  if (paragraph.heading) return undefined;
  const match =
    /^\s*((\d+(?:\.\d+)*)\.?\s+[\p{Lu}\p{Script=Hangul}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}][^.:：。]{1,60}?)(?:[.:]\s+|[：。]\s*)\S/u.exec(
      paragraph.text,
    );
  const label = match?.[1];
  const number = match?.[2];
  if (!label || !number || label.split(/\s+/).length > 9) return undefined;
  const start = paragraph.text.indexOf(label);
  const end = start + label.length;
  for (let i = start; i < end; i++)
    if (
      /\p{L}/u.test(paragraph.text[i] ?? '') &&
      !paragraph.spans.some((s) => s.bold && s.start <= i && i < s.end)
    )
      return undefined;
  const normalized = normalizeHeading(label);
  const target = matchSectionHeading(normalized);
  return { level: number.split('.').length, byReader: false, normalized, ...(target ? { target } : {}) };
}
