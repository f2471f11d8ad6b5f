import type { CslItem } from '@galley/contracts';

/** A reference's one-line source when its file gave none: authors. title. journal. year. */
export function recognisableSource(item: CslItem): string {
  const authors = (item.author ?? [])
    .map((name) => [name.family, name.given].filter(Boolean).join(' ') || (name.literal ?? ''))
    .filter((name) => name !== '')
    .join(', ');
  const year = item.issued?.['date-parts']?.[0]?.[0];
  return [authors, item.title, item['container-title'], year === undefined ? undefined : String(year)]
    .filter((part): part is string => typeof part === 'string' && part.trim() !== '')
    .join('. ');
}
