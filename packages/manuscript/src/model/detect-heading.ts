import type { Heading, Paragraph } from '@galley/contracts';

const HEADING_STYLE = /^(?:heading|überschrift|titre)\s*([1-9])$/i;
const CAPTION = /^\s*(?:table|tab\.|figure|fig\.?|supplementary|appendix\s+table)\s*[A-Z]?\d/i;
// "2.1 Study site", and Wiley's "2.1 | Study site".
const NUMBERED = /^\s*((?:\d+|[IVX]+)(?:\.\d+)*)(?:\.?\s+|\s*\|\s*)\p{L}/u;

/**
 * A paragraph is a heading when its style says so (Heading 1–9), when it has an outline level, or — for manuscripts
 * written without heading styles — when it looks like one: a short line with no closing full stop that is all bold,
 * all capitals, or numbered ("2.1 Study site"). Typed numbers in a run ("1. Age", "2. Sex") are a list, not
 * headings: see demoteListRuns.
 */
export function detectHeading(paragraph: Paragraph): Heading | undefined {
  const byStyle =
    HEADING_STYLE.exec(paragraph.styleName ?? '') ?? HEADING_STYLE.exec(paragraph.styleId ?? '');
  if (byStyle?.[1]) return { level: Number(byStyle[1]), by: 'style' };
  if (paragraph.outlineLevel !== undefined) return { level: paragraph.outlineLevel + 1, by: 'outline' };
  // Only body text can look like a heading; a displayed equation in capitals is not one; a Word list item ("1. Age"
  // in a numbered list) is a list item unless its style or outline level (above) says heading.
  if (paragraph.origin !== 'body' || paragraph.inlines.some((inline) => inline.kind === 'equation'))
    return undefined;
  const text = paragraph.text.trim();
  if (paragraph.list) return numberedListHeading(paragraph, text);
  // Length first: splitting every body paragraph into words only to count them was most of this function's time.
  if (!text || text.length > 120) return undefined;
  const words = text.split(/\s+/).length;
  if (words > 14 || !/\p{L}/u.test(text) || CAPTION.test(text)) return undefined;
  if (/[.;,]$/.test(text) && !/^\d+(\.\d+)*\.$/.test(text)) return undefined;
  const numbered = NUMBERED.exec(text);
  const depth = numbered?.[1] ? numbered[1].split('.').filter(Boolean).length : 1;
  if (allBold(paragraph) || allCapitals(paragraph, text))
    return { level: Math.min(depth, 9), by: 'formatting' };
  if (
    numbered &&
    words <= 8 &&
    /^[\p{Lu}\p{Script=Hangul}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(
      text.replace(NUMBER_PREFIX, ''),
    )
  )
    return { level: Math.min(depth, 9), by: 'formatting' };
  return undefined;
}

/**
 * Headings numbered by Word's list numbering ("1." and "2.1" from numbering.xml, not typed): an item of a numbered
 * list set in bold throughout, short and not closed by punctuation, at its list level. A run of such items (a list
 * of bold aims) is a list again: see demoteListRuns.
 */
function numberedListHeading(paragraph: Paragraph, text: string): Heading | undefined {
  const list = paragraph.list;
  if (!list?.ordered || !text || text.length > 100 || text.split(/\s+/).length > 10) return undefined;
  if (/[.;,:]$/.test(text) || !allBold(paragraph)) return undefined;
  return { level: Math.min(list.level + 1, 9), by: 'formatting' };
}

const NUMBER_PREFIX = /^\s*(?:\d+|[IVX]+)(?:\.\d+)*(?:\.?\s+|\s*\|\s*)/;

/** Every letter of the paragraph is bold (spaces, digits and punctuation may not be). */
function allBold(paragraph: Paragraph): boolean {
  let letters = 0;
  let bold = 0;
  for (let i = 0; i < paragraph.text.length; i++) {
    if (!/\p{L}/u.test(paragraph.text[i] ?? '')) continue;
    letters++;
    if (paragraph.spans.some((span) => span.bold && span.start <= i && i < span.end)) bold++;
  }
  return letters > 0 && bold === letters;
}

function allCapitals(paragraph: Paragraph, text: string): boolean {
  const letters = text.replace(/[^\p{L}]/gu, '');
  if (letters.length < 3) return false;
  if (letters === letters.toUpperCase() && letters !== letters.toLowerCase()) return true;
  return paragraph.spans.some(
    (span) => span.allCaps && span.start === 0 && span.end >= paragraph.text.trimEnd().length,
  );
}
