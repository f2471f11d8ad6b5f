import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { referenceTemplates } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';

/**
 * A reference template a journal template may be given (saved or previewed): one of the caller's own, or the one
 * it already uses (so another staff member's choice survives a save). Anyone else's → 404, as if it did not exist.
 */
export async function checkReferenceTemplateChoice(
  db: Database,
  chosen: string | null,
  alreadyUsed: string | null,
  userId: string,
): Promise<void> {
  if (!chosen || chosen === alreadyUsed) return;
  const [own] = await db
    .select({ id: referenceTemplates.id })
    .from(referenceTemplates)
    .where(
      and(
        eq(referenceTemplates.id, chosen),
        eq(referenceTemplates.userId, userId),
        eq(referenceTemplates.templateType, 'template'),
      ),
    );
  if (!own) throw new AppError('not_found', 'Reference template not found.');
}
