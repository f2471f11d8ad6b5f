import { type ArticleTemplate, ArticleType, type ComplianceReport } from '@galley/contracts';
import { type ConversionTargetsChoice, chooseConversionTargets, findJournal } from '@galley/journals';
import { convertManuscript } from '@galley/manuscript/writer';
import type { PreparedConversion } from './prepare-conversion.task.ts';

export interface WriteJournalManuscriptInput {
  /** prepareConversion's preparedJson for the run. */
  preparedJson: string;
  journalId: string;
  articleType: string;
  /** The journal template resolved through the database (its versions pinned on the output); else the code's. */
  templateJson?: string;
}

export type WriteJournalManuscriptResult =
  | { ok: true; docx: Uint8Array; report: ComplianceReport }
  | { ok: false; code: string; message: string };

/**
 * One journal's .docx and compliance report from a run's prepared manuscript and tags: the journal and article
 * type checked, then the writer — the per-journal half of convertForJournals. Refusals are results.
 */
export async function writeJournalManuscript(
  input: WriteJournalManuscriptInput,
): Promise<WriteJournalManuscriptResult> {
  const choice = input.templateJson ? givenTemplate(input, input.templateJson) : codeTemplate(input);
  if (!choice.ok) return { ok: false, code: choice.code, message: choice.message };
  const [target] = choice.targets;
  if (!target) return { ok: false, code: 'not_found', message: 'Unknown journal.' };
  // Parsed for each journal: the writer gets its own copy, as each did from convertForJournals' one read.
  const prepared = JSON.parse(input.preparedJson) as PreparedConversion;
  const converted = await convertManuscript({
    ...prepared,
    template: target.template,
    journal: target.journal,
    articleType: choice.articleType,
  });
  return { ok: true, docx: converted.docx, report: converted.report };
}

/** The code's template, its article types checked against the code's (the CLI's way). */
const codeTemplate = (input: WriteJournalManuscriptInput) =>
  chooseConversionTargets([input.journalId], input.articleType);

/**
 * The template the server resolved through the database: the article type was checked there against the saved
 * templates (an article type staff added to a family is taken), so only the journal and the type's name are.
 */
function givenTemplate(input: WriteJournalManuscriptInput, templateJson: string): ConversionTargetsChoice {
  const journal = findJournal(input.journalId);
  const articleType = ArticleType.safeParse(input.articleType);
  if (!journal || !articleType.success)
    return { ok: false, code: 'not_found', reason: 'unknown_journal', message: 'Unknown journal.' };
  const template = JSON.parse(templateJson) as ArticleTemplate;
  const target = { id: journal.id, title: journal.title, templateFamily: journal.templateFamily };
  return { ok: true, articleType: articleType.data, targets: [{ journal: target, template }] };
}
