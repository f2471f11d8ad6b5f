import type { CslItem } from '@galley/contracts';

/** A linked notice (retraction, erratum): PubMed always gives its citation text, not always its PMID. */
export interface LinkedNotice {
  source: string;
  pmid?: string;
}

/** One PubMed record as Galley needs it: the CSL item plus what validation flags (retractions, errata). */
export interface PubmedRecord {
  pmid: string;
  item: CslItem;
  /** MEDLINE publication types as PubMed names them ("Journal Article", "Retracted Publication", …). */
  publicationTypes: string[];
  /** True when PubMed marks the paper itself as retracted (type or a RetractionIn link). */
  retracted: boolean;
  /** Retraction notices (CommentsCorrections RetractionIn / MEDLINE RIN). */
  retractionNotices: LinkedNotice[];
  /** Errata (ErratumIn / EIN). */
  errata: LinkedNotice[];
  /** True when this record is itself a retraction notice (RetractionOf / "Retraction of Publication"). */
  isRetractionNotice: boolean;
  /** PMIDs of every CommentsCorrections link (errata, republications, comments…): records tied to this one. */
  linkedPmids?: string[];
}
