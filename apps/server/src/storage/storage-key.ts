import { InvalidStorageKeyError } from './invalid-storage-key-error.ts';

/** S3 allows 1024 bytes; we stay well below so a prefix always fits. */
export const MAX_KEY_LENGTH = 512;
/** File systems allow 255 bytes per name; the local store's temporary names add ~45. */
const MAX_SEGMENT_LENGTH = 200;
const SEGMENT = /^[a-z0-9][a-z0-9._-]*$/i;

/**
 * Keys are ours (ids, `conversion/<id>/output.docx`), never user file names. Segments start with a
 * letter or digit, so `..`, `.`, empty segments, leading or trailing `/`, backslashes and NUL are all
 * refused, by both stores alike, before anything touches the disk or the network.
 */
export function assertStorageKey(key: string): void {
  if (typeof key !== 'string' || key.length === 0) throw new InvalidStorageKeyError(String(key), 'empty');
  if (key.length > MAX_KEY_LENGTH) {
    throw new InvalidStorageKeyError(key, `longer than ${MAX_KEY_LENGTH} characters`);
  }
  for (const segment of key.split('/')) {
    if (!SEGMENT.test(segment)) {
      throw new InvalidStorageKeyError(
        key,
        "each '/'-separated part must start with a letter or digit and hold only letters, digits, '.', '_' or '-'",
      );
    }
    if (segment.length > MAX_SEGMENT_LENGTH) {
      throw new InvalidStorageKeyError(key, `a part is longer than ${MAX_SEGMENT_LENGTH} characters`);
    }
  }
}
