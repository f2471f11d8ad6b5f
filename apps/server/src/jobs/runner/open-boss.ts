import { fromPglite, PgBoss } from 'pg-boss';
import type { DatabaseHandle } from '../../db/database.ts';

export interface BossOptions {
  /** How often queues are supervised (expired heartbeats failed, retries released), seconds. */
  superviseSeconds: number;
  /** Whether this process schedules cron jobs (every process may; pg-boss de-duplicates). */
  schedule: boolean;
}

/**
 * pg-boss on the same database as everything else: over the PGlite instance Drizzle uses (one
 * process), or its own small pool on PostgreSQL (any number of processes). LISTEN/NOTIFY wakes
 * workers the moment a job is queued, so an idle queue picks a job up in milliseconds.
 */
export function openBoss(handle: DatabaseHandle, options: BossOptions): PgBoss {
  const common = {
    schema: 'pgboss',
    useListenNotify: true,
    superviseIntervalSeconds: options.superviseSeconds,
    monitorIntervalSeconds: options.superviseSeconds,
    schedule: options.schedule,
  };
  if (handle.engine.kind === 'pglite') {
    return new PgBoss({ ...common, backend: 'pglite', db: fromPglite(handle.engine.client) });
  }
  return new PgBoss({
    ...common,
    connectionString: handle.engine.url,
    max: 4,
    application_name: 'galley-jobs',
  });
}
