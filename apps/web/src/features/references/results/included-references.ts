import type { CslItem, ReferenceItemStatus, ReferenceOrderItem } from '@galley/contracts';

/** Checked means the validation gave a verdict (anything but pending): only those go on to styling. */
export function isChecked(reference: Pick<ReferenceOrderItem, 'status'>): boolean {
  return reference.status !== 'pending';
}

/** Included by default: every checked reference. */
export function defaultIncluded(references: readonly ReferenceOrderItem[]): number[] {
  return references.filter(isChecked).map(({ index }) => index);
}

/**
 * The verdicts a reader must not miss in the final list: nothing in PubMed matched (possibly fabricated),
 * or a record only partly matched (mis-cited or partly fabricated).
 */
export type ReferenceFlag = 'not_found' | 'mismatch';

export function referenceFlag(status: ReferenceItemStatus): ReferenceFlag | null {
  return status === 'not_found' || status === 'mismatch' ? status : null;
}

export interface ListedReference {
  index: number;
  item: CslItem;
}

/** The references to format, in `order`, keeping only the included ones; each item's id is its index. */
export function listedReferences(
  references: readonly ReferenceOrderItem[],
  order: readonly number[],
  included: ReadonlySet<number>,
): ListedReference[] {
  const byIndex = new Map(references.map((reference) => [reference.index, reference]));
  return order.flatMap((index) => {
    const reference = byIndex.get(index);
    if (!reference || !included.has(index) || !isChecked(reference)) return [];
    return [{ index, item: { ...reference.parsed, id: String(index) } }];
  });
}
