import type { Manuscript } from '@galley/contracts';
import { renderConfirmHtml } from '@galley/manuscript';
import { readManuscriptBytes } from '@galley/manuscript/pipeline';

export type ReadBoardManuscriptInput =
  | { fileName: string; bytes: Uint8Array }
  /** The model the upload's read kept in this process's memory (upload-read-model.ts): not read again. */
  | { manuscriptJson: string };

export type ReadBoardManuscriptResult =
  | { ok: true; manuscript: Manuscript; html: string }
  | { ok: false; code: string; message: string };

/**
 * The stored upload read into the manuscript model and drawn as the confirm board's HTML without highlights
 * (the author's confirmed highlights are added step by step). In a worker thread: the file came from a user.
 */
export async function readBoardManuscript(
  input: ReadBoardManuscriptInput,
): Promise<ReadBoardManuscriptResult> {
  if ('manuscriptJson' in input) {
    // Our own worker's output, kept in memory and matched to the stored bytes' digest: no need to check it again.
    const manuscript = JSON.parse(input.manuscriptJson) as Manuscript;
    return { ok: true, manuscript, html: renderConfirmHtml(manuscript) };
  }
  const read = await readManuscriptBytes(input.fileName, input.bytes);
  if (!read.ok) return { ok: false, code: read.code, message: read.message };
  return { ok: true, manuscript: read.manuscript, html: renderConfirmHtml(read.manuscript) };
}
