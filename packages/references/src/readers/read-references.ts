import type { ReadResult } from '@galley/contracts';
import { decodeInput } from './decode-input.ts';
import { detectFormat } from './detect-format.ts';
import { readBibtex } from './read-bibtex.ts';
import { readCslJson } from './read-csl-json.ts';
import { readEndnoteXml } from './read-endnote-xml.ts';
import { readNbib } from './read-nbib.ts';
import { readRis } from './read-ris.ts';
import { readText } from './read-text.ts';
import type { ReferenceFormat } from './reference-format.ts';

const READERS: Record<ReferenceFormat, (input: string | Uint8Array) => ReadResult> = {
  text: readText,
  ris: readRis,
  nbib: readNbib,
  bibtex: readBibtex,
  'csl-json': readCslJson,
  'endnote-xml': readEndnoteXml,
};

/** Reads references in the given format, or in the one detected from the content. Never throws. */
export function readReferences(input: string | Uint8Array, format?: ReferenceFormat): ReadResult {
  const chosen =
    format ?? detectFormat(typeof input === 'string' ? input : decodeInput(input.subarray(0, 4000)));
  try {
    return READERS[chosen](input);
  } catch (error) {
    // The readers are written not to throw; this is the last guard for hostile input in a worker.
    return {
      items: [],
      warnings: [{ code: 'unreadable_record', message: `The input could not be read: ${String(error)}` }],
    };
  }
}
