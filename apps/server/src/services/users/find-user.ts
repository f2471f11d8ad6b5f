import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { type UserRow, users } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | null> {
  const rows = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase()));
  return rows[0] ?? null;
}

export async function findUserById(db: Database, id: string): Promise<UserRow | null> {
  const rows = await db.select().from(users).where(eq(users.id, id));
  return rows[0] ?? null;
}

/** The session's user; a session whose user vanished is treated as expired (460). */
export async function getUserById(db: Database, id: string): Promise<UserRow> {
  const user = await findUserById(db, id);
  if (!user) throw new AppError('session_expired', 'Your session has expired. Please sign in again.');
  return user;
}
