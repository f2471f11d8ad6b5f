import type { RetryFailedJobResponse } from '@galley/contracts';
import { sql } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { pgbossRows } from './pgboss-rows.ts';

/**
 * A failed job back in its queue with one more attempt (pg-boss `retry`: same id and payload, so the job's own
 * idempotence — its stored steps and output rows — holds). Not a failed job (unknown, running, done) → 404.
 */
export async function retryFailedJob(
  db: Database,
  boss: PgBoss,
  id: string,
): Promise<RetryFailedJobResponse> {
  const [job] = await pgbossRows<{ name: string }>(
    db,
    sql`select name from pgboss.job where id::text = ${id} and state = 'failed' limit 1`,
  );
  if (!job) throw new AppError('not_found', 'Failed job not found.');
  // The typings leave the response empty; the runtime answers { requested, affected }.
  const result = (await boss.retry(job.name, id)) as { affected?: number };
  if (result.affected === 0) throw new AppError('not_found', 'Failed job not found.');
  return { id, retried: true };
}
