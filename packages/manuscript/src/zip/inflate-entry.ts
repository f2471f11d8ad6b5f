import { Inflate } from 'fflate';
import { DocxRefusal } from '../docx-refusal.ts';
import { crc32 } from './crc32.ts';
import type { ZipEntry } from './zip-entry.ts';

const LOCAL_SIGNATURE = 0x04034b50;
// Deflate expands at most ~1,032:1, so feeding 1 KiB at a time bounds each step's output to about 1 MiB: the limit
// is enforced on bytes actually produced, whatever the directory claimed.
const CHUNK = 1024;

/** Inflates one entry, refusing it as soon as it produces more than its declared size or `maxBytes`. */
export function inflateEntry(bytes: Uint8Array, entry: ZipEntry, maxBytes: number): Uint8Array {
  if (entry.flags & 1) throw new DocxRefusal('file_corrupted', `${entry.name} is encrypted`);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const at = entry.localHeaderOffset;
  if (at + 30 > bytes.length || view.getUint32(at, true) !== LOCAL_SIGNATURE)
    throw new DocxRefusal('file_corrupted', `${entry.name}: local header missing`);
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  const end = start + entry.compressedSize;
  if (end > bytes.length) throw new DocxRefusal('file_corrupted', `${entry.name} is truncated`);
  const data = bytes.subarray(start, end);
  const limit = Math.min(entry.size, maxBytes);
  let output: Uint8Array;
  if (entry.method === 0) {
    output = data;
  } else if (entry.method === 8) {
    output = inflateBounded(data, limit, entry.name);
  } else {
    throw new DocxRefusal('file_corrupted', `${entry.name}: unsupported compression method ${entry.method}`);
  }
  if (output.length !== entry.size)
    throw new DocxRefusal(
      'file_corrupted',
      `${entry.name}: size ${output.length} is not the declared ${entry.size}`,
    );
  if (crc32(output) !== entry.crc) throw new DocxRefusal('file_corrupted', `${entry.name}: CRC mismatch`);
  return output;
}

function inflateBounded(data: Uint8Array, limit: number, name: string): Uint8Array {
  const chunks: Uint8Array[] = [];
  let total = 0;
  let finished = false;
  const inflater = new Inflate((chunk, final) => {
    total += chunk.length;
    if (total > limit)
      throw new DocxRefusal('file_unsafe', `${name} inflates past its declared size or the limit`);
    chunks.push(chunk);
    if (final) finished = true;
  });
  try {
    for (let i = 0; i < data.length && !finished; i += CHUNK) {
      inflater.push(data.subarray(i, i + CHUNK), i + CHUNK >= data.length);
    }
    if (data.length === 0) inflater.push(new Uint8Array(0), true);
  } catch (error) {
    if (error instanceof DocxRefusal) throw error;
    throw new DocxRefusal('file_corrupted', `${name}: ${(error as Error).message}`);
  }
  if (!finished) throw new DocxRefusal('file_corrupted', `${name}: deflate stream ends early`);
  const output = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    output.set(chunk, at);
    at += chunk.length;
  }
  return output;
}
