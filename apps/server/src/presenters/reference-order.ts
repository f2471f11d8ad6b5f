import type { ReferenceOrderResponse } from '@galley/contracts';
import type { ReferenceItemRow, ReferenceOrderRow } from '../db/schema.ts';
import { styleFromColumn } from '../services/references/style-column.ts';
import { presentReferenceItem } from './reference-order-item.ts';

/** An order and its references (already in the author's order) as GET reference-order answers. */
export function presentReferenceOrder(
  order: ReferenceOrderRow,
  items: ReferenceItemRow[],
): ReferenceOrderResponse {
  return {
    reference_order: order.id,
    reference_type: order.referenceType,
    step: order.step,
    status: order.status,
    style: styleFromColumn(order.style),
    references: items.map(presentReferenceItem),
  };
}
