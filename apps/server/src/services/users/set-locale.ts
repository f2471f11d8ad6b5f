import type { Locale } from '@galley/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { type UserRow, users } from '../../db/schema.ts';

/** Remembers the UI language the user last signed in with: their mails are written in it. */
export async function setLocale(db: Database, user: UserRow, locale: Locale): Promise<UserRow> {
  const rows = await db.update(users).set({ locale }).where(eq(users.id, user.id)).returning();
  return rows[0] ?? user;
}
