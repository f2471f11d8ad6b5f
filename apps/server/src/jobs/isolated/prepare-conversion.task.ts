import type { Manuscript, TagResult } from '@galley/contracts';
import { localTagger } from '@galley/manuscript';
import { checkTagsJson, readManuscriptBytes, withTitleText } from '@galley/manuscript/pipeline';
import { type ExtractedFigure, extractFigures } from './extract-figures.ts';

export interface PrepareConversionInput {
  fileName: string;
  bytes: Uint8Array;
  /** The author's confirmed tags (tags JSON); without them the local tagger tags. */
  tagsJson?: string;
  /** The title step's text (the board's, or a title the recommender gave): written as the title. */
  title?: string;
}

export type PrepareConversionResult =
  | { ok: true; preparedJson: string; figures: ExtractedFigure[] }
  | { ok: false; code: string; message: string };

/**
 * What every journal of a convert run shares: the source read once and its tags, as JSON between the tasks. It only
 * ever lives in this process's memory (run-read.ts), never in storage, so the writer takes it back unchecked.
 */
export interface PreparedConversion {
  manuscript: Manuscript;
  tags: TagResult;
}

/**
 * The journal-independent half of convertForJournals (read with the upload checks, the confirmed tags checked
 * against the model or the local tagger, the title step's text as the title) plus the source's figures: done once
 * per convert run, not once per journal. writeJournalManuscript does the other half for each journal.
 */
export async function prepareConversion(input: PrepareConversionInput): Promise<PrepareConversionResult> {
  const read = await readManuscriptBytes(input.fileName, input.bytes);
  if (!read.ok) return { ok: false, code: read.code, message: read.message };
  const fromFile = input.tagsJson
    ? checkTagsJson(input.tagsJson, 'confirmed tags', read.manuscript)
    : undefined;
  if (fromFile && !fromFile.ok) return { ok: false, code: 'bad_request', message: fromFile.message };
  const tagged = fromFile ? fromFile.tags : await localTagger.tag(read.manuscript);
  const prepared: PreparedConversion = withTitleText(read.manuscript, tagged, input.title);
  return {
    ok: true,
    preparedJson: JSON.stringify(prepared),
    figures: extractFigures(input.bytes),
  };
}
