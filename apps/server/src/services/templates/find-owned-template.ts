import type { TemplateType } from '@galley/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { type ReferenceTemplateRow, referenceTemplates } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { assertOwner } from '../../policies/assert-owner.ts';

/** The user's folder or template (of `type` when given), or 404 alike for someone else's, a missing one or the wrong kind. */
export async function findOwnedTemplate(
  db: Database,
  userId: string,
  id: string,
  type?: TemplateType,
): Promise<ReferenceTemplateRow> {
  const what = type ?? 'template';
  const [row] = await db.select().from(referenceTemplates).where(eq(referenceTemplates.id, id));
  const owned = assertOwner(row, userId, what);
  if (type && owned.templateType !== type) throw new AppError('not_found', `No ${what} with this id.`);
  return owned;
}
