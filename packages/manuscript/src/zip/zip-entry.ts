/** One entry of a zip's central directory, as declared (sizes are claims until the entry is inflated). */
export interface ZipEntry {
  name: string;
  method: number;
  flags: number;
  crc: number;
  compressedSize: number;
  size: number;
  localHeaderOffset: number;
}
