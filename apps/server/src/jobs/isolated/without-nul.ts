import type { CslItem } from '@galley/contracts';

/** NUL characters (a damaged file) cannot be stored in PostgreSQL text or jsonb; they carry nothing. */
export function withoutNul(item: CslItem): CslItem {
  return JSON.parse(JSON.stringify(item), (_key, value: unknown) =>
    typeof value === 'string' ? value.replaceAll('\u0000', '') : value,
  ) as CslItem;
}
