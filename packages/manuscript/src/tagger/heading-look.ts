import type { Paragraph } from '@galley/contracts';

/**
 * How a heading looks, as a key: two headings with the same key are siblings (both "1. Introduction" and
 * "2. Study area" typed with a number; both Heading 1; both in capitals). Only looks that mark a top-level
 * heading for sure give a key: a top-level number (typed or Word's), a level-1 heading style or outline level, or capitals —
 * bold alone does not, as bold subheadings look like bold sections.
 */
export function headingLook(paragraph: Paragraph): string | undefined {
  const text = paragraph.text.trim();
  const number = /^(?:(\d+)(\.?)|([IVX]+)\.)(?:\s+|\s*\|\s*)\p{L}/u.exec(text);
  const letters = text.slice(number ? number[0].length - 1 : 0).replace(/[^\p{L}]/gu, '');
  const capitals =
    letters.length >= 3 && letters === letters.toUpperCase() && letters !== letters.toLowerCase();
  const styled = paragraph.heading?.by !== 'formatting' && paragraph.heading?.level === 1;
  // Numbered by Word's list rather than typed: a top-level item of a numbered list.
  const listed = paragraph.list?.ordered === true && paragraph.list.level === 0;
  if (!number && !styled && !capitals && !listed) return undefined;
  const numbering = number ? (number[3] ? 'roman' : `arabic${number[2]}`) : listed ? 'list' : 'none';
  // The style names the level; a typed number its depth (only top-level numbers give a key).
  return [paragraph.styleId ?? '', numbering, capitals].join('|');
}
