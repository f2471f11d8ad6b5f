import type { CslItem, CslName } from '@galley/contracts';
import { cleanDoi } from '../model/clean-doi.ts';
import { parseName } from '../model/parse-name.ts';

// Vancouver/AMA/NLM tail: "2020 Jan 15;12(3):100-9", "2020;12:e1002", "2020 Mar;12(Suppl 2):S1-S9".
const VANCOUVER_TAIL =
  /(?<year>(?:1[89]|20)\d\d)(?:\s+[A-Z][a-z]{2,8}(?:\s+\d{1,2})?)?\s*;\s*(?<volume>[\w-]+)?\s*(?:\((?<issue>[^)]{1,20})\))?\s*:\s*(?<page>[A-Za-z]?\d+(?:\s*[-–]\s*[A-Za-z]?\d+)?)/;
const YEAR = /\b((?:1[89]|20)\d\d)[a-z]?\b/;

/**
 * Rule-based field parser for one reference string. It finds identifiers anywhere (DOI, PMID, PMCID, URL), the
 * Vancouver/AMA "year;volume(issue):pages" tail, and splits the text before it at full stops into authors, title
 * and journal. Confidence is high for identifiers and the numeric tail, lower for the split at full stops.
 * (The learned sequence tagger the issue asks for is not built yet; see the package README.)
 */
export function parseReferenceString(text: string, id: string): CslItem {
  const source = text.replace(/\s+/g, ' ').trim();
  const item: CslItem = { id, type: 'article-journal', source, confidence: {} };
  const confidence = item.confidence ?? {};
  let rest = source;

  const doi = cleanDoi(rest);
  if (doi) {
    item.DOI = doi;
    confidence.DOI = 0.99;
    rest = rest.replace(/\s*(?:doi:?\s*|https?:\/\/(?:dx\.)?doi\.org\/)?10\.\d{4,9}\/\S+/i, '');
  }
  const pmid = /\bPMID:?\s*(\d{1,9})\b/i.exec(rest);
  if (pmid?.[1]) {
    item.PMID = pmid[1];
    confidence.PMID = 0.99;
    rest = rest.replace(pmid[0], '');
  }
  const pmcid = /\b(PMC\d{4,9})\b/.exec(rest);
  if (pmcid?.[1]) {
    item.PMCID = pmcid[1];
    confidence.PMCID = 0.99;
    rest = rest.replace(pmcid[0], '');
  }
  const url = /\bhttps?:\/\/\S+/.exec(rest);
  if (url) {
    item.URL = url[0].replace(/[.,;]+$/, '');
    confidence.URL = 0.95;
    rest = rest.replace(url[0], '');
  }

  const tail = VANCOUVER_TAIL.exec(rest);
  let head = rest;
  if (tail?.groups) {
    const { year, volume, issue, page } = tail.groups;
    item.issued = { 'date-parts': [[Number(year)]] };
    if (volume) item.volume = volume;
    if (issue) item.issue = issue;
    if (page) item.page = page.replace(/\s+/g, '').replace('–', '-');
    confidence.issued = 0.95;
    if (volume) confidence.volume = 0.95;
    if (issue) confidence.issue = 0.9;
    if (page) confidence.page = 0.95;
    head = rest.slice(0, tail.index);
  } else {
    const year = YEAR.exec(rest);
    if (year?.[1]) {
      item.issued = { 'date-parts': [[Number(year[1])]] };
      confidence.issued = 0.7;
    }
  }

  // "Authors. Title. Journal." — full stops that end a segment are followed by a space and a capital or digit,
  // and are not the dot of an initial ("Smith JA." ends the authors, "J. A." does not).
  const segments = head
    .split(/(?<=[^\s.][^\s.]|\))\.\s+(?=[\p{Lu}\d[("“])/u)
    .map((segment) => segment.trim().replace(/[.,;\s]+$/, ''))
    .filter(Boolean);
  const [authorPart, title, ...journal] = segments;
  if (authorPart && looksLikeAuthors(authorPart)) {
    item.author = splitAuthors(authorPart);
    confidence.author = 0.8;
    if (title) {
      item.title = title;
      confidence.title = 0.75;
    }
    if (journal.length) {
      item['container-title'] = journal.join('. ');
      confidence['container-title'] = 0.7;
    }
  } else if (authorPart) {
    item.title = authorPart;
    confidence.title = 0.5;
    if (title) item['container-title'] = [title, ...journal].join('. ');
  }
  return item;
}

function looksLikeAuthors(text: string): boolean {
  return (
    /^(?:\p{Lu}[\p{L}'’-]+(?:\s[\p{L}'’-]+)?\s+\p{Lu}{1,3}\b|\p{Lu}[\p{L}'’-]+,\s*\p{Lu}\.)/u.test(text) ||
    /\bet al\b/.test(text)
  );
}

function splitAuthors(text: string): CslName[] {
  const cleaned = text.replace(/,?\s*\bet al\b\.?/, '').trim();
  // "Smith JA, Doe B" (Vancouver) splits at commas; "Smith, J. A., Doe, B." (APA) pairs family with initials.
  const vancouver = cleaned.split(/\s*,\s*|\s+and\s+|\s*&\s*/).filter(Boolean);
  if (vancouver.every((part) => /\s\p{Lu}{1,3}$/u.test(part) || !part.includes(' ')))
    return vancouver.map((part) => parseName(part));
  const names: CslName[] = [];
  const apa = cleaned.split(/\s*(?:,\s*(?:&|and)\s*|,\s*)/);
  for (let index = 0; index < apa.length; index += 2) {
    const family = apa[index] ?? '';
    const given = apa[index + 1];
    names.push(given && /^(?:\p{Lu}\.\s?-?)+$/u.test(given) ? { family, given } : parseName(family));
    if (!given || !/^(?:\p{Lu}\.\s?-?)+$/u.test(given)) index--;
  }
  return names;
}
