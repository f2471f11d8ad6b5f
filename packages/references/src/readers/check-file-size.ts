import type { ReadResult } from '@galley/contracts';
import { REFERENCE_LIMITS, REFERENCE_MESSAGES } from '../limits.ts';
import { inputBytes } from './decode-input.ts';

export interface FileReadOptions {
  /** Largest file accepted, in bytes; the spec's 5 MB unless a trusted caller (evaluation, bench) lifts it. */
  maxBytes?: number;
}

/** The spec's refusal of an RIS/NBIB file over 5 MB (§5, §9), or undefined when the file is within the limit. */
export function checkFileSize(
  input: string | Uint8Array,
  maxBytes: number = REFERENCE_LIMITS.maxFileBytes,
): ReadResult | undefined {
  // A string is at most 3 bytes per UTF-16 unit; skip the encoding when it cannot exceed the limit.
  if (typeof input === 'string' && input.length * 3 <= maxBytes) return undefined;
  if (inputBytes(input) <= maxBytes) return undefined;
  return { items: [], warnings: [{ code: 'file_too_large', message: REFERENCE_MESSAGES.fileTooLarge }] };
}
