import type { CslItem, CslName } from '@galley/contracts';
import { parseXml, type XmlNode } from '../xml/parse-xml.ts';
import { xmlText } from '../xml/xml-text.ts';
import { pubmedDate } from './pubmed-date.ts';
import type { LinkedNotice, PubmedRecord } from './pubmed-record.ts';
import { retractionFlags } from './retraction-flags.ts';

/** efetch XML (PubmedArticleSet) → records. Book records (PubmedBookArticle) are skipped. */
export function pubmedXmlToRecords(xml: string): PubmedRecord[] {
  const set = parseXml(xml).PubmedArticleSet as XmlNode | undefined;
  const articles = (set?.PubmedArticle as XmlNode[] | undefined) ?? [];
  return articles.map(articleToRecord).filter((record): record is PubmedRecord => record !== null);
}

function articleToRecord(node: XmlNode): PubmedRecord | null {
  const citation = node.MedlineCitation as XmlNode | undefined;
  const article = citation?.Article as XmlNode | undefined;
  if (!citation || !article) return null;
  const pmid = xmlText(citation.PMID);
  const journal = (article.Journal as XmlNode | undefined) ?? {};
  const issue = (journal.JournalIssue as XmlNode | undefined) ?? {};
  const item: CslItem = { id: pmid, type: 'article-journal', PMID: pmid };
  const set = <K extends keyof CslItem>(key: K, value: CslItem[K] | '') => {
    if (value !== '' && value !== undefined) item[key] = value as CslItem[K];
  };
  set('title', xmlText(article.ArticleTitle) || xmlText(article.VernacularTitle));
  set('container-title', xmlText(journal.Title));
  set(
    'container-title-short',
    xmlText(journal.ISOAbbreviation) || xmlText((citation.MedlineJournalInfo as XmlNode)?.MedlineTA),
  );
  set('ISSN', xmlText(journal.ISSN));
  set('volume', xmlText(issue.Volume));
  set('issue', xmlText(issue.Issue));
  set('issued', pubmedDate(issue.PubDate as XmlNode | undefined));
  const pagination = article.Pagination as XmlNode | undefined;
  set('page', xmlText(pagination?.MedlinePgn) || joinPages(pagination));
  const authors = authorNames(article.AuthorList as XmlNode | undefined);
  if (authors.length > 0) item.author = authors;
  set('language', xmlText(article.Language));
  const ids = articleIds(node, article);
  set('DOI', ids.doi);
  set('PMCID', ids.pmc);
  set('pii', ids.pii);
  const publicationTypes =
    ((article.PublicationTypeList as XmlNode | undefined)?.PublicationType as unknown[] | undefined)?.map(
      xmlText,
    ) ?? [];
  const links =
    ((citation.CommentsCorrectionsList as XmlNode | undefined)?.CommentsCorrections as
      | XmlNode[]
      | undefined) ?? [];
  const linked = (type: string) =>
    links
      .filter((link) => link['@RefType'] === type)
      .map((link) => notice(xmlText(link.RefSource), xmlText(link.PMID)));
  return {
    pmid,
    item,
    publicationTypes,
    ...retractionFlags(publicationTypes, linked('RetractionIn'), linked('RetractionOf')),
    errata: linked('ErratumIn'),
    linkedPmids: links.map((link) => xmlText(link.PMID)).filter(Boolean),
  };
}

function notice(source: string, pmid: string): LinkedNotice {
  return pmid ? { source, pmid } : { source };
}

function joinPages(pagination: XmlNode | undefined): string {
  const start = xmlText(pagination?.StartPage);
  const end = xmlText(pagination?.EndPage);
  return start && end ? `${start}-${end}` : start;
}

function authorNames(list: XmlNode | undefined): CslName[] {
  const authors = (list?.Author as XmlNode[] | undefined) ?? [];
  return authors
    .filter((author) => author['@ValidYN'] !== 'N')
    .map((author): CslName => {
      const collective = xmlText(author.CollectiveName);
      if (collective) return { literal: collective };
      const name: CslName = { family: xmlText(author.LastName) };
      const given = xmlText(author.ForeName) || xmlText(author.Initials);
      if (given) name.given = given;
      const suffix = xmlText(author.Suffix);
      if (suffix) name.suffix = suffix;
      return name;
    })
    .filter((name) => name.literal || name.family);
}

/** DOI/PII/PMCID from PubmedData's ArticleIdList, falling back to the article's ELocationIDs. */
function articleIds(node: XmlNode, article: XmlNode): { doi: string; pmc: string; pii: string } {
  const found: Record<string, string> = {};
  const list = ((node.PubmedData as XmlNode | undefined)?.ArticleIdList as XmlNode | undefined)?.ArticleId as
    | XmlNode[]
    | undefined;
  for (const id of list ?? []) {
    const type = String(id['@IdType'] ?? '');
    if (!found[type]) found[type] = xmlText(id);
  }
  for (const location of (article.ELocationID as XmlNode[] | undefined) ?? []) {
    const type = String(location['@EIdType'] ?? '');
    if (!found[type] && location['@ValidYN'] !== 'N') found[type] = xmlText(location);
  }
  return { doi: found.doi ?? '', pmc: found.pmc ?? '', pii: found.pii ?? '' };
}
