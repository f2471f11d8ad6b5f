import { writeNbib } from '@galley/references';
import type { CorpusEntry } from './corpus-entry.ts';
import { matchCitation } from './match-citation.ts';
import { parseSearchTerm } from './parse-search-term.ts';
import { renderArticleXml } from './render-article-xml.ts';
import { renderEsearch } from './render-esearch.ts';
import { renderEsummary } from './render-esummary.ts';
import { searchCorpus } from './search-corpus.ts';

export interface EutilsAnswer {
  status: number;
  type: string;
  body: string;
}

const XML_TYPE = 'text/xml; charset=UTF-8';
const TEXT_TYPE = 'text/plain; charset=UTF-8';
// NCBI caps esearch retmax at 10,000 for PubMed.
const MAX_RETMAX = 10_000;

/** One utility call (path name + merged query/form parameters) → the answer NCBI would send. */
export function answerEutils(
  corpus: Map<string, CorpusEntry>,
  utility: string,
  params: URLSearchParams,
): EutilsAnswer {
  const db = params.get('db') ?? '';
  if (db !== 'pubmed')
    return {
      status: 400,
      type: 'application/json',
      body: JSON.stringify({ error: `Unsupported db "${db}"` }),
    };
  const json = params.get('retmode') === 'json';
  const ids = (params.get('id') ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  const known = ids.map((id) => corpus.get(id)).filter((entry): entry is CorpusEntry => entry !== undefined);
  switch (utility) {
    case 'esearch.fcgi': {
      const term = params.get('term') ?? '';
      const retmax = Math.min(Number(params.get('retmax') ?? 20) || 0, MAX_RETMAX);
      const retstart = Number(params.get('retstart') ?? 0) || 0;
      return {
        status: 200,
        ...renderEsearch(searchCorpus(corpus, parseSearchTerm(term)), term, retstart, retmax, json),
      };
    }
    case 'efetch.fcgi': {
      if (params.get('rettype') === 'medline') {
        const text = known
          .map((entry) => entry.medline ?? writeNbib([entry.record.item]).trim())
          .join('\n\n');
        return { status: 200, type: TEXT_TYPE, body: `\n${text}\n` };
      }
      const articles = known.map((entry) => entry.xml ?? renderArticleXml(entry.record)).join('\n');
      const body = `<?xml version="1.0" ?>\n<!DOCTYPE PubmedArticleSet PUBLIC "-//NLM//DTD PubMedArticle, 1st January 2025//EN" "https://dtd.nlm.nih.gov/ncbi/pubmed/out/pubmed_250101.dtd">\n<PubmedArticleSet>\n${articles}\n</PubmedArticleSet>`;
      return { status: 200, type: XML_TYPE, body };
    }
    case 'esummary.fcgi':
      return {
        status: 200,
        ...renderEsummary(
          known.map((entry) => entry.record),
          json,
        ),
      };
    case 'ecitmatch.cgi': {
      // Lines are separated by CR (%0D), each ending in "|".
      const lines = (params.get('bdata') ?? '')
        .split(/\r\n?|\n/)
        .map((line) => line.trim())
        .filter(Boolean);
      return {
        status: 200,
        type: TEXT_TYPE,
        body: `${lines.map((line) => matchCitation(corpus, line)).join('\n')}\n`,
      };
    }
    default:
      return { status: 404, type: TEXT_TYPE, body: `Unknown utility ${utility}` };
  }
}
