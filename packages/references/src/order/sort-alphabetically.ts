import type { CslItem } from '@galley/contracts';
import { dateParts } from '../model/date-parts.ts';

const collator = new Intl.Collator('en', { sensitivity: 'base', ignorePunctuation: true, numeric: true });

/**
 * Items sorted as a reference list is: first author's family name (or collective name), then the other authors,
 * then year, then title. Items without authors sort by title. Returns a new array; the input is not changed.
 */
export function sortAlphabetically(items: readonly CslItem[]): CslItem[] {
  return [...items].sort(
    (a, b) =>
      collator.compare(sortKey(a), sortKey(b)) ||
      (dateParts(a.issued).year ?? 0) - (dateParts(b.issued).year ?? 0),
  );
}

function sortKey(item: CslItem): string {
  const names = (item.author ?? []).map(
    (name) => name.literal ?? `${name.family ?? ''} ${name.given ?? ''}`.trim(),
  );
  return `${names.join(' ~ ') || item.title || ''} ~ ${item.title ?? ''}`;
}
