import type { ReadResult } from '@galley/contracts';
import { type ReferenceFormat, readReferences, type readText } from '@galley/references';
import { isPdf } from './refs-input.ts';

export const INPUT_FORMATS = ['text', 'ris', 'nbib', 'bibtex', 'csl-json', 'endnote-xml', 'pdf'] as const;
export type InputFormat = (typeof INPUT_FORMATS)[number];

/** How a pasted text list is cut into references (the text reader's `split` option). */
export type SplitMode = NonNullable<NonNullable<Parameters<typeof readText>[1]>['split']>;
export const SPLIT_MODES = ['auto', 'lines', 'blank-lines'] as const satisfies readonly SplitMode[];

/**
 * Reads references from bytes in the given format (or the detected one). PDFs go through the separate pdfjs
 * entry point, loaded only when needed so every other command stays light.
 */
export async function readReferenceInput(
  bytes: Uint8Array,
  from: InputFormat | undefined,
  split: SplitMode = 'auto',
): Promise<ReadResult> {
  if (from === 'pdf' || (!from && isPdf(bytes))) {
    const { readPdf } = await import('@galley/references/pdf');
    return readPdf(bytes);
  }
  return readReferences(bytes, from as ReferenceFormat | undefined, { split });
}
