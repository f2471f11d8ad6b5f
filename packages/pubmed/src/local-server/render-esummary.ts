import type { PubmedRecord } from '../records/pubmed-record.ts';
import { escapeXml as x } from './escape-xml.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** esummary in NCBI's version-1 XML (DocSum/Item, as esummary1.xml) or version-2 JSON (result.uids). */
export function renderEsummary(records: PubmedRecord[], json: boolean): { type: string; body: string } {
  if (json) {
    const result: Record<string, unknown> = { uids: records.map((record) => record.pmid) };
    for (const record of records) result[record.pmid] = summaryJson(record);
    return {
      type: 'application/json',
      body: JSON.stringify({ header: { type: 'esummary', version: '0.3' }, result }),
    };
  }
  const docs = records.map((record) => {
    const s = summaryJson(record);
    const item = (name: string, type: string, value: string) =>
      `\t<Item Name="${name}" Type="${type}">${x(value)}</Item>\n`;
    const list = (name: string, child: string, values: string[]) =>
      `\t<Item Name="${name}" Type="List">\n${values.map((v) => `\t\t<Item Name="${child}" Type="String">${x(v)}</Item>\n`).join('')}\t</Item>\n`;
    return [
      `<DocSum>\n\t<Id>${record.pmid}</Id>\n`,
      item('PubDate', 'Date', s.pubdate),
      item('Source', 'String', s.source),
      list(
        'AuthorList',
        'Author',
        s.authors.map((a) => a.name),
      ),
      item('Title', 'String', s.title),
      item('Volume', 'String', s.volume),
      item('Issue', 'String', s.issue),
      item('Pages', 'String', s.pages),
      list('PubTypeList', 'PubType', s.pubtype),
      `\t<Item Name="ArticleIds" Type="List">\n${s.articleids.map((id) => `\t\t<Item Name="${id.idtype}" Type="String">${x(id.value)}</Item>\n`).join('')}\t</Item>\n`,
      // NCBI adds a DOI item only to records that have one.
      record.item.DOI ? item('DOI', 'String', record.item.DOI) : '',
      item('FullJournalName', 'String', s.fulljournalname),
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
  return {
    uid: record.pmid,
    pubdate: [year, month ? MONTHS[month - 1] : '', day].filter(Boolean).join(' '),
    source: item['container-title-short'] ?? item['container-title'] ?? '',
    authors: (item.author ?? []).map((a) => ({
      name: a.literal ?? `${a.family ?? ''} ${initials(a.given)}`.trim(),
      authtype: 'Author',
    })),
    title: item.title ?? '',
    volume: item.volume ?? '',
    issue: item.issue ?? '',
    pages: item.page ?? '',
    pubtype: record.publicationTypes,
    articleids: [
      { idtype: 'pubmed', value: record.pmid },
      ...(item.DOI ? [{ idtype: 'doi', value: item.DOI }] : []),
      ...(item.pii ? [{ idtype: 'pii', value: item.pii }] : []),
      ...(item.PMCID ? [{ idtype: 'pmc', value: item.PMCID }] : []),
    ],
    fulljournalname: item['container-title'] ?? '',
  };
}
