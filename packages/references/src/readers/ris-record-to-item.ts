import type { CslItem } from '@galley/contracts';
import { cleanDoi } from '../model/clean-doi.ts';
import { joinPages } from '../model/join-pages.ts';
import { parseDate } from '../model/parse-date.ts';
import { parseName } from '../model/parse-name.ts';
import { RIS_TO_CSL_TYPE } from './ris-types.ts';
import { firstOf, type TaggedRecord, valuesOf } from './tagged-record.ts';

const PMID_IN_NOTE = /^(?:PUBMED|PMID)[:\s]*(\d{1,9})$/i;

/**
 * One RIS record as a CSL item. The tag table follows the RIS spec, with the exporters' variants tried in the
 * order that the 24 real exports in the shared library showed to be most reliable (e.g. JF before JO, since
 * Embase puts the abbreviation in JO and Google Scholar the full title).
 */
export function risRecordToItem(record: TaggedRecord, id: string): CslItem {
  const risType = (firstOf(record, 'TY') ?? 'GEN').toUpperCase();
  const type = RIS_TO_CSL_TYPE[risType] ?? 'article-journal';
  const item: CslItem = { id, type };
  const isContainerBook = type === 'chapter' || type === 'paper-conference';

  const title = firstOf(record, 'TI', 'T1', 'CT');
  if (title) item.title = title;
  else if (type === 'book') setIf(item, 'title', firstOf(record, 'BT', 'T2'));

  const containerFull = isContainerBook
    ? firstOf(record, 'T2', 'BT', 'JF')
    : firstOf(record, 'JF', 'T2', 'JO', 'JA', 'J2', 'BT');
  setIf(item, 'container-title', containerFull);
  // J2 is the abbreviation by definition (kept even when equal to the title, as PubMed's TA often is); the
  // other tags only count when they differ from the full title.
  const containerShort = firstOf(record, 'J2') ?? firstOf(record, 'JA', 'J9', 'JI', 'JO');
  if (containerShort && (containerShort !== containerFull || firstOf(record, 'J2'))) {
    item['container-title-short'] = containerShort;
  }

  const authors = valuesOf(record, 'AU', 'A1')
    .map((value) => parseName(value, { commaMeansPerson: true }))
    .filter((name) => Object.keys(name).length > 0);
  if (authors.length) item.author = authors;
  // A2 is the editor only where the type has one; in journal records exporters fill it with anything
  // (APA PsycInfo puts the cited references there).
  const editors = valuesOf(record, 'ED', ...(isContainerBook || type === 'book' ? ['A2'] : [])).map((value) =>
    parseName(value, { commaMeansPerson: true }),
  );
  if (editors.length) item.editor = editors;

  const issued = parseDate(firstOf(record, 'PY', 'Y1', 'DA'));
  if (issued) {
    // WoS writes the year in PY and "DEC 12" in DA; carry month and day over when they agree on nothing else.
    const extra = parseDate(`${issued['date-parts']?.[0]?.[0] ?? ''} ${firstOf(record, 'DA') ?? ''}`);
    const parts = issued['date-parts']?.[0];
    const extraParts = extra?.['date-parts']?.[0];
    if (parts && parts.length === 1 && extraParts && extraParts.length > 1 && extraParts[0] === parts[0]) {
      item.issued = extra;
    } else item.issued = issued;
  }

  setIf(item, 'volume', firstOf(record, 'VL'));
  setIf(item, 'issue', firstOf(record, 'IS', 'CP'));
  const page = joinPages(firstOf(record, 'SP'), firstOf(record, 'EP'));
  if (page) item.page = page;
  setIf(item, 'number', firstOf(record, 'C7', 'AR'));

  const doi =
    cleanDoi(firstOf(record, 'DO', 'DI', 'M3')) ??
    valuesOf(record, 'L2', 'UR', 'LK', 'N1').map(cleanDoi).find(Boolean);
  if (doi) item.DOI = doi;
  const url = valuesOf(record, 'UR').find((value) => /^https?:\/\//.test(value));
  if (url) item.URL = url;
  const pmid = valuesOf(record, 'C3', 'AN', 'C5', 'PM')
    .map((value) => PMID_IN_NOTE.exec(value.trim())?.[1])
    .find(Boolean);
  const fromPubmed = valuesOf(record, 'DB').some((value) => /pubmed|medline/i.test(value));
  const accession = firstOf(record, 'AN');
  if (pmid) item.PMID = pmid;
  else if (fromPubmed && accession && /^\d{1,9}$/.test(accession)) item.PMID = accession;
  const pmcid = valuesOf(record, 'C2', 'C1').find((value) => /^PMC\d+$/.test(value));
  if (pmcid) item.PMCID = pmcid;
  setIf(item, 'pii', firstOf(record, 'C4'));

  const issnOrIsbn = firstOf(record, 'SN');
  if (issnOrIsbn) {
    if (type === 'book' || type === 'chapter') item.ISBN = issnOrIsbn;
    else item.ISSN = issnOrIsbn;
  }
  setIf(item, 'publisher', firstOf(record, 'PB'));
  setIf(item, 'publisher-place', firstOf(record, 'CY', 'PP'));
  setIf(item, 'edition', firstOf(record, 'ET'));
  setIf(item, 'abstract', firstOf(record, 'AB', 'N2'));
  setIf(item, 'language', firstOf(record, 'LA'));
  setIf(item, 'note', firstOf(record, 'N1'));
  const keywords = valuesOf(record, 'KW').filter(Boolean);
  if (keywords.length) item.keyword = keywords.join(', ');
  item.source = record.text;
  return item;
}

function setIf<K extends keyof CslItem>(item: CslItem, key: K, value: CslItem[K] | undefined): void {
  if (value !== undefined && value !== '') item[key] = value;
}
