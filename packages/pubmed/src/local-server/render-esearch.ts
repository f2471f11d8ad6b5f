import { escapeXml } from './escape-xml.ts';

const NO_ITEMS_XML = '<WarningList><OutputMessage>No items found.</OutputMessage></WarningList>';
const NO_ITEMS_JSON = { phrasesignored: [], quotedphrasesnotfound: [], outputmessages: ['No items found.'] };

/** esearch answer in NCBI's JSON or XML shape (see eutils-response-samples/esearch*.xml). */
export function renderEsearch(
  ids: string[],
  term: string,
  retstart: number,
  retmax: number,
  json: boolean,
): { type: string; body: string } {
  const page = ids.slice(retstart, retstart + retmax);
  if (json) {
    const esearchresult = {
      count: String(ids.length),
      retmax: String(page.length),
      retstart: String(retstart),
      idlist: page,
      translationset: [],
      querytranslation: term,
      // NCBI's note on an empty result (esearch8.xml's WarningList).
      ...(ids.length === 0 ? { warninglist: NO_ITEMS_JSON } : {}),
    };
    return {
      type: 'application/json',
      body: JSON.stringify({ header: { type: 'esearch', version: '0.3' }, esearchresult }),
    };
  }
  const body = [
    '<?xml version="1.0" encoding="UTF-8" ?>',
    '<!DOCTYPE eSearchResult PUBLIC "-//NLM//DTD esearch 20060628//EN" "https://eutils.ncbi.nlm.nih.gov/eutils/dtd/20060628/esearch.dtd">',
    `<eSearchResult><Count>${ids.length}</Count><RetMax>${page.length}</RetMax><RetStart>${retstart}</RetStart>`,
    page.length > 0 ? `<IdList>\n${page.map((id) => `<Id>${id}</Id>\n`).join('')}</IdList>` : '<IdList/>',
    `<TranslationSet/><QueryTranslation>${escapeXml(term)}</QueryTranslation>${ids.length === 0 ? NO_ITEMS_XML : ''}</eSearchResult>`,
  ].join('\n');
  return { type: 'text/xml; charset=UTF-8', body };
}
