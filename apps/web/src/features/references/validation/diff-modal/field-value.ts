import type { ComparedField, CslItem, CslName } from '@galley/contracts';

function nameOf(name: CslName): string {
  if (name.literal) return name.literal;
  const family = [name['non-dropping-particle'], name.family].filter(Boolean).join(' ');
  return [family, name.given].filter(Boolean).join(' ');
}

/** A field of a CSL item as the diff modal prints it (authors "Family Given, …", the year alone), or null. */
export function fieldValue(item: CslItem | null, field: ComparedField): string | null {
  if (!item) return null;
  const value = (() => {
    switch (field) {
      case 'authors':
        return item.author?.map(nameOf).filter(Boolean).join(', ');
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
