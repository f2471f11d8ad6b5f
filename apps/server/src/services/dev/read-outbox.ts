import type { DevMail } from '@galley/contracts';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { mailOutbox } from '../../db/schema.ts';

/** The newest 100 mails of the dev outbox, optionally for one address. */
export async function readOutbox(db: Database, to?: string): Promise<DevMail[]> {
  const query = db.select().from(mailOutbox);
  const rows = await (to ? query.where(eq(mailOutbox.to, to.trim().toLowerCase())) : query)
    .orderBy(desc(mailOutbox.createdAt))
    .limit(100);
  return rows.map((row) => ({
    id: row.id,
    to: row.to,
    subject: row.subject,
    text: row.text,
    html: row.html,
    created_at: row.createdAt.toISOString(),
  }));
}
