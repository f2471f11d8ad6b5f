import type { CslItem, ReadResult } from '@galley/contracts';
import { XMLParser } from 'fast-xml-parser';
import { cleanDoi } from '../model/clean-doi.ts';
import { parseDate } from '../model/parse-date.ts';
import { parseName } from '../model/parse-name.ts';
import { decodeInput } from './decode-input.ts';
import { ENDNOTE_TO_CSL_TYPE } from './endnote-types.ts';

type Node = Record<string, unknown>;
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  textNodeName: '#text',
  // Numbers stay strings: "0012" is a volume, not 12.
  parseTagValue: false,
  isArray: (name) => ['record', 'author', 'keyword', 'url', 'style'].includes(name),
  processEntities: true,
});

/** EndNote XML export → CSL items. Never throws. */
export function readEndnoteXml(input: string | Uint8Array): ReadResult {
  const result: ReadResult = { items: [], warnings: [] };
  let document: Node;
  try {
    document = parser.parse(decodeInput(input)) as Node;
  } catch (error) {
    result.warnings.push({
      code: 'invalid_xml',
      message: `The EndNote XML could not be read: ${(error as Error).message}`,
    });
    return result;
  }
  const records = asArray(child(child(child(document, 'xml'), 'records'), 'record'));
  for (const record of records) {
    const item = recordToItem(record, String(result.items.length + 1));
    if (item.title || item.author) result.items.push(item);
    else
      result.warnings.push({
        code: 'unreadable_record',
        message: 'A record has no title or author and was skipped.',
      });
  }
  if (result.items.length === 0) {
    result.warnings.push({ code: 'no_references', message: 'No convertible references were found.' });
  }
  return result;
}

function recordToItem(record: Node, id: string): CslItem {
  const refType = child(record, 'ref-type');
  const typeName = isNode(refType) ? String(refType['@name'] ?? '').toLowerCase() : '';
  const item: CslItem = { id, type: ENDNOTE_TO_CSL_TYPE[typeName] ?? 'article-journal' };
  const titles = child(record, 'titles');
  set(item, 'title', line(child(titles, 'title')));
  set(
    item,
    'container-title',
    line(child(child(record, 'periodical'), 'full-title')) ?? line(child(titles, 'secondary-title')),
  );
  set(
    item,
    'container-title-short',
    line(child(child(record, 'periodical'), 'abbr-1')) ?? line(child(titles, 'alt-title')),
  );
  const authors = asArray(child(child(child(record, 'contributors'), 'authors'), 'author')).map((node) =>
    parseName(text(node) ?? '', { commaMeansPerson: true }),
  );
  if (authors.length) item.author = authors;
  const dates = child(record, 'dates');
  const year = text(child(dates, 'year'));
  const pubDate = text(child(child(dates, 'pub-dates'), 'date'));
  const issued = parseDate(
    year && pubDate && !pubDate.includes(year) ? `${pubDate} ${year}` : (pubDate ?? year),
  );
  if (issued) item.issued = issued;
  set(item, 'volume', text(child(record, 'volume')));
  set(item, 'issue', text(child(record, 'number')));
  set(item, 'page', text(child(record, 'pages'))?.replace(/[\u2013\u2014]/g, '-'));
  set(item, 'DOI', cleanDoi(text(child(record, 'electronic-resource-num'))));
  const accession = text(child(record, 'accession-num'));
  const database =
    text(child(record, 'remote-database-provider')) ?? text(child(record, 'remote-database-name')) ?? '';
  // EndNote keeps the PMID in the accession number of records imported from PubMed.
  if (accession && /^\d{1,9}$/.test(accession) && (!database || /pubmed|nlm|medline/i.test(database)))
    item.PMID = accession;
  const url = asArray(child(child(child(record, 'urls'), 'related-urls'), 'url'))
    .map(text)
    .find(Boolean);
  set(item, 'URL', url);
  const isbn = text(child(record, 'isbn'))
    ?.split('\n')[0]
    ?.replace(/\s*\(.*\)$/, '');
  if (isbn) item[item.type === 'book' || item.type === 'chapter' ? 'ISBN' : 'ISSN'] = isbn;
  set(item, 'publisher', line(child(record, 'publisher')));
  set(item, 'publisher-place', line(child(record, 'pub-location')));
  set(item, 'abstract', text(child(record, 'abstract')));
  set(item, 'language', text(child(record, 'language')));
  const keywords = asArray(child(child(record, 'keywords'), 'keyword'))
    .map(text)
    .filter(Boolean);
  if (keywords.length) item.keyword = keywords.join(', ');
  return item;
}

/**
 * The text of a one-line field (title, journal, publisher): EndNote keeps the line breaks of titles pasted from
 * PDFs ("Effects of X\non Y"), which no reference prints; every white space run becomes one space.
 */
function line(node: unknown): string | undefined {
  const value = text(node);
  return value === undefined ? undefined : value.replace(/\s+/g, ' ');
}

/** All text under a node: EndNote wraps values in one or more <style> runs. */
function text(node: unknown): string | undefined {
  const parts: string[] = [];
  const visit = (value: unknown) => {
    if (typeof value === 'string' || typeof value === 'number') parts.push(String(value));
    else if (Array.isArray(value)) value.forEach(visit);
    else if (isNode(value))
      for (const [key, inner] of Object.entries(value)) if (!key.startsWith('@')) visit(inner);
  };
  visit(node);
  const joined = decodeCharacterReferences(parts.join('')).replace(/\r/g, '\n').trim();
  return joined || undefined;
}

// EndNote escapes carriage returns as "&#xD;", which the XML parser leaves as text.
function decodeCharacterReferences(value: string): string {
  return value.replace(/&#(x[0-9a-f]+|\d+);/gi, (whole, code: string) => {
    const point = code[0] === 'x' || code[0] === 'X' ? Number.parseInt(code.slice(1), 16) : Number(code);
    return Number.isInteger(point) && point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : whole;
  });
}

function child(node: unknown, name: string): unknown {
  if (Array.isArray(node)) return child(node[0], name);
  return isNode(node) ? node[name] : undefined;
}

function asArray(value: unknown): Node[] {
  if (value === undefined) return [];
  return (Array.isArray(value) ? value : [value]).filter(isNode);
}

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function set<K extends keyof CslItem>(item: CslItem, key: K, value: CslItem[K] | undefined): void {
  if (value !== undefined && value !== '') item[key] = value;
}
