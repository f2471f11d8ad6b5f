import type { CslItem, CslItemType, CslName } from '@galley/contracts';
import { cleanDoi } from '../model/clean-doi.ts';
import { parseDate } from '../model/parse-date.ts';
import { parseName } from '../model/parse-name.ts';
import { firstOf, type TaggedRecord, valuesOf } from './tagged-record.ts';

// PubMed publication types that make a record something other than a journal article.
const TYPE_BY_PUBLICATION_TYPE: [RegExp, CslItemType][] = [
  [/^Preprint$/i, 'article'],
  [/^Dataset$/i, 'dataset'],
  [/^Congress$/i, 'paper-conference'],
];

/**
 * One MEDLINE record as a CSL item. Authors come from FAU (full names) paired with AU (initials) so neither is
 * lost; collective authors (CN) keep their place after the persons, as PubMed lists them.
 */
export function medlineRecordToItem(record: TaggedRecord, id: string): CslItem {
  const isBook = record.fields.some((field) => field.tag === 'BTI');
  const isChapter = isBook && record.fields.some((field) => field.tag === 'TI');
  let type: CslItemType = isChapter ? 'chapter' : isBook ? 'book' : 'article-journal';
  const publicationTypes = valuesOf(record, 'PT');
  // A meeting abstract PubMed files in a journal (its NLM abbreviation, TA) is cited as that journal's article.
  const inJournal = !isBook && firstOf(record, 'TA') !== undefined;
  for (const [pattern, mapped] of TYPE_BY_PUBLICATION_TYPE) {
    if (mapped === 'paper-conference' && inJournal) continue;
    if (publicationTypes.some((value) => pattern.test(value))) type = mapped;
  }
  const item: CslItem = { id, type };
  const title = isBook && !isChapter ? firstOf(record, 'BTI') : firstOf(record, 'TI');
  if (title) item.title = title;
  const container = isChapter ? firstOf(record, 'BTI') : firstOf(record, 'JT');
  if (container) item['container-title'] = container;
  const short = firstOf(record, 'TA');
  if (short && !isBook) item['container-title-short'] = short;

  const authors = readAuthors(record, 'FAU', 'AU', 'CN');
  if (authors.length) item.author = authors;
  const editors = readAuthors(record, 'FED', 'ED', undefined);
  if (editors.length) item.editor = editors;

  const issued = parseDate(firstOf(record, 'DP'));
  if (issued) item.issued = issued;
  setIf(item, 'volume', firstOf(record, 'VI'));
  setIf(item, 'issue', firstOf(record, 'IP'));
  setIf(item, 'page', firstOf(record, 'PG'));

  const identifiers = valuesOf(record, 'LID', 'AID');
  const doi = identifiers.find((value) => value.endsWith('[doi]'));
  const cleanedDoi = cleanDoi(doi?.replace(/\s*\[doi\]$/, ''));
  if (cleanedDoi) item.DOI = cleanedDoi;
  const pii = identifiers.find((value) => value.endsWith('[pii]'));
  if (pii) item.pii = pii.replace(/\s*\[pii\]$/, '');
  // An LID without a bracketed kind is the electronic location (article number) PubMed prints instead of pages.
  const articleNumber = valuesOf(record, 'LID').find((value) => !/\[[a-z]+\]$/.test(value));
  if (articleNumber && !item.page) item.number = articleNumber;

  setIf(item, 'PMID', firstOf(record, 'PMID'));
  setIf(item, 'PMCID', firstOf(record, 'PMC'));
  const issn =
    valuesOf(record, 'IS').find((value) => /Linking|Electronic|Print/.test(value)) ?? firstOf(record, 'IS');
  if (issn) item[isBook ? 'ISBN' : 'ISSN'] = issn.replace(/\s*\(.*\)$/, '');
  setIf(item, 'publisher', firstOf(record, 'PB'));
  setIf(item, 'publisher-place', isBook ? firstOf(record, 'PL') : undefined);
  setIf(item, 'edition', firstOf(record, 'EN'));
  setIf(item, 'abstract', firstOf(record, 'AB'));
  setIf(item, 'language', firstOf(record, 'LA'));
  const keywords = valuesOf(record, 'OT');
  if (keywords.length) item.keyword = keywords.join(', ');
  item.source = record.text;
  return item;
}

/**
 * Names in file order: FAU (full name) with its AU (initials) as one person, AU alone in old records that lack
 * FAU, and CN (collective) where PubMed placed it among the persons.
 */
function readAuthors(
  record: TaggedRecord,
  fullTag: string,
  shortTag: string,
  collectiveTag: string | undefined,
): CslName[] {
  const names: CslName[] = [];
  let fullPending = false;
  for (const field of record.fields) {
    if (field.tag === fullTag) {
      names.push(parseName(field.value));
      fullPending = true;
    } else if (field.tag === shortTag) {
      if (!fullPending) names.push(parseName(field.value));
      fullPending = false;
    } else if (field.tag === collectiveTag) {
      names.push({ literal: field.value });
      fullPending = false;
    }
  }
  return names;
}

function setIf<K extends keyof CslItem>(item: CslItem, key: K, value: CslItem[K] | undefined): void {
  if (value !== undefined && value !== '') item[key] = value;
}
