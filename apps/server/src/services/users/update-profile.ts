import type { Locale, ProfileFields } from '@galley/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { type UserRow, users } from '../../db/schema.ts';
import { profileColumns } from './user-data.ts';

/** Saves the profile tab: every registration field but email and password. */
export async function updateProfile(
  db: Database,
  user: UserRow,
  profile: ProfileFields,
  locale: Locale | undefined,
): Promise<UserRow> {
  const rows = await db
    .update(users)
    .set({
      ...profileColumns(profile),
      ...(locale ? { locale } : {}),
      updatedAt: new Date(),
    })
    .where(eq(users.id, user.id))
    .returning();
  return rows[0] ?? user;
}
