import { randomUUID } from 'node:crypto';
import type { StepData } from '@galley/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSharedData } from '../../../../../packages/manuscript/src/test-support/shared-data.ts';
import { buildTestApp, type TestApp } from '../../../test/support/build-test-app.ts';
import { conversions, storedFiles } from '../../db/schema.ts';
import { autoTagManuscriptJob } from '../../jobs/definitions/manuscript/auto-tag-manuscript.job.ts';
import { readTopicEvents } from '../../jobs/events/read-topic-events.ts';
import { type BoardClient, boardClient } from './test-support/board-client.ts';
import { type ConversionClient, conversionClient } from './test-support/conversion-client.ts';

// Races and reruns on the confirm board (issue 15 review): a retried auto-tag job after its board was written
// (SIGKILL between the write and pg-boss's completion), and two saves of the board at once (two tabs).

const FILE = 'manuscripts/publichealth_contraception.docx';
let t: TestApp;
let owner: ConversionClient;
let calls: BoardClient;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await conversionClient(t.app);
  calls = boardClient(t.app, owner);
}, 60_000);

afterAll(async () => {
  await t?.close();
});

async function tagged() {
  const { id } = (await owner.create()).json();
  expect((await owner.upload(id, readSharedData(FILE), 'contraception.docx')).statusCode).toBe(200);
  expect((await calls.autoTag(id)).statusCode).toBe(202);
  const board = await calls.waitForBoard(id);
  expect(board.statusCode, board.body).toBe(200);
  return { id, board: board.json() as { step_data: StepData; client_html: string } };
}

async function rowOf(id: string) {
  const [row] = await t.app.db.select().from(conversions).where(eq(conversions.id, id));
  if (!row) throw new Error(`no conversion ${id}`);
  return row;
}

/** The step data with `done` set as `isDone` says, step by step. */
function withDone(stepData: StepData, isDone: (step: { step_value: string; required: boolean }) => boolean) {
  return {
    ...stepData,
    step_set_list: stepData.step_set_list.map((set) => ({
      ...set,
      step_array: set.step_array.map((step) => ({ ...step, done: isDone(step) })),
    })),
  };
}

const doneSteps = (stepData: StepData) =>
  stepData.step_set_list.flatMap((set) => set.step_array.filter((s) => s.done).map((s) => s.step_value));

describe('board races', () => {
  it("a rerun of an auto-tag job whose board is written keeps the author's confirmed steps and the one file", async () => {
    const { id, board } = await tagged();
    const first = board.step_data.step_set_list.flatMap((set) => set.step_array)[0];
    if (!first) throw new Error('no step');
    const progressed = withDone(board.step_data, (step) => step.step_value === first.step_value);
    // The author has confirmed the first step; then the job that wrote the board runs again (pg-boss retry
    // after the process died before the job was marked complete): same row, board already written.
    const jobId = randomUUID();
    const before = await rowOf(id);
    await t.app.db
      .update(conversions)
      .set({ stepData: progressed, currentTargetStep: 'x', autoTagJobId: jobId })
      .where(eq(conversions.id, id));
    await t.app.jobs.enqueue(
      autoTagManuscriptJob,
      {
        conversionId: id,
        sourceFileId: before.sourceFileId as string,
        articleType: 'original_article',
        skip: false,
        locale: 'en',
      },
      { id: jobId, userId: owner.userId, topic: `conversion:${id}` },
    );
    const deadline = Date.now() + 60_000;
    for (;;) {
      const events = await readTopicEvents(t.app.db, `conversion:${id}`, 0);
      const mine = events.filter((e) => e.event.job === jobId).map((e) => e.event.kind);
      if (mine.includes('success') || mine.includes('failed') || Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const after = await rowOf(id);
    expect(after.autoTagStatus).toBe('success');
    expect(doneSteps(after.stepData as StepData)).toEqual([first.step_value]);
    expect(after.currentTargetStep).toBe('x');
    expect(after.manuscriptFileId).toBe(before.manuscriptFileId);
    const files = await t.app.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.ownerRef, `conversion:${id}`));
    expect(files.length).toBe(2);
  }, 120_000);

  it('two saves at once: every save answered 200 is kept (none lost to the other)', async () => {
    const { id, board } = await tagged();
    const optional = board.step_data.step_set_list
      .flatMap((set) => set.step_array)
      .filter((step) => !step.required)
      .map((step) => step.step_value);
    expect(optional.length).toBeGreaterThanOrEqual(2);
    const [x, y] = optional as [string, string];
    // Every step done but two optional ones: both are reachable, and both pass with no highlight.
    const stepData = withDone(board.step_data, (step) => step.step_value !== x && step.step_value !== y);
    await t.app.db.update(conversions).set({ stepData }).where(eq(conversions.id, id));
    const save = (step: string) =>
      calls.update({ conversion_id: id, current_target_step: step, client_html: board.client_html });
    const answers = await Promise.all([save(x), save(y)]);
    const saved = (await rowOf(id)).stepData as StepData;
    const answered = [x, y].filter((_, i) => answers[i]?.statusCode === 200);
    expect(answered.length).toBeGreaterThanOrEqual(1);
    for (const step of answered) expect(doneSteps(saved), step).toContain(step);
    for (const answer of answers)
      if (answer.statusCode !== 200) expect([answer.statusCode, answer.json().code]).toEqual([409, 'busy']);
  }, 120_000);
});
