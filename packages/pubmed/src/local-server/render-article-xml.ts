import type { PubmedRecord } from '../records/pubmed-record.ts';
import { escapeXml as x } from './escape-xml.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A <PubmedArticle> for a record the corpus only has in MEDLINE form: the elements our mapping reads, in NCBI's
 * order, so pubmedXmlToRecords gives back the same record.
 */
export function renderArticleXml(record: PubmedRecord): string {
  const item = record.item;
  const [year, month, day] = item.issued?.['date-parts']?.[0] ?? [];
  const date = [
    year ? `<Year>${year}</Year>` : '',
    month ? `<Month>${MONTHS[month - 1]}</Month>` : '',
    day ? `<Day>${day}</Day>` : '',
  ].join('');
  const tag = (name: string, value: string | undefined) => (value ? `<${name}>${x(value)}</${name}>` : '');
  const authors = (item.author ?? [])
    .map((name) =>
      name.literal
        ? `<Author ValidYN="Y">${tag('CollectiveName', name.literal)}</Author>`
        : `<Author ValidYN="Y">${tag('LastName', name.family)}${tag('ForeName', name.given)}${tag('Suffix', name.suffix)}</Author>`,
    )
    .join('');
  const types = record.publicationTypes
    .map((type) => `<PublicationType>${x(type)}</PublicationType>`)
    .join('');
  const links = [
    ...record.retractionNotices.map((link) => ({ type: 'RetractionIn', ...link })),
    ...record.errata.map((link) => ({ type: 'ErratumIn', ...link })),
  ]
    .map(
      (link) =>
        `<CommentsCorrections RefType="${link.type}">${tag('RefSource', link.source)}${link.pmid ? `<PMID Version="1">${link.pmid}</PMID>` : ''}</CommentsCorrections>`,
    )
    .join('');
  const ids = [
    ['pubmed', record.pmid],
    ['pii', item.pii],
    ['doi', item.DOI],
    ['pmc', item.PMCID],
  ]
    .filter(([, value]) => value)
    .map(([type, value]) => `<ArticleId IdType="${type}">${x(value ?? '')}</ArticleId>`)
    .join('');
  return [
    `<PubmedArticle><MedlineCitation Status="MEDLINE" Owner="NLM"><PMID Version="1">${record.pmid}</PMID>`,
    `<Article PubModel="Print"><Journal>${tag('ISSN', item.ISSN)}<JournalIssue CitedMedium="Print">`,
    `${tag('Volume', item.volume)}${tag('Issue', item.issue)}<PubDate>${date}</PubDate></JournalIssue>`,
    `${tag('Title', item['container-title'])}${tag('ISOAbbreviation', item['container-title-short'])}</Journal>`,
    `${tag('ArticleTitle', item.title)}<Pagination>${tag('MedlinePgn', item.page)}</Pagination>`,
    `<AuthorList CompleteYN="Y">${authors}</AuthorList>${tag('Language', item.language)}`,
    `<PublicationTypeList>${types}</PublicationTypeList></Article>`,
    links ? `<CommentsCorrectionsList>${links}</CommentsCorrectionsList>` : '',
    `</MedlineCitation><PubmedData><ArticleIdList>${ids}</ArticleIdList></PubmedData></PubmedArticle>`,
  ].join('');
}
