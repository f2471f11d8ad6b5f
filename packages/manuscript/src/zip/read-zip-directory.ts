import { DocxRefusal } from '../docx-refusal.ts';
import type { ZipEntry } from './zip-entry.ts';

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const ZIP64_MARK = 0xffffffff;

/**
 * Reads the central directory only (no inflating), so the bomb limits can be checked on what the zip claims before
 * any byte is decompressed. Zip64 is refused: a 10 MB Word upload never needs it.
 */
export function readZipDirectory(bytes: Uint8Array): ZipEntry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const eocd = findEndOfCentralDirectory(view);
  const count = view.getUint16(eocd + 10, true);
  const directorySize = view.getUint32(eocd + 12, true);
  const directoryOffset = view.getUint32(eocd + 16, true);
  if (count === 0xffff || directoryOffset === ZIP64_MARK) throw corrupt('zip64 archives are not supported');
  if (directoryOffset + directorySize > bytes.length)
    throw corrupt('central directory lies outside the file');
  const decoder = new TextDecoder('utf-8');
  const entries: ZipEntry[] = [];
  let at = directoryOffset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== CENTRAL_SIGNATURE)
      throw corrupt(`central directory entry ${i} is damaged`);
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    if (at + 46 + nameLength > bytes.length) throw corrupt(`central directory entry ${i} is truncated`);
    const entry: ZipEntry = {
      flags: view.getUint16(at + 8, true),
      method: view.getUint16(at + 10, true),
      crc: view.getUint32(at + 16, true),
      compressedSize: view.getUint32(at + 20, true),
      size: view.getUint32(at + 24, true),
      localHeaderOffset: view.getUint32(at + 42, true),
      name: decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength)),
    };
    if (entry.size === ZIP64_MARK || entry.compressedSize === ZIP64_MARK)
      throw corrupt('zip64 entries are not supported');
    entries.push(entry);
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

function findEndOfCentralDirectory(view: DataView): number {
  // The record is 22 bytes plus a comment of at most 65,535 bytes, at the very end.
  const last = view.byteLength - 22;
  const first = Math.max(0, last - 0xffff);
  for (let at = last; at >= first; at--) if (view.getUint32(at, true) === EOCD_SIGNATURE) return at;
  throw corrupt('no end of central directory (truncated or not a zip)');
}

const corrupt = (reason: string) => new DocxRefusal('file_corrupted', reason);
