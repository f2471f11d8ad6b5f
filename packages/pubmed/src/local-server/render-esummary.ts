import type { PubmedRecord } from '../records/pubmed-record.ts';
import { escapeXml as x } from './escape-xml.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * esummary in NCBI's version-1 XML (DocSum/Item, every item of esummary1.xml in its order) or version-2 JSON
 * (result.uids and one summary per uid, NCBI's lower-case keys). Fields the corpus does not hold (history,
 * citation counts) are present and empty, as NCBI sends them for records without them.
 */
export function renderEsummary(records: PubmedRecord[], json: boolean): { type: string; body: string } {
  if (json) {
    const result: Record<string, unknown> = { uids: records.map((record) => record.pmid) };
    for (const record of records) {
      // SO (the source line) is version 1's; version 2 carries it as pubdate, volume, issue and pages.
      const { so: _so, ...summary } = summaryJson(record);
      result[record.pmid] = summary;
    }
    return {
      type: 'application/json',
      body: JSON.stringify({ header: { type: 'esummary', version: '0.3' }, result }),
    };
  }
  const docs = records.map((record) => {
    const s = summaryJson(record);
    const item = (name: string, type: string, value: string | number) =>
      `\t<Item Name="${name}" Type="${type}">${x(String(value))}</Item>\n`;
    const list = (name: string, children: [string, string, string][]) =>
      children.length === 0
        ? `\t<Item Name="${name}" Type="List"></Item>\n`
        : `\t<Item Name="${name}" Type="List">\n${children.map(([child, type, value]) => `\t\t<Item Name="${child}" Type="${type}">${x(value)}</Item>\n`).join('')}\t</Item>\n`;
    return [
      `<DocSum>\n\t<Id>${record.pmid}</Id>\n`,
      item('PubDate', 'Date', s.pubdate),
      item('EPubDate', 'Date', s.epubdate),
      item('Source', 'String', s.source),
      list(
        'AuthorList',
        s.authors.map((a) => ['Author', 'String', a.name]),
      ),
      item('LastAuthor', 'String', s.lastauthor),
      item('Title', 'String', s.title),
      item('Volume', 'String', s.volume),
      item('Issue', 'String', s.issue),
      item('Pages', 'String', s.pages),
      list(
        'LangList',
        s.lang.map((lang) => ['Lang', 'String', lang]),
      ),
      item('NlmUniqueID', 'String', s.nlmuniqueid),
      item('ISSN', 'String', s.issn),
      item('ESSN', 'String', s.essn),
      list(
        'PubTypeList',
        s.pubtype.map((type) => ['PubType', 'String', type]),
      ),
      item('RecordStatus', 'String', s.recordstatus),
      item('PubStatus', 'String', s.pubstatus),
      list(
        'ArticleIds',
        s.articleids.map((id) => [id.idtype, 'String', id.value]),
      ),
      // NCBI adds a DOI item only to records that have one.
      record.item.DOI ? item('DOI', 'String', record.item.DOI) : '',
      list('History', []),
      list('References', []),
      item('HasAbstract', 'Integer', record.item.abstract ? 1 : 0),
      item('PmcRefCount', 'Integer', s.pmcrefcount),
      item('FullJournalName', 'String', s.fulljournalname),
      item('ELocationID', 'String', s.elocationid),
      item('SO', 'String', s.so),
      '</DocSum>\n',
    ].join('');
  });
  const body = [
    '<?xml version="1.0" encoding="UTF-8" ?>',
    '<!DOCTYPE eSummaryResult PUBLIC "-//NLM//DTD esummary v1 20041029//EN" "https://eutils.ncbi.nlm.nih.gov/eutils/dtd/20041029/esummary-v1.dtd">',
    `<eSummaryResult>\n${docs.join('\n')}</eSummaryResult>`,
  ].join('\n');
  return { type: 'text/xml; charset=UTF-8', body };
}

function summaryJson(record: PubmedRecord) {
  const item = record.item;
  const [year, month, day] = item.issued?.['date-parts']?.[0] ?? [];
  const initials = (given = '') =>
    given
      .split(/[\s.-]+/)
      .filter(Boolean)
      .map((part) => (/^[A-Z]+$/.test(part) ? part : part[0]))
      .join('');
  const authors = (item.author ?? []).map((a) => ({
    name: a.literal ?? `${a.family ?? ''} ${initials(a.given)}`.trim(),
    authtype: 'Author',
    clusterid: '',
  }));
  const pubdate = [year, month ? MONTHS[month - 1] : '', day].filter(Boolean).join(' ');
  const issue = item.issue ? `(${item.issue})` : '';
  const locator = `${item.volume ?? ''}${issue}${item.page ? `:${item.page}` : ''}`;
  return {
    uid: record.pmid,
    pubdate,
    epubdate: '',
    source: item['container-title-short'] ?? item['container-title'] ?? '',
    authors,
    lastauthor: authors.at(-1)?.name ?? '',
    title: item.title ?? '',
    sorttitle: (item.title ?? '').toLowerCase(),
    volume: item.volume ?? '',
    issue: item.issue ?? '',
    pages: item.page ?? '',
    lang: item.language ? [item.language] : [],
    nlmuniqueid: '',
    issn: item.ISSN ?? '',
    essn: '',
    pubtype: record.publicationTypes,
    recordstatus: 'PubMed - indexed for MEDLINE',
    pubstatus: 'ppublish',
    articleids: [
      { idtype: 'pubmed', idtypen: 1, value: record.pmid },
      ...(item.DOI ? [{ idtype: 'doi', idtypen: 3, value: item.DOI }] : []),
      ...(item.pii ? [{ idtype: 'pii', idtypen: 4, value: item.pii }] : []),
      ...(item.PMCID ? [{ idtype: 'pmc', idtypen: 8, value: item.PMCID }] : []),
    ],
    history: [],
    references: [],
    attributes: item.abstract ? ['Has Abstract'] : [],
    pmcrefcount: 0,
    fulljournalname: item['container-title'] ?? '',
    elocationid: item.DOI ? `doi: ${item.DOI}` : '',
    doctype: 'citation',
    so: locator ? `${pubdate};${locator}` : pubdate,
  };
}
