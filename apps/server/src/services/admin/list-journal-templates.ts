import {
  ADMIN_PAGE_SIZE,
  type JournalTemplateListQuery,
  type JournalTemplateListResponse,
} from '@galley/contracts';
import { and, asc, count, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { journalTemplates, journalTemplateVersions, users } from '../../db/schema.ts';
import { presentJournalTemplate } from './present-journal-template.ts';

/** `%`, `_` and `\` searched for literally. */
const literal = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Journal templates by kind, then name; a search matches name, key, category or a journal id. */
export async function listJournalTemplates(
  db: Database,
  query: JournalTemplateListQuery,
): Promise<JournalTemplateListResponse> {
  const filters: SQL[] = [];
  if (query.kind) filters.push(eq(journalTemplates.kind, query.kind));
  if (query.search) {
    const like = literal(query.search);
    const any = or(
      ilike(journalTemplateVersions.name, like),
      ilike(journalTemplates.key, like),
      ilike(journalTemplateVersions.category, like),
      ilike(sql`${journalTemplateVersions.journalIds}::text`, like),
    );
    if (any) filters.push(any);
  }
  const current = and(
    eq(journalTemplateVersions.templateId, journalTemplates.id),
    eq(journalTemplateVersions.version, journalTemplates.currentVersion),
  );
  const where = filters.length ? and(...filters) : undefined;
  const [total] = await db
    .select({ n: count() })
    .from(journalTemplates)
    .innerJoin(journalTemplateVersions, current)
    .where(where);
  const rows = await db
    .select({ template: journalTemplates, version: journalTemplateVersions, authorEmail: users.email })
    .from(journalTemplates)
    .innerJoin(journalTemplateVersions, current)
    .leftJoin(users, eq(users.id, journalTemplateVersions.authorUserId))
    .where(where)
    .orderBy(asc(journalTemplates.kind), asc(journalTemplateVersions.name), asc(journalTemplates.id))
    .limit(ADMIN_PAGE_SIZE)
    .offset((query.page - 1) * ADMIN_PAGE_SIZE);
  return {
    count: total?.n ?? 0,
    page: query.page,
    page_size: ADMIN_PAGE_SIZE,
    results: rows.map((row) => presentJournalTemplate(row.template, row)),
  };
}
