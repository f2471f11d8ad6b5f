import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';

/**
 * Serialises one user's tree changes inside a transaction, so two crossing moves (A into B, B into A)
 * cannot both pass the cycle check. Released at commit or rollback.
 */
export async function lockUserTemplates(tx: Database, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`reference_templates:${userId}`}))`);
}
