import type { ArticleTemplate, ArticleType, ComplianceReport } from '@galley/contracts';
import { localTagger } from '../tagger/local-tagger.ts';
import { convertManuscript } from '../writer/convert-manuscript.ts';
import { checkTagsJson } from './check-tags-json.ts';
import { readManuscriptBytes } from './read-manuscript-bytes.ts';
import { withTitleText } from './with-title-text.ts';

export interface ConvertForJournalsInput {
  fileName: string;
  bytes: Uint8Array;
  articleType: ArticleType;
  /** Journals already checked and their templates resolved (`chooseConversionTargets` in @galley/journals). */
  targets: readonly {
    journal: { id: string; title: string; templateFamily?: string };
    template: ArticleTemplate;
  }[];
  /** Confirmed tags as `galley manuscript tag --json` prints them; without them the local tagger tags. */
  tagsJson?: { file: string; text: string };
  /** The title step's text when the author set one (e.g. from the title recommender): written as the title. */
  title?: string;
}

export type ConvertForJournalsResult =
  | { ok: true; outputs: { journalId: string; docx: Uint8Array; report: ComplianceReport }[] }
  | { ok: false; code: string; reason?: string; message: string };

/**
 * The conversion pipeline the CLI and the conversion job share: read (upload checks, .doc through LibreOffice) →
 * tags (a tags file or the local tagger; the title step's text, if given, as the title) → the writer once per
 * journal. Refusals are results, not exceptions.
 */
export async function convertForJournals(input: ConvertForJournalsInput): Promise<ConvertForJournalsResult> {
  const read = await readManuscriptBytes(input.fileName, input.bytes);
  if (!read.ok) return read;
  const fromFile = input.tagsJson && checkTagsJson(input.tagsJson.text, input.tagsJson.file, read.manuscript);
  if (fromFile && !fromFile.ok) return { ok: false, code: 'bad_request', message: fromFile.message };
  const tagged = fromFile ? fromFile.tags : await localTagger.tag(read.manuscript);
  const { manuscript, tags } = withTitleText(read.manuscript, tagged, input.title);
  const outputs = [];
  for (const { journal, template } of input.targets) {
    const converted = await convertManuscript({
      manuscript,
      tags,
      template,
      journal,
      articleType: input.articleType,
    });
    outputs.push({ journalId: journal.id, docx: converted.docx, report: converted.report });
  }
  return { ok: true, outputs };
}
