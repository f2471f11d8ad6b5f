import type { CslItem } from '@galley/contracts';

interface Orderable {
  index: number;
  parsed: CslItem;
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

function firstAuthor(item: CslItem): string {
  const [first] = item.author ?? [];
  if (!first) return '';
  return [first['non-dropping-particle'], first.family ?? first.literal, first.given]
    .filter(Boolean)
    .join(' ');
}

function year(item: CslItem): string {
  return String(item.issued?.['date-parts']?.[0]?.[0] ?? item.issued?.raw ?? '');
}

/** What a reference list is sorted by: first author (or the title when there is none), year, title. */
function sortKeys(item: CslItem): string[] {
  const author = firstAuthor(item);
  return [author || item.title || item['container-title'] || '', year(item), item.title ?? ''];
}

/**
 * The reference indexes sorted alphabetically, as reference lists are: by first author's family name,
 * then year and title, letters compared without case or accents. Ties keep their input order.
 */
export function alphabeticalOrder(references: readonly Orderable[]): number[] {
  const keyed = references.map((reference) => ({ index: reference.index, keys: sortKeys(reference.parsed) }));
  keyed.sort((a, b) => {
    for (let at = 0; at < a.keys.length; at += 1) {
      const difference = collator.compare(a.keys[at] ?? '', b.keys[at] ?? '');
      if (difference !== 0) return difference;
    }
    return a.index - b.index;
  });
  return keyed.map(({ index }) => index);
}

/** The order the references were entered in (their indexes ascending): what "restore" brings back. */
export function inputOrder(references: readonly Pick<Orderable, 'index'>[]): number[] {
  return references.map(({ index }) => index).sort((a, b) => a - b);
}
