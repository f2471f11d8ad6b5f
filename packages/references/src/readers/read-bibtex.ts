import type { CslItem, CslName, ReadResult } from '@galley/contracts';
import { type Creator, type Entry, parse } from '@retorquere/bibtex-parser';
import { cleanDoi } from '../model/clean-doi.ts';
import { ET_AL_NAME } from '../model/et-al-name.ts';
import { parseDate } from '../model/parse-date.ts';
import { safeBibtexKeys } from './bibtex-keys.ts';
import { joinSubtitle } from './bibtex-subtitle.ts';
import { BIBTEX_TO_CSL_TYPE } from './bibtex-types.ts';
import { decodeInput } from './decode-input.ts';

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/**
 * BibTeX/BibLaTeX → CSL items through Better BibTeX's parser (@retorquere/bibtex-parser), which turns LaTeX
 * into Unicode and splits names the way BibTeX does. Titles are kept as written: casing is the formatter's job.
 */
export function readBibtex(input: string | Uint8Array): ReadResult {
  const result: ReadResult = { items: [], warnings: [] };
  let library: ReturnType<typeof parse>;
  const { text: source, originals } = safeBibtexKeys(decodeInput(input));
  try {
    library = parse(source, {
      english: false,
      sentenceCase: false,
      unsupported: 'ignore',
      caseProtection: false,
    });
  } catch (error) {
    result.warnings.push({
      code: 'invalid_bibtex',
      message: `The BibTeX could not be read: ${describe(error)}`,
    });
    return result;
  }
  for (const error of library.errors) {
    result.warnings.push({ code: 'invalid_bibtex', message: `BibTeX: ${error.error}` });
  }
  const byKey = new Map(library.entries.map((entry) => [entry.key, entry]));
  for (const entry of library.entries) {
    const key = originals.get(entry.key) ?? entry.key;
    const item = entryToItem(entry, String(result.items.length + 1), byKey);
    if (originals.has(entry.key) && item.source) item.source = item.source.replace(entry.key, key);
    if (item.title || item.author || item.DOI) result.items.push(item);
    else
      result.warnings.push({
        code: 'unreadable_record',
        // An entry the parser could not read comes back with no fields at all: say so, not "no title".
        message:
          Object.keys(entry.fields).length === 0
            ? `The entry "${key}" could not be read and was skipped.`
            : `The entry "${key}" has no title or author and was skipped.`,
      });
  }
  if (result.items.length === 0) {
    result.warnings.push({ code: 'no_references', message: 'No convertible references were found.' });
  }
  return result;
}

function entryToItem(entry: Entry, id: string, byKey: Map<string, Entry>): CslItem {
  const fields = entry.fields;
  const text = (name: string): string | undefined => {
    const value = (fields as Record<string, unknown>)[name];
    return typeof value === 'string' && value.trim() ? value.trim() : undefined;
  };
  const item: CslItem = { id, type: BIBTEX_TO_CSL_TYPE[entry.type.toLowerCase()] ?? 'document' };
  if (text('eprinttype') || text('archiveprefix'))
    item.type = item.type === 'document' ? 'article' : item.type;
  set(item, 'title', joinSubtitle(text('title'), text('subtitle')));
  set(item, 'container-title', text('journal') ?? text('journaltitle') ?? text('booktitle'));
  set(item, 'container-title-short', text('shortjournal') ?? text('journalabbreviation'));
  if (fields.author?.length) item.author = fields.author.map(toName);
  if (fields.editor?.length) item.editor = fields.editor.map(toName);
  const date = text('date') ?? parentDate(entry, byKey) ?? joinDate(text('year'), text('month'), text('day'));
  const issued = parseDate(date);
  if (issued) item.issued = issued;
  set(item, 'volume', text('volume'));
  set(item, 'issue', text('number') ?? text('issue'));
  // The parser turns "--" into an en dash; pages are stored with a hyphen, the formatter picks the dash.
  set(item, 'page', text('pages')?.replace(/--|[\u2013\u2014]/g, '-'));
  set(item, 'number', text('eid') ?? text('articleno'));
  set(item, 'DOI', cleanDoi(text('doi')));
  set(item, 'URL', text('url'));
  set(item, 'PMID', text('pmid'));
  set(item, 'PMCID', text('pmcid'));
  set(item, 'pii', text('pii'));
  set(item, 'ISSN', text('issn'));
  set(item, 'ISBN', text('isbn'));
  set(item, 'publisher', fields.publisher?.join('; ') ?? fields.institution?.join('; ') ?? text('school'));
  set(item, 'publisher-place', fields.location?.join('; ') ?? text('address'));
  set(item, 'edition', text('edition'));
  set(item, 'abstract', text('abstract'));
  set(item, 'language', text('language') ?? text('langid'));
  set(item, 'note', text('note'));
  if (fields.keywords?.length) item.keyword = fields.keywords.join(', ');
  item.source = entry.input;
  return item;
}

function toName(creator: Creator): CslName {
  // "and others" ends a list BibTeX cuts short: kept as the et-al mark, never a person named "others".
  if ((creator.name ?? creator.lastName) === 'others' && !creator.firstName) return { ...ET_AL_NAME };
  if (creator.name) return { literal: creator.name };
  const name: CslName = {};
  // The particle stays part of the family name ("van der Berg"), as PubMed, RIS and our other readers keep it.
  const family = [creator.prefix, creator.lastName].filter(Boolean).join(' ');
  if (family) name.family = family;
  if (creator.firstName) name.given = creator.firstName;
  if (creator.suffix) name.suffix = creator.suffix;
  return name;
}

/**
 * The biblatex `date` of the crossref parent, which the parser does not pass down (it does `year` and `month`):
 * taken when the child has no year or the parent's year, so the child's own year still wins.
 */
function parentDate(entry: Entry, byKey: Map<string, Entry>): string | undefined {
  const crossref = (entry.fields as Record<string, unknown>).crossref;
  const parent = typeof crossref === 'string' ? byKey.get(crossref.trim()) : undefined;
  const date = (parent?.fields as Record<string, unknown> | undefined)?.date;
  if (typeof date !== 'string' || !date.trim()) return undefined;
  const year = (entry.fields as Record<string, unknown>).year;
  return typeof year !== 'string' || date.trim().startsWith(year.trim()) ? date.trim() : undefined;
}

function joinDate(year?: string, month?: string, day?: string): string | undefined {
  if (!year) return undefined;
  const monthIndex = month ? MONTHS.indexOf(month.slice(0, 3).toLowerCase()) : -1;
  const monthNumber = monthIndex >= 0 ? monthIndex + 1 : Number(month);
  if (!monthNumber) return year;
  return `${year}-${monthNumber}${day ? `-${day}` : ''}`;
}

function set<K extends keyof CslItem>(item: CslItem, key: K, value: CslItem[K] | undefined): void {
  if (value !== undefined && value !== '') item[key] = value;
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
