import { MANUSCRIPT_UPLOAD_LIMITS } from '@galley/contracts';
import { DocxRefusal } from '../docx-refusal.ts';
import { inflateEntry } from './inflate-entry.ts';
import { readZipDirectory } from './read-zip-directory.ts';
import type { ZipEntry } from './zip-entry.ts';

export interface ZipArchive {
  names: string[];
  has(name: string): boolean;
  /** The entry's bytes, inflated under the limits; throws DocxRefusal when the entry is damaged or a bomb. */
  read(name: string): Uint8Array;
}

/**
 * Opens a zip after checking the bomb limits on its directory (entry count, total declared size, each entry's
 * compression ratio in the spirit of Apache POI's ZipSecureFile); entries are inflated lazily and bounded again by
 * what they actually produce.
 */
export function openZip(bytes: Uint8Array, limits = MANUSCRIPT_UPLOAD_LIMITS): ZipArchive {
  const entries = readZipDirectory(bytes);
  if (entries.length > limits.maxZipEntries)
    throw new DocxRefusal('file_unsafe', `${entries.length} zip entries (limit ${limits.maxZipEntries})`);
  const byName = new Map<string, ZipEntry>();
  let declared = 0;
  for (const entry of entries) {
    if (byName.has(entry.name)) throw new DocxRefusal('file_corrupted', `duplicate zip entry ${entry.name}`);
    byName.set(entry.name, entry);
    declared += entry.size;
    if (entry.size > limits.ratioGraceBytes && entry.compressedSize / entry.size < limits.minCompressionRatio)
      throw new DocxRefusal(
        'file_unsafe',
        `${entry.name} compresses ${entry.size} bytes into ${entry.compressedSize} (ratio below ${limits.minCompressionRatio})`,
      );
  }
  if (declared > limits.maxUncompressedBytes)
    throw new DocxRefusal(
      'file_unsafe',
      `${declared} bytes uncompressed (limit ${limits.maxUncompressedBytes})`,
    );
  return {
    names: [...byName.keys()],
    has: (name) => byName.has(name),
    read(name) {
      const entry = byName.get(name);
      if (!entry) throw new DocxRefusal('file_corrupted', `${name} is missing`);
      return inflateEntry(bytes, entry, limits.maxPartBytes);
    },
  };
}
