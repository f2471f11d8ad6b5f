import path from 'node:path';
import { openPglite } from '../../apps/server/src/db/open-pglite.ts';
import { conversions } from '../../apps/server/src/db/schema.ts';
import { findUserByEmail } from '../../apps/server/src/services/users/find-user.ts';
import type { ReferencesApp } from '../references/references-app.ts';

/**
 * Gives `email` a draft conversion whose confirm board has its title and abstract tagged, as if the author had
 * uploaded and confirmed them (the board's own flow has its browser tests): written on the stopped server's database,
 * since PGlite allows one process at a time, then the server starts again on the same port.
 */
export async function addTaggedConversion(
  app: ReferencesApp,
  email: string,
  fileName: string,
  title: string,
  abstract: string,
): Promise<string> {
  await app.stop();
  const database = await openPglite(path.join(app.dataDir, 'pglite'));
  try {
    const user = await findUserByEmail(database.db, email);
    if (!user) throw new Error(`no account ${email}`);
    const clientHtml =
      `<p data-block="p1"><span data-highlight-container-front.title-0>${title}</span></p>` +
      `<p data-block="p2"><span data-highlight-container-abstract.background-0>${abstract}</span></p>`;
    const [row] = await database.db
      .insert(conversions)
      .values({ userId: user.id, status: 'draft', fileName, articleType: 'original_article', clientHtml })
      .returning({ id: conversions.id });
    if (!row) throw new Error('conversion not inserted');
    return row.id;
  } finally {
    await database.close();
    await app.start();
  }
}
