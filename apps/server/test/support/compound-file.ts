/**
 * Test support: a minimal but well-formed OLE2 compound file (CFB v3, 512-byte sectors) holding the named
 * streams, each padded to 4096 bytes so it lives in regular sectors (no mini stream). Enough to stand for an
 * Office-encrypted .docx (`EncryptionInfo` + `EncryptedPackage`) or a Word 97–2003 file (`WordDocument`).
 */
const SECTOR = 512;
const STREAM_BYTES = 4096;
const FREE = 0xffffffff;
const END_OF_CHAIN = 0xfffffffe;
const FAT_SECTOR = 0xfffffffd;

export function buildCompoundFile(streamNames: readonly string[]): Uint8Array {
  const perStream = STREAM_BYTES / SECTOR;
  const sectors = 2 + streamNames.length * perStream; // FAT, directory, then the streams
  const bytes = new Uint8Array(SECTOR * (1 + sectors));
  const view = new DataView(bytes.buffer);
  bytes.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
  view.setUint16(0x18, 0x003e, true); // minor version
  view.setUint16(0x1a, 0x0003, true); // major version 3
  view.setUint16(0x1c, 0xfffe, true); // little-endian
  view.setUint16(0x1e, 9, true); // 512-byte sectors
  view.setUint16(0x20, 6, true); // 64-byte mini sectors
  view.setUint32(0x2c, 1, true); // one FAT sector
  view.setUint32(0x30, 1, true); // directory starts at sector 1
  view.setUint32(0x38, 4096, true); // mini stream cutoff
  view.setUint32(0x3c, END_OF_CHAIN, true); // no mini FAT
  view.setUint32(0x44, END_OF_CHAIN, true); // no DIFAT sectors
  for (let i = 0; i < 109; i++) view.setUint32(0x4c + i * 4, i === 0 ? 0 : FREE, true);
  const sectorAt = (index: number) => SECTOR * (1 + index);
  // FAT: sector 0 is the FAT, sector 1 the directory, then one chain per stream.
  const fat = (index: number, next: number) => view.setUint32(sectorAt(0) + index * 4, next, true);
  for (let i = 0; i < SECTOR / 4; i++) fat(i, FREE);
  fat(0, FAT_SECTOR);
  fat(1, END_OF_CHAIN);
  streamNames.forEach((_, s) => {
    const first = 2 + s * perStream;
    for (let k = 0; k < perStream; k++) fat(first + k, k === perStream - 1 ? END_OF_CHAIN : first + k + 1);
  });
  // Directory: the root, then the streams as a right-leaning chain of siblings.
  const entry = (index: number, name: string, type: number, start: number, size: number, child: number) => {
    const at = sectorAt(1) + index * 128;
    const utf16 = new Uint8Array(Buffer.from(`${name}\0`, 'utf16le'));
    bytes.set(utf16, at);
    view.setUint16(at + 0x40, utf16.length, true);
    bytes[at + 0x42] = type;
    bytes[at + 0x43] = 1; // black
    view.setUint32(at + 0x44, FREE, true); // left sibling
    view.setUint32(at + 0x48, type === 2 && index < streamNames.length ? index + 1 : FREE, true);
    view.setUint32(at + 0x4c, child, true);
    view.setUint32(at + 0x74, start, true);
    view.setUint32(at + 0x78, size, true);
  };
  for (let i = 0; i < SECTOR / 128; i++)
    for (const field of [0x44, 0x48, 0x4c]) view.setUint32(sectorAt(1) + i * 128 + field, FREE, true);
  entry(0, 'Root Entry', 5, END_OF_CHAIN, 0, streamNames.length ? 1 : FREE);
  streamNames.forEach((name, s) => {
    entry(1 + s, name, 2, 2 + s * perStream, STREAM_BYTES, FREE);
    bytes.fill(0x5a, sectorAt(2 + s * perStream), sectorAt(2 + (s + 1) * perStream));
  });
  return bytes;
}
