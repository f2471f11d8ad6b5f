/** What the first bytes say a file is: a zip (a .docx if its parts agree), an OLE2 compound file (.doc), or neither. */
export type FileKind = 'zip' | 'ole' | 'other';

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

export function detectFileKind(bytes: Uint8Array): FileKind {
  const starts = (magic: number[]) => magic.every((byte, i) => bytes[i] === byte);
  if (starts(ZIP)) return 'zip';
  if (starts(OLE)) return 'ole';
  return 'other';
}
