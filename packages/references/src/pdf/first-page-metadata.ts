import type { CslName } from '@galley/contracts';
import { parseAuthorList } from '../parser/parse-author-list.ts';
import type { PdfLine } from './pdf-line.ts';

const NOT_TITLE =
  /^(?:original (?:article|research)|research (?:article|paper)|review|article|letter|abstract|open access|received|accepted|published|doi|https?:|www\.|vol(?:ume)?\b|©|copyright)/i;

const AFFILIATION =
  /\b(?:university|universit[éä]|department|institute|laborator\w*|hospital|school|college|cent(?:re|er)|faculty|abstract|keywords|correspond\w*)\b|@|^\d+\.\s/i;
const MARKS_ONLY = /^[\d\s,*†‡§¶#$a-e]*$/;

/**
 * Title and authors from the first page's layout: the title is the run of lines set in the largest type in the
 * top part of the page (skipping running heads such as "Original Article"); the authors are the lines just
 * below it up to the affiliations, with affiliation marks (¹, *, †, digits) removed. Manuscripts' line numbers
 * and lines holding only superscript marks are ignored.
 */
export function firstPageMetadata(
  pageLines: readonly PdfLine[],
  pageHeight: number,
): { title?: string; author?: CslName[] } {
  const lines = pageLines
    .map((line) => ({ ...line, text: line.text.replace(/^\d{1,4}\s+(?=\S)/, '').trim() }))
    .filter((line) => !MARKS_ONLY.test(line.text));
  const candidates = lines.filter(
    (line) =>
      line.top < pageHeight * 0.6 &&
      line.text.length > 3 &&
      !NOT_TITLE.test(line.text) &&
      /\p{L}{3}/u.test(line.text),
  );
  if (candidates.length === 0) return {};
  const largest = Math.max(...candidates.map((line) => line.size));
  const start = lines.indexOf(
    candidates.find((line) => line.size >= largest * 0.95) as PdfLine & { text: string },
  );
  let end = start;
  while (end + 1 < lines.length && Math.abs((lines[end + 1] as PdfLine).size - largest) <= largest * 0.05)
    end++;
  const title = lines
    .slice(start, end + 1)
    .map((line) => line.text)
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
  const result: { title?: string; author?: CslName[] } = {};
  if (title) result.title = title;
  const authorLines: string[] = [];
  for (const line of lines.slice(end + 1, end + 4)) {
    if (AFFILIATION.test(line.text)) break;
    authorLines.push(line.text);
  }
  const authorText = authorLines
    .join(' ')
    .replace(/(?<=\p{L})[\d*†‡§¶#$]+(?:,[\d*†‡§¶#$]+)*/gu, '')
    .replace(/(?<=\s)[\d*†‡§¶#$]+(?:,[\d*†‡§¶#$]+)*(?=[\s,]|$)/gu, '')
    .replace(/[¹²³⁴⁵⁶⁷⁸⁹⁰]+/g, '')
    .replace(/\s+,/g, ',')
    .trim();
  const author = authorText ? parseAuthorList(authorText).filter((name) => name.family || name.literal) : [];
  if (author.length) result.author = author;
  return result;
}
