import type { CslItem, ReferenceWarning } from '@galley/contracts';
import { REFERENCE_LIMITS, REFERENCE_MESSAGES, readReferences } from '@galley/references';

export interface ReadReferenceFileInput {
  format: 'ris' | 'nbib';
  bytes: Uint8Array;
}

export interface ReadReferenceFileResult {
  /** Each item with `source` set: the record's own text if it had one, else authors. title. journal. year. */
  items: CslItem[];
  warnings: ReferenceWarning[];
}

function recognisable(item: CslItem): string {
  const authors = (item.author ?? [])
    .map((name) => [name.family, name.given].filter(Boolean).join(' ') || (name.literal ?? ''))
    .filter((name) => name !== '')
    .join(', ');
  const year = item.issued?.['date-parts']?.[0]?.[0];
  return [authors, item.title, item['container-title'], year === undefined ? undefined : String(year)]
    .filter((part): part is string => typeof part === 'string' && part.trim() !== '')
    .join('. ');
}

/** NUL characters (a damaged file) cannot be stored in PostgreSQL text or jsonb; they carry nothing. */
function withoutNul(item: CslItem): CslItem {
  return JSON.parse(JSON.stringify(item), (_key, value: unknown) =>
    typeof value === 'string' ? value.replaceAll('\u0000', '') : value,
  ) as CslItem;
}

/**
 * An uploaded RIS/NBIB file → CSL items, in a worker thread: a hostile file never parses on the event loop.
 * Like pasted text, the first 250 references are kept, with the spec's warning.
 */
export function readReferenceFile(input: ReadReferenceFileInput): ReadReferenceFileResult {
  const read = readReferences(input.bytes, input.format);
  const warnings = [...read.warnings];
  let items = read.items;
  if (items.length > REFERENCE_LIMITS.maxTextReferences) {
    warnings.push({
      code: 'too_many_references',
      message: REFERENCE_MESSAGES.tooManyReferences(REFERENCE_LIMITS.maxTextReferences, items.length),
    });
    items = items.slice(0, REFERENCE_LIMITS.maxTextReferences);
  }
  return {
    items: items.map((item) => withoutNul({ ...item, source: item.source || recognisable(item) })),
    warnings,
  };
}
