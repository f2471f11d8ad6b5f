import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/build-test-app.ts';
import { createTestUserId } from '../../../test/support/user-factory.ts';
import { conversionOutputs, conversions } from '../../db/schema.ts';
import { failAbandonedOutputs } from './fail-abandoned-outputs.ts';

// A convert job whose process died on its last attempt (or was never queued) must not leave the author on
// "converting" for ever: the hourly housekeeping fails its journal and settles the run.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ GALLEY_RUN_JOBS: 'false' });
}, 60_000);
afterAll(() => t?.close());

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

async function converting(journals: { id: string; status: 'complete' | 'converting'; touched: Date }[]) {
  const userId = await createTestUserId(t.app);
  const [row] = await t.app.db
    .insert(conversions)
    .values({ userId, status: 'converting', convertRun: 1 })
    .returning({ id: conversions.id });
  const conversionId = row?.id as string;
  await t.app.db.insert(conversionOutputs).values(
    journals.map((journal, position) => ({
      conversionId,
      userId,
      run: 1,
      position,
      journalId: journal.id,
      journalTitle: journal.id,
      articleType: 'original_article',
      status: journal.status,
      jobId: randomUUID(), // no such pg-boss job: died before queueing, or purged
      updatedAt: journal.touched,
    })),
  );
  return conversionId;
}

async function state(conversionId: string) {
  const [row] = await t.app.db.select().from(conversions).where(eq(conversions.id, conversionId));
  const outputs = await t.app.db
    .select()
    .from(conversionOutputs)
    .where(eq(conversionOutputs.conversionId, conversionId))
    .orderBy(conversionOutputs.position);
  return { status: row?.status, outputs: outputs.map((o) => [o.journalId, o.status, o.errorCode]) };
}

describe('failAbandonedOutputs', () => {
  it('fails journals whose job is gone after 5 untouched minutes; the run completes when one converted', async () => {
    const id = await converting([
      { id: 'bmj', status: 'complete', touched: minutesAgo(20) },
      { id: 'jama', status: 'converting', touched: minutesAgo(10) },
      { id: 'elife', status: 'converting', touched: minutesAgo(1) },
    ]);
    await failAbandonedOutputs(t.app.db);
    expect(await state(id)).toEqual({
      status: 'converting',
      outputs: [
        ['bmj', 'complete', null],
        ['jama', 'failed', 'abandoned'],
        ['elife', 'converting', null],
      ],
    });
    await t.app.db
      .update(conversionOutputs)
      .set({ updatedAt: minutesAgo(6) })
      .where(eq(conversionOutputs.conversionId, id));
    await failAbandonedOutputs(t.app.db);
    const after = await state(id);
    expect(after.status).toBe('complete');
    expect(after.outputs[2]).toEqual(['elife', 'failed', 'abandoned']);
  });

  it('a run with nothing converted goes back to draft', async () => {
    const id = await converting([{ id: 'bmj', status: 'converting', touched: minutesAgo(30) }]);
    expect(await failAbandonedOutputs(t.app.db)).toBeGreaterThanOrEqual(1);
    expect(await state(id)).toEqual({ status: 'draft', outputs: [['bmj', 'failed', 'abandoned']] });
  });
});
