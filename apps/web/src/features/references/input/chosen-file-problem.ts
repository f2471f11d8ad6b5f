import { MAX_PDF_BYTES, MAX_REFERENCE_FILE_BYTES } from './reference-file-kind.ts';

/**
 * What is wrong with a chosen RIS/NBIB file that can be told before anything is sent (spec §9: 5 MB at
 * most), as a `references` message key; null when nothing is (or no file is chosen).
 */
export function chosenFileProblem(file: { size: number } | null): string | null {
  if (file && file.size > MAX_REFERENCE_FILE_BYTES) return 'errors.fileTooLarge';
  return null;
}

/** The chosen PDFs larger than the server reads (20 MB), named in the panel; Check waits until they go. */
export function oversizedPdfs<T extends { size: number }>(files: readonly T[]): T[] {
  return files.filter((file) => file.size > MAX_PDF_BYTES);
}
