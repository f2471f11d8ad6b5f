import { and, eq } from 'drizzle-orm';
import { journalTemplates, journalTemplateVersions } from '../../db/schema.ts';

/** Joins a journal template to the one version in force (its current_version): the condition every read of "now" uses. */
export const currentVersionJoin = and(
  eq(journalTemplates.id, journalTemplateVersions.templateId),
  eq(journalTemplates.currentVersion, journalTemplateVersions.version),
);
