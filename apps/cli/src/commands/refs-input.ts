import { readFile } from 'node:fs/promises';

/** The bytes of FILE, or of standard input when FILE is "-". */
export async function readInput(file: string): Promise<Uint8Array> {
  if (file !== '-') return new Uint8Array(await readFile(file));
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}

/** A PDF by its magic number, whatever the file is called. */
export function isPdf(bytes: Uint8Array): boolean {
  return bytes.length > 4 && String.fromCharCode(...bytes.subarray(0, 5)) === '%PDF-';
}
