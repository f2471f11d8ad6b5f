import type { CslItem, ReferenceWarning } from '@galley/contracts';
import { REFERENCE_LIMITS, REFERENCE_MESSAGES, readReferences } from '@galley/references';
import { recognisableSource } from './recognisable-source.ts';
import { withoutNul } from './without-nul.ts';

export interface ReadReferenceFileInput {
  format: 'ris' | 'nbib';
  bytes: Uint8Array;
}

export interface ReadReferenceFileResult {
  /** Each item with `source` set to a line an author recognises (the NLM form), not the record's tagged lines. */
  items: CslItem[];
  warnings: ReferenceWarning[];
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
    items: items.map((item) =>
      withoutNul({ ...item, source: recognisableSource(item) || item.source || '' }),
    ),
    warnings,
  };
}
