import type { Database } from '../../db/database.ts';
import { journalTemplates, journalTemplateVersions } from '../../db/schema.ts';
import { seedEntries } from './seed-entries.ts';

/**
 * Puts the code's journal templates into the database as version 1 when they are not there yet (at every
 * start, after migrating): idempotent, and safe when two servers start together — the (kind, key) unique
 * index lets one insert win and the other do nothing, in one transaction so no template lacks its version.
 * Rows staff edited are never touched again. Returns how many templates were added.
 */
export async function seedJournalTemplates(db: Database): Promise<number> {
  const present = await db
    .select({ kind: journalTemplates.kind, key: journalTemplates.key })
    .from(journalTemplates);
  const known = new Set(present.map((row) => `${row.kind}:${row.key}`));
  const missing = seedEntries().filter((entry) => !known.has(`${entry.kind}:${entry.key}`));
  if (missing.length === 0) return 0;
  return db.transaction(async (tx) => {
    let added = 0;
    for (const entry of missing) {
      const [row] = await tx
        .insert(journalTemplates)
        .values({ kind: entry.kind, key: entry.key })
        .onConflictDoNothing()
        .returning({ id: journalTemplates.id });
      if (!row) continue;
      await tx.insert(journalTemplateVersions).values({
        templateId: row.id,
        version: 1,
        name: entry.name,
        category: entry.category,
        journalIds: entry.journalIds,
        definition: entry.definition,
      });
      added += 1;
    }
    return added;
  });
}
