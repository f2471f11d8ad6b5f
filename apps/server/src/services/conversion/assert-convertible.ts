import type { TargetJournal } from '@galley/contracts';
import type { ConversionRow } from '../../db/schema.ts';
import { assertDraft } from './assert-draft.ts';
import { ConversionRefusal } from './conversion-refusal.ts';
import { requiredStepsDone } from './required-steps-done.ts';
import { storedTargetJournals } from './stored-target-journals.ts';

/** What create-convert-task needs before anything is reserved: a confirmed draft with a source and targets. */
export function assertConvertible(row: ConversionRow): {
  targets: TargetJournal[];
  sourceFileId: string;
  clientHtml: string;
} {
  assertDraft(row);
  if (!row.sourceFileId) throw new ConversionRefusal(400, 'no_file', 'Upload a manuscript first.');
  if (!row.clientHtml)
    throw new ConversionRefusal(
      409,
      'not_tagged',
      'The manuscript has not been through the confirm board yet.',
    );
  if (!requiredStepsDone(row.stepData))
    throw new ConversionRefusal(400, 'incomplete_steps', 'Confirm every required step before converting.');
  const targets = storedTargetJournals(row.targetJournals);
  if (targets.length === 0) throw new ConversionRefusal(400, 'no_journals', 'Choose at least one journal.');
  return { targets, sourceFileId: row.sourceFileId, clientHtml: row.clientHtml };
}
