import { ArticleType, type ComplianceReport } from '@galley/contracts';
import { findJournal, offeredArticleTypes, resolveJournalTemplate } from '@galley/journals';
import { localTagger } from '@galley/manuscript';
import { checkUploadConvertingDoc } from '@galley/manuscript/node';
import { convertManuscript as writeForJournal } from '@galley/manuscript/writer';

export interface ConvertManuscriptInput {
  fileName: string;
  bytes: Uint8Array;
  journalId: string;
  articleType: string;
}

export type ConvertManuscriptResult =
  | { ok: true; docx: Uint8Array; report: ComplianceReport }
  | { ok: false; code: string; message: string };

/**
 * One manuscript → one journal's .docx: the upload checks (a .doc through LibreOffice), the local
 * tagger, the journal's template, the writer. Refusals are results, not exceptions, so the job can
 * report them without retrying.
 */
export async function convertManuscript(input: ConvertManuscriptInput): Promise<ConvertManuscriptResult> {
  const articleType = ArticleType.safeParse(input.articleType);
  if (!articleType.success) return { ok: false, code: 'bad_request', message: 'Unknown article type.' };
  const journal = findJournal(input.journalId);
  if (!journal) return { ok: false, code: 'not_found', message: 'Unknown journal.' };
  if (!offeredArticleTypes(journal.templateFamily, journal.id).includes(articleType.data)) {
    return { ok: false, code: 'bad_request', message: `${journal.title} does not take ${articleType.data}.` };
  }
  const check = await checkUploadConvertingDoc([{ name: input.fileName, bytes: input.bytes }]);
  if (!check.ok) return { ok: false, code: check.code, message: check.message };
  if (!check.manuscript) return { ok: false, code: 'unreadable', message: 'The file could not be read.' };
  const tags = await localTagger.tag(check.manuscript);
  const converted = await writeForJournal({
    manuscript: check.manuscript,
    tags,
    template: resolveJournalTemplate(journal, articleType.data),
    journal: { id: journal.id, title: journal.title, templateFamily: journal.templateFamily },
    articleType: articleType.data,
  });
  return { ok: true, docx: converted.docx, report: converted.report };
}
