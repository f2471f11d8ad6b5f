import { ADMIN_PAGE_SIZE, type FailedJob, type FailedJobListResponse } from '@galley/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { pgbossRows } from './pgboss-rows.ts';

interface FailedRow {
  id: string;
  name: string;
  output: unknown;
  data: unknown;
  retry_count: number;
  created_on: Date | string;
  completed_on: Date | string | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** pg-boss stores a thrown error as `{ message, stack, … }` in `output`; anything else is shown as JSON. */
function errorText(output: unknown): string {
  if (output && typeof output === 'object' && 'message' in output) return String(output.message);
  return output === null || output === undefined ? '' : JSON.stringify(output);
}

function userOf(data: unknown): string | null {
  const userId = data && typeof data === 'object' && 'userId' in data ? data.userId : null;
  return typeof userId === 'string' ? userId : null;
}

function presentFailedJob(row: FailedRow): FailedJob {
  return {
    id: row.id,
    name: row.name.replace(/\.v\d+$/, ''),
    queue: row.name,
    error: errorText(row.output),
    user_id: userOf(row.data),
    attempts: Number(row.retry_count) + 1,
    created_at: iso(row.created_on),
    failed_at: row.completed_on ? iso(row.completed_on) : null,
  };
}

/** Jobs pg-boss gave up on (state `failed`, retries used up), newest failure first, with their last error. */
export async function listFailedJobs(db: Database, page: number): Promise<FailedJobListResponse> {
  const [total] = await pgbossRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from pgboss.job where state = 'failed'`,
  );
  const rows = await pgbossRows<FailedRow>(
    db,
    sql`select id::text as id, name, output, data, retry_count, created_on, completed_on
        from pgboss.job where state = 'failed'
        order by completed_on desc nulls last, id
        limit ${ADMIN_PAGE_SIZE} offset ${(page - 1) * ADMIN_PAGE_SIZE}`,
  );
  return { count: total?.n ?? 0, page, page_size: ADMIN_PAGE_SIZE, results: rows.map(presentFailedJob) };
}
