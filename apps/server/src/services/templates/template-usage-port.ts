import type { Database } from '../../db/database.ts';
import { referenceTemplatesInUse } from '../journal-templates/template-usage.ts';

/**
 * Which of these template ids a journal template uses (spec §4: such a template cannot be deleted).
 * `journalTemplateUsage` asks the journal templates' table (the reference template their current version names).
 */
export type TemplateUsage = (templateIds: readonly string[]) => Promise<string[]>;

export const journalTemplateUsage =
  (db: Database): TemplateUsage =>
  (templateIds) =>
    referenceTemplatesInUse(db, templateIds);
