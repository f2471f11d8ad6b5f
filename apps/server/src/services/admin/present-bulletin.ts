import type { AdminBulletin, PublicBulletin } from '@galley/contracts';
import type { BulletinRow } from '../../db/schema.ts';

export function presentPublicBulletin(row: BulletinRow): PublicBulletin {
  return {
    id: row.id,
    texts: row.texts,
    published_from: row.publishedFrom.toISOString(),
    published_to: row.publishedTo?.toISOString() ?? null,
  };
}

export function presentAdminBulletin(row: BulletinRow, authorEmail: string | null): AdminBulletin {
  return {
    ...presentPublicBulletin(row),
    author: row.authorUserId && authorEmail ? { id: row.authorUserId, email: authorEmail } : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
