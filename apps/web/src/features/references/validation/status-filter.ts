import type { ReferenceItemStatus, ReferenceOrderItem } from '@galley/contracts';

/** The table's filters (spec §2 reference table): every status, in the order a reader cares about. */
export const STATUS_FILTERS = [
  'all',
  'verified',
  'verified_with_differences',
  'mismatch',
  'not_found',
  'not_applicable',
  'pending',
] as const satisfies readonly (ReferenceItemStatus | 'all')[];
export type StatusFilter = (typeof STATUS_FILTERS)[number];

/** How many references each filter shows; `all` is the whole list. */
export function statusCounts(
  references: readonly Pick<ReferenceOrderItem, 'status'>[],
): Record<StatusFilter, number> {
  const counts = Object.fromEntries(STATUS_FILTERS.map((filter) => [filter, 0])) as Record<
    StatusFilter,
    number
  >;
  counts.all = references.length;
  for (const { status } of references) counts[status] += 1;
  return counts;
}

/** The filters worth offering: `all`, the one chosen, and any status that has references. */
export function visibleFilters(counts: Record<StatusFilter, number>, chosen: StatusFilter): StatusFilter[] {
  return STATUS_FILTERS.filter((filter) => filter === 'all' || filter === chosen || counts[filter] > 0);
}
