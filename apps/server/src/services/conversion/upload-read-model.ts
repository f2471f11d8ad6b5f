import { createHash } from 'node:crypto';
import { RecentValues } from './recent-values.ts';

// An author usually starts auto-tagging seconds after the upload; a few uploads, for ten minutes, is plenty.
const reads = new RecentValues<{ digest: string; manuscriptJson: string }>(8, 10 * 60_000);

const digest = (docx: Uint8Array) => createHash('sha256').update(docx).digest('hex');

/**
 * The manuscript model the upload's checks read (as JSON), kept in this process for the auto-tag job, which then
 * skips a second read of the same file (the upload checks and the 80,000-token count, a few hundred ms).
 */
export function rememberUploadRead(conversionId: string, docx: Uint8Array, manuscriptJson: string): void {
  if (manuscriptJson) reads.set(conversionId, { digest: digest(docx), manuscriptJson });
}

/** The remembered model JSON when it was read from exactly these bytes; null otherwise (the job reads the file). */
export function recallUploadRead(conversionId: string, docx: Uint8Array): string | null {
  const read = reads.get(conversionId);
  return read && read.digest === digest(docx) ? read.manuscriptJson : null;
}
