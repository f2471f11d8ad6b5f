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
import type { SplitOptions } from './split-reference-list.ts';

const READERS: Record<ReferenceFormat, (input: string | Uint8Array, options: SplitOptions) => ReadResult> = {
  text: (input, options) => readText(input, options),
  // The split options are the text reader's only (RIS and NBIB take their own size options, not these).
  ris: (input) => readRis(input),
  nbib: (input) => readNbib(input),
  bibtex: (input) => readBibtex(input),
  'csl-json': (input) => readCslJson(input),
  'endnote-xml': (input) => readEndnoteXml(input),
};

/**
 * Reads references in the given format, or in the one detected from the content. Never throws. `options.split`
 * chooses how a pasted text list is cut (`auto`, `lines`, `blank-lines`; see `readText`); other formats ignore it.
 */
export function readReferences(
  input: string | Uint8Array,
  format?: ReferenceFormat,
  options: SplitOptions = {},
): ReadResult {
  const chosen =
    format ?? detectFormat(typeof input === 'string' ? input : decodeInput(input.subarray(0, 4000)));
  try {
    return READERS[chosen](input, options);
  } catch (error) {
    // The readers are written not to throw; this is the last guard for hostile input in a worker.
    return {
      items: [],
      warnings: [{ code: 'unreadable_record', message: `The input could not be read: ${String(error)}` }],
    };
  }
}
