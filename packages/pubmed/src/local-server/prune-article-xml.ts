// Elements the CSL mapping never reads; they are ~70 % of the corpus bytes, and fast-xml-parser's time grows with
// bytes, so dropping them cuts the local server's start-up from ~18 s to ~5 s. efetch still serves the raw text.
const UNREAD = [
  'MeshHeadingList',
  'Abstract',
  'OtherAbstract',
  'ChemicalList',
  'GrantList',
  'KeywordList',
  'History',
  'ReferenceList',
  'SupplMeshList',
  'InvestigatorList',
  'DataBankList',
  'GeneSymbolList',
  'PersonalNameSubjectList',
  'AffiliationInfo',
];
const UNREAD_PATTERN = new RegExp(`<(${UNREAD.join('|')})\\b[\\s\\S]*?</\\1>`, 'g');

/** PubMed article XML without the elements pubmedXmlToRecords ignores (same records, less to parse). */
export function pruneArticleXml(xml: string): string {
  return xml.replace(UNREAD_PATTERN, '').replace(/>\s+</g, '><');
}
