import type { CslItem, ReferenceTemplate } from '@galley/contracts';
import { findPreset, formatReference } from '@galley/references';

// NLM's layout without its list number: what an author reads in the reference table for a reference that came
// from a file (RIS, NBIB, a PDF's metadata), instead of the record's tagged lines.
const preset = findPreset('nlm-vancouver');
const LAYOUT: ReferenceTemplate | undefined = preset && {
  ...preset,
  elements: preset.elements.filter((element) => element.element !== 'number'),
};

/** A reference's one-line source when it came from a file: the NLM form, else authors. title. journal. year. */
export function recognisableSource(item: CslItem): string {
  const formatted = LAYOUT ? formatReference(item, LAYOUT).text.trim() : '';
  return formatted || plainSource(item);
}

function plainSource(item: CslItem): string {
  const authors = (item.author ?? [])
    .map((name) => [name.family, name.given].filter(Boolean).join(' ') || (name.literal ?? ''))
    .filter((name) => name !== '')
    .join(', ');
  const year = item.issued?.['date-parts']?.[0]?.[0];
  return [authors, item.title, item['container-title'], year === undefined ? undefined : String(year)]
    .filter((part): part is string => typeof part === 'string' && part.trim() !== '')
    .join('. ');
}
