import type { CslItem, CslName } from '@galley/contracts';
import { parseDate } from '../../packages/references/src/model/parse-date.ts';

/**
 * PubMed efetch XML (PubmedArticleSet) → CSL items, enough for training strings and for the evaluation's gold
 * fields: authors (persons with suffix, collective names), title, journal and its ISO abbreviation, date,
 * volume, issue, pages, DOI, PMID, PMCID, PII. Regular expressions over one article at a time are plenty for
 * NLM's regular XML and much faster than a DOM over 9,449 records.
 */
export function pubmedXmlItems(xml: string): CslItem[] {
  const items: CslItem[] = [];
  for (const match of xml.matchAll(/<PubmedArticle>([\s\S]*?)<\/PubmedArticle>/g)) {
    const article = match[1] ?? '';
    const pmid = first(article, /<PMID[^>]*>(\d+)<\/PMID>/);
    if (!pmid) continue;
    const item: CslItem = { id: pmid, type: 'article-journal', PMID: pmid };
    const title = text(first(article, /<ArticleTitle[^>]*>([\s\S]*?)<\/ArticleTitle>/));
    if (title) item.title = title;
    const journal = text(first(article, /<Journal>[\s\S]*?<Title>([\s\S]*?)<\/Title>/));
    if (journal) item['container-title'] = journal;
    const iso = text(first(article, /<ISOAbbreviation>([\s\S]*?)<\/ISOAbbreviation>/));
    if (iso) item['container-title-short'] = iso;
    const volume = text(first(article, /<JournalIssue[^>]*>[\s\S]*?<Volume>([\s\S]*?)<\/Volume>/));
    if (volume) item.volume = volume;
    const issue = text(first(article, /<JournalIssue[^>]*>[\s\S]*?<Issue>([\s\S]*?)<\/Issue>/));
    if (issue) item.issue = issue;
    const pages = text(first(article, /<MedlinePgn>([\s\S]*?)<\/MedlinePgn>/));
    if (pages) item.page = pages;
    const pubDate = first(article, /<PubDate>([\s\S]*?)<\/PubDate>/) ?? '';
    const date = parseDate(
      text(first(pubDate, /<MedlineDate>([\s\S]*?)<\/MedlineDate>/)) ??
        [/<Year>(\d+)/, /<Month>(\w+)/, /<Day>(\d+)/]
          .map((pattern) => first(pubDate, pattern))
          .filter(Boolean)
          .join(' '),
    );
    if (date) item.issued = date;
    const doi = text(
      first(article, /<ELocationID EIdType="doi"[^>]*>([^<]+)</) ??
        first(article, /<ArticleId IdType="doi">([^<]+)</),
    );
    if (doi) item.DOI = doi;
    const pmcid = first(article, /<ArticleId IdType="pmc">([^<]+)</);
    if (pmcid) item.PMCID = pmcid.trim();
    const pii = first(article, /<ArticleId IdType="pii">([^<]+)</);
    if (pii) item.pii = pii.trim();
    const language = text(first(article, /<Language>([^<]+)<\/Language>/));
    if (language) item.language = language;
    const authors = authorList(first(article, /<AuthorList[^>]*>([\s\S]*?)<\/AuthorList>/) ?? '');
    if (authors.length) item.author = authors;
    items.push(item);
  }
  return items;
}

function authorList(xml: string): CslName[] {
  const names: CslName[] = [];
  for (const match of xml.matchAll(/<Author[^>]*>([\s\S]*?)<\/Author>/g)) {
    const author = match[1] ?? '';
    const collective = text(first(author, /<CollectiveName>([\s\S]*?)<\/CollectiveName>/));
    if (collective) {
      names.push({ literal: collective });
      continue;
    }
    const family = text(first(author, /<LastName>([\s\S]*?)<\/LastName>/));
    if (!family) continue;
    const name: CslName = { family };
    const given = text(first(author, /<ForeName>([\s\S]*?)<\/ForeName>/));
    if (given) name.given = given;
    const suffix = text(first(author, /<Suffix>([\s\S]*?)<\/Suffix>/));
    if (suffix) name.suffix = suffix;
    names.push(name);
  }
  return names;
}

function first(text: string, pattern: RegExp): string | undefined {
  return pattern.exec(text)?.[1];
}

/** Element content as plain text: inline tags (<i>, <sup>) dropped, entities decoded, white space collapsed. */
function text(xml: string | undefined): string | undefined {
  if (xml === undefined) return undefined;
  const plain = xml
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&#x([0-9a-f]+);/gi, (_, code: string) => String.fromCodePoint(Number.parseInt(code, 16)))
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  return plain || undefined;
}
