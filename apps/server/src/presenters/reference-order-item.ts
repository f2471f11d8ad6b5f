import type { ReferenceOrderItem } from '@galley/contracts';
import type { ReferenceItemRow } from '../db/schema.ts';

/** One stored reference as the client sees it (GET reference-order, update-reference-item). */
export function presentReferenceItem(item: ReferenceItemRow): ReferenceOrderItem {
  return {
    index: item.index,
    source: item.source,
    status: item.status,
    pmid: item.pmid,
    precautions: item.precautions,
    parsed: item.parsed,
    pubmed: item.pubmed ?? null,
    evidence: item.evidence ?? null,
    reason: item.reason ?? null,
    edited: item.edited ?? [],
  };
}
