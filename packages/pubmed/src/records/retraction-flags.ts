import type { LinkedNotice } from './pubmed-record.ts';

/** Retraction state from publication types and linked notices, shared by the XML and MEDLINE mappers. */
export function retractionFlags(
  publicationTypes: string[],
  retractionIn: LinkedNotice[],
  retractionOf: LinkedNotice[],
): { retracted: boolean; retractionNotices: LinkedNotice[]; isRetractionNotice: boolean } {
  return {
    retracted: publicationTypes.includes('Retracted Publication') || retractionIn.length > 0,
    retractionNotices: retractionIn,
    isRetractionNotice: publicationTypes.includes('Retraction of Publication') || retractionOf.length > 0,
  };
}
