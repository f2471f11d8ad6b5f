import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { serverSecrets } from '../../db/schema.ts';

/**
 * Returns the secret stored under `name`, creating it with `create` the first time. Concurrent first
 * calls (two servers, or two requests) agree on one value: the insert that loses the race is dropped.
 */
export async function getOrCreateSecret(
  db: Database,
  name: string,
  create: () => Promise<string>,
): Promise<string> {
  const existing = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name));
  if (existing[0]) return existing[0].value;
  const value = await create();
  await db.insert(serverSecrets).values({ name, value }).onConflictDoNothing();
  const stored = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name));
  if (!stored[0]) throw new Error(`secret ${name} could not be stored`);
  return stored[0].value;
}
