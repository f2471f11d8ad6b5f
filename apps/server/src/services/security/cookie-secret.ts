import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/database.ts';
import { getOrCreateSecret } from './get-or-create-secret.ts';

/** SESSION_SECRET when configured; otherwise one generated on first start and kept in the database. */
export async function resolveCookieSecret(db: Database, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  return getOrCreateSecret(db, 'cookie-secret', async () => randomBytes(48).toString('base64url'));
}
