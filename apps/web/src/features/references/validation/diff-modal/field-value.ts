import type { ComparedField, CslItem } from '@galley/contracts';
import { nameAsStored } from './author-text.ts';

/** A field of a CSL item as the diff modal prints it (authors "Family Given, …", the year alone), or null. */
export function fieldValue(item: CslItem | null, field: ComparedField): string | null {
  if (!item) return null;
  const value = (() => {
    switch (field) {
      case 'authors':
        return item.author?.map(nameAsStored).filter(Boolean).join(', ');
      case 'title':
        return item.title;
      case 'journal':
        return item['container-title'] ?? item['container-title-short'];
      case 'year': {
        const year = item.issued?.['date-parts']?.[0]?.[0];
        return year !== undefined ? String(year) : item.issued?.raw;
      }
      case 'volume':
        return item.volume;
      case 'issue':
        return item.issue;
      case 'page':
        return item.page ?? item.number;
      case 'doi':
        return item.DOI;
      case 'pmid':
        return item.PMID;
    }
  })();
  return value?.trim() ? value.trim() : null;
}
