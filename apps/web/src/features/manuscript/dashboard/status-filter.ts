import { ConversionStatus } from '@galley/contracts';

/** The dashboard's filters (spec §2: all, initial, uploading, draft, converting, complete; and expired). */
export const DASHBOARD_FILTERS = ['all', ...ConversionStatus.options] as const;
export type DashboardFilter = (typeof DASHBOARD_FILTERS)[number];

/** list-conversions' `condition`: the status, omitted for All. */
export function conditionOf(filter: DashboardFilter): ConversionStatus | undefined {
  return filter === 'all' ? undefined : filter;
}

/** A filter from the address (`?status=`), All for anything unknown. */
export function filterFrom(value: string | null): DashboardFilter {
  return (DASHBOARD_FILTERS as readonly string[]).includes(value ?? '') ? (value as DashboardFilter) : 'all';
}

/** A page number from the address (`?page=`), 1 for anything that is not a positive integer. */
export function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}
