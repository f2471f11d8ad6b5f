// @galley/pubmed: the only code that talks to PubMed (NCBI E-utilities), plus the local server that stands in for it.

export type { CitationQuery } from './client/citation-query.ts';
export { EFETCH_BATCH_SIZE, EutilsClient, type SearchResult } from './client/eutils-client.ts';
export { EutilsError } from './client/eutils-error.ts';
export { DEFAULT_EUTILS_BASE_URL, type EutilsOptions } from './client/eutils-options.ts';
export { processRateLimiter, RateLimiter } from './client/rate-limiter.ts';
export type { CorpusEntry } from './local-server/corpus-entry.ts';
export { loadCorpus } from './local-server/load-corpus.ts';
export {
  type ForcedAnswer,
  type LocalServer,
  type LocalServerOptions,
  startLocalServer,
} from './local-server/start-local-server.ts';
export { medlineToRecords } from './records/medline-to-records.ts';
export type { LinkedNotice, PubmedRecord } from './records/pubmed-record.ts';
export { pubmedXmlToRecords } from './records/pubmed-xml-to-records.ts';
export {
  PUBMED_UNREACHABLE_REASON,
  type ValidateOptions,
  validateReferenceStrings,
  validateReferences,
} from './validate/validate-references.ts';
