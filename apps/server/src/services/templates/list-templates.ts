import {
  TEMPLATE_LIST_PAGE_SIZE,
  type TemplateListQuery,
  type TemplateListResponse,
} from '@galley/contracts';
import { and, asc, desc, eq, ilike, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { referenceTemplates } from '../../db/schema.ts';
import { findOwnedTemplate } from './find-owned-template.ts';
import { listingPage } from './listing-page.ts';
import { loadTemplateTree, pathTo } from './template-tree.ts';
import { toTemplateItem } from './to-template-item.ts';

const t = referenceTemplates;

/** `%`, `_` and `\` in a search are literal text, not patterns. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** One page of a folder (folders first, then by name), or of the names matching a search anywhere. */
export async function listTemplates(
  db: Database,
  userId: string,
  query: TemplateListQuery,
): Promise<TemplateListResponse> {
  const parentId = query.parent_id ?? null;
  if (parentId) await findOwnedTemplate(db, userId, parentId, 'folder');
  if (query.created_template_id) await findOwnedTemplate(db, userId, query.created_template_id);
  const where: SQL[] = [eq(t.userId, userId)];
  if (query.search_text) where.push(ilike(t.name, `%${likeEscaped(query.search_text)}%`));
  else where.push(parentId ? eq(t.parentId, parentId) : isNull(t.parentId));
  const ordered = await db
    .select({ id: t.id })
    .from(t)
    .where(and(...where))
    .orderBy(desc(sql`${t.templateType} = 'folder'`), asc(sql`lower(${t.name})`), asc(t.id));
  const ids = ordered.map((row) => row.id);
  const { page, slice } = listingPage(ids, query.page, TEMPLATE_LIST_PAGE_SIZE, query.created_template_id);
  const rows = slice.length ? await db.select().from(t).where(inArray(t.id, slice)) : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  const path = query.search_text || !parentId ? [] : pathTo(await loadTemplateTree(db, userId), parentId);
  return {
    count: ids.length,
    page,
    page_size: TEMPLATE_LIST_PAGE_SIZE,
    parent_id: query.search_text ? null : parentId,
    path: path.map((node) => ({ template_id: node.id, name: node.name })),
    results: slice.flatMap((id) => {
      const row = byId.get(id);
      return row ? [toTemplateItem(row)] : [];
    }),
  };
}
