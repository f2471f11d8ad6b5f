import type { ReferenceSetting, ReferenceTemplate } from '@galley/contracts';
import { findJournal } from '@galley/journals';
import { findPreset } from '@galley/references';
import { AppError } from '../../errors/app-error.ts';

/** The style the default setting and an export without a setting use. */
export const DEFAULT_PRESET_ID = 'nlm-vancouver';

/**
 * A compile/export setting → the template to format with: a full template as sent (zod filled its defaults),
 * a preset by id, or a catalogue journal by id (its referencePreset). Unknown ids are a 400, not a 500.
 */
export function resolveReferenceSetting(setting: ReferenceSetting | undefined): ReferenceTemplate {
  if (setting === undefined) return defaultTemplate();
  if ('elements' in setting) return setting;
  const presetId = 'preset' in setting ? setting.preset : journalPreset(setting.journal);
  const template = findPreset(presetId);
  if (!template) throw new AppError('bad_request', `Unknown citation style: ${presetId}.`);
  return template;
}

function journalPreset(journalId: string): string {
  const journal = findJournal(journalId);
  if (!journal) throw new AppError('bad_request', `Unknown journal: ${journalId}.`);
  return journal.referencePreset;
}

export function defaultTemplate(): ReferenceTemplate {
  const template = findPreset(DEFAULT_PRESET_ID);
  if (!template) throw new Error(`the ${DEFAULT_PRESET_ID} preset is missing`);
  return template;
}
