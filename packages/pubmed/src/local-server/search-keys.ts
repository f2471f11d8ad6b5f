import type { PubmedRecord } from '../records/pubmed-record.ts';
import { normaliseText } from './normalise-text.ts';

/** Pre-normalised fields the local server's term search and ECitMatch compare against. */
export interface SearchKeys {
  title: string;
  /** "smith j", "smith jr" …: family name plus initials, as PubMed's [au] index holds them. */
  authors: string[];
  journals: string[];
  year: string;
  volume: string;
  issue: string;
  firstPage: string;
  /** DOI, PII and PMCID, lower-cased ([aid] searches all of them). */
  articleIds: string[];
  doi: string;
}

export function searchKeys(record: PubmedRecord): SearchKeys {
  const item = record.item;
  const authors = (item.author ?? []).map((name) => {
    if (name.literal) return normaliseText(name.literal);
    const initials = (name.given ?? '')
      .split(/[\s.-]+/)
      .filter(Boolean)
      .map((part) => (/^[A-Z]+$/.test(part) ? part : part[0]))
      .join('');
    return normaliseText(`${name.family ?? ''} ${initials}`);
  });
  const doi = (item.DOI ?? '').toLowerCase();
  return {
    title: normaliseText(item.title),
    authors,
    journals: [item['container-title'], item['container-title-short'], item.ISSN]
      .filter((value): value is string => Boolean(value))
      .map(normaliseText),
    year: String(item.issued?.['date-parts']?.[0]?.[0] ?? ''),
    volume: normaliseText(item.volume),
    issue: normaliseText(item.issue),
    firstPage: normaliseText((item.page ?? item.number ?? '').split(/[-–,]/)[0]),
    articleIds: [doi, item.pii, item.PMCID]
      .filter((value): value is string => Boolean(value))
      .map((v) => v.toLowerCase()),
    doi,
  };
}
