import { medlineToRecords } from '../records/medline-to-records.ts';
import type { PubmedRecord } from '../records/pubmed-record.ts';
import { pubmedXmlToRecords } from '../records/pubmed-xml-to-records.ts';
import { parseXml, type XmlNode } from '../xml/parse-xml.ts';
import { xmlText } from '../xml/xml-text.ts';
import type { CitationQuery } from './citation-query.ts';
import type { EutilsOptions } from './eutils-options.ts';
import { sendRequest } from './send-request.ts';

/** NCBI's documented efetch batch size. */
export const EFETCH_BATCH_SIZE = 200;

export interface SearchResult {
  count: number;
  ids: string[];
}

/** PubMed through E-utilities: the four utilities Galley uses, each parsed into our types. */
export class EutilsClient {
  private sent = 0;
  private readonly requestOptions: EutilsOptions;

  constructor(readonly options: EutilsOptions) {
    this.requestOptions = {
      ...options,
      onRequest: (utility) => {
        this.sent += 1;
        options.onRequest?.(utility);
      },
    };
  }

  /** HTTP requests this client has sent so far (retries included): what a validation report calls `requests`. */
  get requestCount(): number {
    return this.sent;
  }

  /** `signal` ends the call and its retries early (a caller's overall deadline); it then throws EutilsError. */
  async esearch(
    term: string,
    { retmax = 20, retstart = 0, signal }: { retmax?: number; retstart?: number; signal?: AbortSignal } = {},
  ): Promise<SearchResult> {
    const body = await sendRequest(
      this.requestOptions,
      'esearch.fcgi',
      { db: 'pubmed', term, retmax: String(retmax), retstart: String(retstart), retmode: 'json' },
      esearchError,
      signal,
    );
    const result = (JSON.parse(body) as { esearchresult: { count?: string; idlist?: string[] } })
      .esearchresult;
    return { count: Number(result.count ?? 0), ids: result.idlist ?? [] };
  }

  /** Raw efetch text for up to EFETCH_BATCH_SIZE ids (XML or MEDLINE). */
  async efetchText(ids: string[], format: 'xml' | 'medline', signal?: AbortSignal): Promise<string> {
    if (ids.length > EFETCH_BATCH_SIZE) throw new RangeError(`efetch takes at most ${EFETCH_BATCH_SIZE} ids`);
    return sendRequest(
      this.requestOptions,
      'efetch.fcgi',
      {
        db: 'pubmed',
        id: ids.join(','),
        ...(format === 'xml' ? { retmode: 'xml' } : { rettype: 'medline', retmode: 'text' }),
      },
      format === 'xml' ? efetchXmlError : efetchTextError,
      signal,
    );
  }

  /** Records for any number of ids, fetched in concurrent batches of EFETCH_BATCH_SIZE. Unknown ids are simply absent. */
  async efetch(
    ids: string[],
    format: 'xml' | 'medline' = 'xml',
    signal?: AbortSignal,
  ): Promise<PubmedRecord[]> {
    const batches: string[][] = [];
    for (let start = 0; start < ids.length; start += EFETCH_BATCH_SIZE) {
      batches.push(ids.slice(start, start + EFETCH_BATCH_SIZE));
    }
    // Batches go out together: the rate limiter spaces them, and their round trips overlap.
    const texts = await Promise.all(batches.map((batch) => this.efetchText(batch, format, signal)));
    return texts.flatMap((text) => (format === 'xml' ? pubmedXmlToRecords(text) : medlineToRecords(text)));
  }

  /** esummary (version 1 XML): id → the DocSum's items by name (lists joined with "; "). */
  async esummary(ids: string[]): Promise<Map<string, Record<string, string>>> {
    const body = await sendRequest(this.requestOptions, 'esummary.fcgi', {
      db: 'pubmed',
      id: ids.join(','),
      retmode: 'xml',
    });
    const summaries = new Map<string, Record<string, string>>();
    const docs =
      ((parseXml(body).eSummaryResult as XmlNode | undefined)?.DocSum as XmlNode[] | undefined) ?? [];
    for (const doc of docs) {
      const fields: Record<string, string> = {};
      for (const item of (doc.Item as XmlNode[] | undefined) ?? []) {
        const children = item.Item as XmlNode[] | undefined;
        fields[String(item['@Name'])] = children ? children.map(xmlText).join('; ') : xmlText(item);
      }
      summaries.set(xmlText(doc.Id), fields);
    }
    return summaries;
  }

  /** ECitMatch: one call for many citations; key → PMID (absent when NCBI found none or several). */
  async ecitmatch(citations: CitationQuery[], signal?: AbortSignal): Promise<Map<string, string>> {
    const clean = (value: string | undefined) => (value ?? '').replace(/[|\r\n]/g, ' ').trim();
    const bdata = citations
      .map((c) => `${[c.journal, c.year, c.volume, c.firstPage, c.author, c.key].map(clean).join('|')}|`)
      .join('\r');
    const body = await sendRequest(
      this.requestOptions,
      'ecitmatch.cgi',
      { db: 'pubmed', retmode: 'xml', bdata },
      undefined,
      signal,
    );
    const found = new Map<string, string>();
    for (const line of body.split(/\r?\n/)) {
      const fields = line.split('|');
      const key = fields[5]?.trim();
      const pmid = fields[6]?.trim() ?? '';
      if (key && /^\d+$/.test(pmid)) found.set(key, pmid);
    }
    return found;
  }
}

/**
 * An esearch answer that is not a search result: NCBI reports a failed backend as HTTP 200 with
 * `esearchresult.ERROR` ("Search Backend failed: …") and no count, or sends no JSON at all.
 */
function esearchError(body: string): string | undefined {
  try {
    const result = (JSON.parse(body) as { esearchresult?: { ERROR?: string; count?: string } }).esearchresult;
    if (!result) return 'no esearchresult';
    if (result.ERROR) return result.ERROR;
    return result.count === undefined ? 'no count' : undefined;
  } catch {
    return 'not JSON';
  }
}

/**
 * An efetch XML answer that is not a (possibly empty) article set: `<eFetchResult><ERROR>…</ERROR>` or a body
 * cut short. Unknown PMIDs are simply absent from a complete set, which is not an error.
 */
function efetchXmlError(body: string): string | undefined {
  const error = /<ERROR>([\s\S]*?)<\/ERROR>/.exec(body);
  if (error) return error[1]?.trim() || 'ERROR';
  if (!/<PubmedArticleSet[\s>]/.test(body)) return 'no PubmedArticleSet';
  return /<\/PubmedArticleSet>\s*$|<PubmedArticleSet\s*\/>\s*$/.test(body) ? undefined : 'answer cut short';
}

/** MEDLINE text: NCBI's error element, the only sign of a failure in an otherwise plain-text answer. */
function efetchTextError(body: string): string | undefined {
  const error = /<ERROR>([\s\S]*?)<\/ERROR>/.exec(body);
  return error ? error[1]?.trim() || 'ERROR' : undefined;
}
