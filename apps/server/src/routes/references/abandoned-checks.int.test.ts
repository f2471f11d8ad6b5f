import { randomUUID } from 'node:crypto';
import { type LocalServer, startLocalServer } from '@galley/pubmed';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referenceItems, referenceOrders } from '../../db/schema.ts';
import { housekeepingJob } from '../../jobs/definitions/system/housekeeping.job.ts';
import type { JobContext } from '../../jobs/job-context.ts';
import { type ReferenceHarness, referenceHarness } from './test-support/reference-harness.ts';

// Issue 14 review: an order whose validation job died on its last attempt, or was never queued, does not stay
// `checking` forever: the hourly housekeeping makes it `failed` and its author can start the check again.
// Live jobs and recently touched orders are left alone. On the suite's database, against an E-utilities server
// with no records (every check ends quickly), which is all these tests need.

const CREATE = '/api/v1/reference/creating-reference-order/';
const VALIDATE = '/api/v1/reference/update-pubmed-data/';
const TEN_MINUTES_AGO = () => new Date(Date.now() - 10 * 60 * 1000);

describe('orders left checking by a dead validation job', () => {
  let h: ReferenceHarness;
  let pubmed: LocalServer | undefined;
  beforeAll(async () => {
    // An E-utilities server with no records answers at once: the jobs here only need to run, and a closed
    // port would cost each one the client's retries.
    pubmed = await startLocalServer({ corpus: new Map() });
    h = await referenceHarness({ PUBMED_BASE_URL: pubmed.baseUrl });
  }, 60_000);
  afterAll(async () => {
    await h?.close();
    await pubmed?.close();
  });

  const housekeeping = () =>
    housekeepingJob.run({}, { db: h.t.app.db, config: h.t.app.config } as unknown as JobContext);

  async function newOrder(session: string): Promise<string> {
    const text = [
      'Smith J, Jones K. Effects of exercise on blood pressure in older adults. J Hypertens. 2010;28(4):789-95.',
      'Brown A, Green B. A randomised trial of vitamin D in asthma. Lancet Respir Med. 2015;3(2):120-30.',
    ].join('\n\n');
    const created = await h.post(session, CREATE, { reference_type: 'text', text });
    expect(created.statusCode).toBe(201);
    return created.json().reference_order;
  }

  /** The order as a job left it: `checking` under `jobId`, references unchecked, untouched since `at`. */
  async function leaveChecking(orderId: string, jobId: string, at: Date): Promise<void> {
    await h.t.app.db
      .update(referenceItems)
      .set({ validatedAt: null })
      .where(eq(referenceItems.orderId, orderId));
    await h.t.app.db
      .update(referenceOrders)
      .set({ status: 'checking', step: 2, jobId, updatedAt: at })
      .where(eq(referenceOrders.id, orderId));
  }

  /** pg-boss's record of the job, as a dead or live job leaves it (never due again: no worker takes it). */
  async function setJobState(jobId: string, state: string): Promise<void> {
    await h.t.app.db.execute(
      sql`update pgboss.job set state = ${state}, start_after = now() + interval '1 day' where id::text = ${jobId}`,
    );
  }

  /** A real validation job of the order, run to its end, whose id the test then reuses. */
  async function ranJob(session: string, orderId: string): Promise<string> {
    const started = await h.post(session, VALIDATE, { reference_order: orderId });
    expect(started.statusCode).toBe(202);
    const jobId: string = started.json().job_id;
    await h.settled(orderId, jobId);
    return jobId;
  }

  it('fails an order whose request died before queueing its job, and the author starts the check again', async () => {
    const owner = await h.user('pro');
    const orderId = await newOrder(owner.session);
    await leaveChecking(orderId, randomUUID(), TEN_MINUTES_AGO());
    await housekeeping();
    expect((await h.order(orderId)).status).toBe('failed');

    const again = await h.post(owner.session, VALIDATE, { reference_order: orderId });
    expect(again.statusCode).toBe(202);
    expect(again.json()).toMatchObject({ status: 'checking' });
    expect((await h.settled(orderId, again.json().job_id)).status).toBe('done');
  }, 120_000);

  it('fails an order whose job failed, was cancelled or completed without finishing it', async () => {
    const owner = await h.user('pro');
    for (const state of ['failed', 'cancelled', 'completed']) {
      const orderId = await newOrder(owner.session);
      const jobId = await ranJob(owner.session, orderId);
      await setJobState(jobId, state);
      await leaveChecking(orderId, jobId, TEN_MINUTES_AGO());
      await housekeeping();
      expect((await h.order(orderId)).status, state).toBe('failed');
      const again = await h.post(owner.session, VALIDATE, { reference_order: orderId });
      expect(again.statusCode, state).toBe(202);
      expect(again.json().job_id).not.toBe(jobId);
      await h.settled(orderId, again.json().job_id);
    }
  }, 180_000);

  it('leaves an order whose job is still queued, retrying or running, or that was touched a moment ago', async () => {
    const owner = await h.user('pro');
    const orderId = await newOrder(owner.session);
    const jobId = await ranJob(owner.session, orderId);
    for (const state of ['created', 'retry', 'active']) {
      await setJobState(jobId, state);
      await leaveChecking(orderId, jobId, TEN_MINUTES_AGO());
      await housekeeping();
      expect((await h.order(orderId)).status, state).toBe('checking');
    }
    await setJobState(jobId, 'completed');
    await leaveChecking(orderId, randomUUID(), new Date());
    await housekeeping();
    expect((await h.order(orderId)).status).toBe('checking');
  }, 120_000);
});
