import type { DatabaseHandle } from '../db/database.ts';
import { InProcessPubSub } from './in-process-pubsub.ts';
import { PostgresPubSub } from './postgres-pubsub.ts';
import type { PubSub } from './pubsub.ts';

/** In-process on PGlite (one process); LISTEN/NOTIFY on PostgreSQL, where workers run elsewhere. */
export async function openPubSub(
  database: DatabaseHandle,
  onError: (error: unknown) => void,
): Promise<PubSub> {
  if (database.engine.kind === 'pglite') return new InProcessPubSub();
  const pubsub = new PostgresPubSub(database.engine.client, onError);
  await pubsub.start();
  return pubsub;
}
