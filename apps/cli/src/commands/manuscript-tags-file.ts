import { readFile } from 'node:fs/promises';
import type { Manuscript } from '@galley/contracts';
import { checkTagsJson, type TagsJsonCheck } from '@galley/manuscript/pipeline';

/** `--tags tags.json`: the file read here, its checks in @galley/manuscript/pipeline (shared with the jobs). */
export async function readTagsFile(file: string, manuscript: Manuscript): Promise<TagsJsonCheck> {
  const read = await readTagsText(file);
  return typeof read === 'string' ? { ok: false, message: read } : checkTagsJson(read.text, file, manuscript);
}

/** The tags file's text, or the message saying why it cannot be read. */
export async function readTagsText(file: string): Promise<{ file: string; text: string } | string> {
  try {
    return { file, text: await readFile(file, 'utf8') };
  } catch (error) {
    return `Cannot read the tags file ${file}: ${(error as Error).message}`;
  }
}
