import type { CslDate } from '@galley/contracts';

/** Year, month and day of a CSL date (undefined when absent); the range end of a two-part date is ignored. */
export function dateParts(date: CslDate | undefined): { year?: number; month?: number; day?: number } {
  const first = date?.['date-parts']?.[0];
  if (!first) return {};
  return { year: first[0], month: first[1], day: first[2] };
}
