import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type LocalServer,
  startLocalServer,
} from '../../../../../packages/manuscript/src/test-support/local-http-server.ts';
import { readSharedData } from '../../../../../packages/manuscript/src/test-support/shared-data.ts';
import { buildTestApp, type TestApp } from '../../../test/support/build-test-app.ts';
import { readTopicEvents } from '../../jobs/events/read-topic-events.ts';
import { boardClient } from './test-support/board-client.ts';
import { conversionClient } from './test-support/conversion-client.ts';
import { labelLikeAModel } from './test-support/local-llm.ts';

// A new upload while the auto-tag job of the old one is tagging (issue 15 review). The LLM endpoint holds its first
// answer until the new upload has been read: the wait must not hold the worker threads (uploads and converts read
// files there) — were it to, the upload would end only when the job gave up on the LLM, and the held answer would
// then reach no one (checked below). The upload keeps the same
// stored file row (one key per conversion), so the job must learn from the row that its board is no longer wanted —
// never write the old manuscript's board over the new file.

let t: TestApp;
let llm: LocalServer;
let releaseFirstAnswer: () => void;
const firstAnswerReleased = new Promise<void>((resolve) => {
  releaseFirstAnswer = resolve;
});

beforeAll(async () => {
  llm = await startLocalServer((request) => ({
    ...labelLikeAModel(request),
    until: llm.requests.length === 1 ? firstAnswerReleased : undefined,
  }));
  t = await buildTestApp({ GALLEY_LLM_URL: `${llm.url}/v1`, GALLEY_LLM_MODEL: 'local-model' });
}, 60_000);

afterAll(async () => {
  releaseFirstAnswer();
  await t?.close();
  await llm?.close();
});

async function jobEnded(topic: string, jobId: string) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const kinds = (await readTopicEvents(t.app.db, topic, 0))
      .filter((e) => e.event.job === jobId)
      .map((e) => e.event.kind);
    if (kinds.includes('success') || kinds.includes('failed') || Date.now() > deadline) return kinds;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('re-upload during auto-tagging', () => {
  it("an upload is read while the job waits on the LLM; the old upload's job writes no board over the new file; a new call tags the new one", async () => {
    const owner = await conversionClient(t.app);
    const calls = boardClient(t.app, owner);
    const { id } = (await owner.create()).json();
    const first = readSharedData('manuscripts/publichealth_contraception.docx');
    const second = readSharedData('manuscripts/scientometrics_curtin_oa.docx');
    expect((await owner.upload(id, first, 'first.docx')).statusCode).toBe(200);
    const job = (await calls.autoTag(id)).json().job_id as string;
    const deadline = Date.now() + 30_000;
    while (llm.requests.length === 0 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(llm.requests.length).toBe(1);

    // The job waits on the LLM: that is network, not a worker thread's work — the upload is read meanwhile.
    const again = await owner.upload(id, second, 'second.docx');
    expect(again.statusCode, again.body).toBe(200);
    releaseFirstAnswer();
    await jobEnded(`conversion:${id}`, job);
    expect(llm.delivered(), 'the first answer reached the job still waiting for it').toBe(1);
    const board = await calls.board(id);
    expect([board.statusCode, board.json().code]).toEqual([409, 'not_tagged']);

    const next = (await calls.autoTag(id)).json();
    expect(next.job_id).not.toBe(job);
    const fresh = await calls.waitForBoard(id);
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(fresh.json().client_html).toMatch(/open access/i);
  }, 120_000);
});
