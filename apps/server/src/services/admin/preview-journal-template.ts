import type { ArticleTemplate, JournalTemplatePreviewRequest } from '@galley/contracts';
import { findJournal, resolveJournalTemplate } from '@galley/journals';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import type { IsolatedPool } from '../../jobs/isolated/isolated-pool.ts';
import { currentVersions } from '../journal-templates/current-versions.ts';
import { templateSourcesFrom } from '../journal-templates/template-sources-from.ts';
import { withReferenceTemplate } from '../journal-templates/with-reference-template.ts';
import { checkReferenceTemplateChoice } from './check-reference-template-choice.ts';
import { sampleManuscript } from './sample-manuscript.ts';

export interface PreviewDeps {
  db: Database;
  isolated: IsolatedPool;
}

// The sample is read and tagged once per process: only the writing depends on the template being previewed.
let prepared: Promise<string> | undefined;

function preparedSample(isolated: IsolatedPool): Promise<string> {
  prepared ??= isolated
    .run('prepareConversion', { fileName: 'sample.docx', bytes: sampleManuscript() })
    .then((result) => {
      if (!result.ok) throw new Error(`sample manuscript unreadable: ${result.message}`);
      return result.preparedJson;
    });
  prepared.catch(() => {
    prepared = undefined;
  });
  return prepared;
}

/**
 * The sample manuscript written for one journal with the edited, maybe unsaved, template in place of the saved
 * one of its kind (the other kind as saved): what staff download before saving. Unknown journal, or a reference
 * template the caller may not choose → 404.
 */
export async function previewJournalTemplate(
  deps: PreviewDeps,
  userId: string,
  input: JournalTemplatePreviewRequest,
): Promise<{ fileName: string; docx: Uint8Array }> {
  const journal = findJournal(input.journal_id);
  if (!journal) throw new AppError('not_found', 'Unknown journal.');
  const saved = await currentVersions(deps.db, journal.templateFamily, journal.id);
  const edited = input.fields.definition;
  const sources = templateSourcesFrom(
    journal,
    edited.kind === 'family' ? edited : saved.family?.definition,
    edited.kind === 'journal' ? edited : saved.journal?.definition,
    saved.journalKeyed,
  );
  let template: ArticleTemplate;
  try {
    template = resolveJournalTemplate(journal, input.article_type, sources);
  } catch (error) {
    throw new AppError('bad_request', error instanceof Error ? error.message : String(error));
  }
  // As a conversion picks it: the journal's own template's reference template, else its family's.
  const own =
    edited.kind === 'journal' ? input.fields.reference_template_id : saved.journal?.referenceTemplateId;
  const family =
    edited.kind === 'family' ? input.fields.reference_template_id : saved.family?.referenceTemplateId;
  // The edited kind's choice passes the save's check: no previewing with another user's reference template.
  const savedOfKind = edited.kind === 'journal' ? saved.journal : saved.family;
  await checkReferenceTemplateChoice(
    deps.db,
    input.fields.reference_template_id,
    savedOfKind?.referenceTemplateId ?? null,
    userId,
  );
  const referenceTemplateId = own ?? family ?? null;
  const templateJson = JSON.stringify(await withReferenceTemplate(deps.db, template, referenceTemplateId));
  const written = await deps.isolated.run('writeJournalManuscript', {
    preparedJson: await preparedSample(deps.isolated),
    journalId: journal.id,
    articleType: input.article_type,
    templateJson,
  });
  if (!written.ok) throw new AppError('bad_request', written.message);
  return { fileName: `${journal.id}-preview.docx`, docx: written.docx };
}
