import { TemplateId, type TemplateItem } from '@galley/contracts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { findOwnedTemplate } from './find-owned-template.ts';
import { toTemplateItem } from './to-template-item.ts';

/**
 * One saved template of the user's, as the drawer lists it. An id that is not a uuid is a 404 like any other
 * unknown id (it names no template; asking the database would fail on the cast), and so are someone else's,
 * a deleted one and a folder: the editor only opens templates, and ids cannot be probed.
 */
export async function getTemplate(db: Database, userId: string, id: string): Promise<TemplateItem> {
  if (!TemplateId.safeParse(id).success) throw new AppError('not_found', 'No template with this id.');
  return toTemplateItem(await findOwnedTemplate(db, userId, id, 'template'));
}
