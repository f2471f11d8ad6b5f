import type { ArticleTemplate, ArticleType } from '@galley/contracts';
import { findJournal, offeredArticleTypes, resolveJournalTemplate } from '@galley/journals';
import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { type JournalTemplateVersionRow, journalTemplateVersions } from '../../db/schema.ts';
import { currentVersions } from './current-versions.ts';
import { templateSourcesFrom } from './template-sources-from.ts';
import { withReferenceTemplate } from './with-reference-template.ts';

/** The versions a conversion output was (or is to be) written with. */
export interface PinnedVersions {
  familyVersionId: string | null;
  journalVersionId: string | null;
}

export interface ResolvedConversionTemplate extends PinnedVersions {
  template: ArticleTemplate;
  /** The reference template the journal's (else the family's) template names, if any. */
  referenceTemplateId: string | null;
}

async function versionsById(db: Database, pinned: PinnedVersions) {
  const ids = [pinned.familyVersionId, pinned.journalVersionId].filter((id): id is string => id !== null);
  const rows = ids.length
    ? await db.select().from(journalTemplateVersions).where(inArray(journalTemplateVersions.id, ids))
    : [];
  const byId = (id: string | null): JournalTemplateVersionRow | null =>
    rows.find((row) => row.id === id) ?? null;
  return { family: byId(pinned.familyVersionId), journal: byId(pinned.journalVersionId), journalKeyed: true };
}

/**
 * A journal's template through the database: the versions pinned on a conversion output when it has them (a
 * retried or re-read output keeps the version it was converted with), else the current ones, else the code's.
 * Null for a journal the catalogue does not know (the writer task refuses it with its own message); throws for an
 * article type the journal's saved templates do not offer.
 */
export async function resolveConversionTemplate(
  db: Database,
  journalId: string,
  articleType: ArticleType,
  pinned?: PinnedVersions,
): Promise<ResolvedConversionTemplate | null> {
  const journal = findJournal(journalId);
  if (!journal) return null;
  const isPinned = pinned && (pinned.familyVersionId !== null || pinned.journalVersionId !== null);
  const versions = isPinned
    ? await versionsById(db, pinned)
    : await currentVersions(db, journal.templateFamily, journal.id);
  const sources = templateSourcesFrom(
    journal,
    versions.family?.definition,
    versions.journal?.definition,
    versions.journalKeyed,
  );
  const offered = offeredArticleTypes(journal.templateFamily, journal.id, sources);
  // The words chooseConversionTargets uses, with the article types the saved templates offer.
  if (!offered.includes(articleType))
    throw new Error(`${journal.title} does not take ${articleType}; it takes: ${offered.join(', ')}.`);
  const referenceTemplateId =
    versions.journal?.referenceTemplateId ?? versions.family?.referenceTemplateId ?? null;
  const template = resolveJournalTemplate(journal, articleType, sources);
  return {
    template: await withReferenceTemplate(db, template, referenceTemplateId),
    familyVersionId: versions.family?.id ?? null,
    journalVersionId: versions.journal?.id ?? null,
    referenceTemplateId,
  };
}
