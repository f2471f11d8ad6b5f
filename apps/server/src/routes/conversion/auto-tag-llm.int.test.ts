import { type HighlightRange, Manuscript } from '@galley/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type LocalServer,
  startLocalServer,
} from '../../../../../packages/manuscript/src/test-support/local-http-server.ts';
import { readSharedData } from '../../../../../packages/manuscript/src/test-support/shared-data.ts';
import { buildTestApp, type TestApp } from '../../../test/support/build-test-app.ts';
import { waitFor } from '../../../test/support/wait-for.ts';
import { readTopicEvents } from '../../jobs/events/read-topic-events.ts';
import { boardClient } from './test-support/board-client.ts';
import { conversionClient } from './test-support/conversion-client.ts';
import { labelLikeAModel, statusPage } from './test-support/local-llm.ts';

// The LLM tagger configured (GALLEY_LLM_URL, GALLEY_LLM_STATUS_URL): auto-tagging through a local endpoint that
// speaks the chat-completions protocol, its fallback to the local tagger when the endpoint fails, and ai-status read
// from a local Statuspage-style status page. On the database the suite runs on.

let t: TestApp;
let llm: LocalServer;
let statusServer: LocalServer;
let llmFails = false;
let page: unknown = statusPage('none', 'operational');

beforeAll(async () => {
  llm = await startLocalServer((request) =>
    llmFails ? { status: 503, body: { error: { message: 'overloaded' } } } : labelLikeAModel(request),
  );
  statusServer = await startLocalServer(() => ({ body: page }));
  t = await buildTestApp({
    GALLEY_LLM_URL: `${llm.url}/v1`,
    GALLEY_LLM_API_KEY: 'sk-local-test',
    GALLEY_LLM_MODEL: 'local-model',
    GALLEY_LLM_STATUS_URL: `${statusServer.url}/api/v2/summary.json`,
  });
}, 60_000);

afterAll(async () => {
  await t?.close();
  await llm?.close();
  await statusServer?.close();
});

async function tagOnce() {
  const owner = await conversionClient(t.app);
  const calls = boardClient(t.app, owner);
  const { id } = (await owner.create()).json();
  const bytes = readSharedData('manuscripts/publichealth_contraception.docx');
  expect((await owner.upload(id, bytes, 'm.docx')).statusCode).toBe(200);
  expect((await calls.autoTag(id)).statusCode).toBe(202);
  const board = await calls.waitForBoard(id);
  expect(board.statusCode, board.body).toBe(200);
  const manuscript = Manuscript.parse(
    JSON.parse(new TextDecoder().decode(await t.app.storage.get(`conversions/${id}/manuscript.json`))),
  );
  return { calls, board: board.json(), manuscript, summary: await summaryOf(id) };
}

/** The summary the job tells with its last step: it is stored just after the board, so it is waited for. */
async function summaryOf(id: string) {
  const savedStep = async () =>
    (await readTopicEvents(t.app.db, `conversion:${id}`, 0)).find(
      (e) => e.event.step === 'saving' && e.event.percent === 100,
    );
  await waitFor(async () => (await savedStep()) !== undefined, {
    timeoutMs: 30_000,
    intervalMs: 100,
    message: () => `conversion ${id} never told its saving step's summary`,
  });
  return (await savedStep())?.event.data;
}

describe('auto-tagging with an LLM endpoint', () => {
  it('tags through the chat-completions endpoint: its labels are the board suggestions', async () => {
    const before = llm.requests.length;
    const { board, manuscript, summary } = await tagOnce();
    const request = llm.requests[before];
    expect(request?.path).toBe('/v1/chat/completions');
    expect(request?.headers.authorization).toBe('Bearer sk-local-test');
    expect(JSON.parse(request?.body ?? '{}').model).toBe('local-model');
    expect(summary).toMatchObject({ tagger: 'llm', skipped: false, warnings: [] });
    const paragraphs = manuscript.blocks.filter(
      (b) => b.type === 'paragraph' && b.text.trim() !== '' && !b.tableRole,
    );
    const suggestions = board.auto_tags as HighlightRange[];
    expect(suggestions.find((r) => r.step === 'front.running_title')?.block).toBe(paragraphs[1]?.id);
    expect(suggestions.find((r) => r.step === 'front.title')?.block).toBe(paragraphs[0]?.id);
    // Nothing else was labelled by the model (table titles come from the reader).
    expect(new Set(suggestions.map((r) => r.step))).toEqual(
      new Set([
        'front.title',
        'front.running_title',
        ...suggestions.filter((r) => r.step.startsWith('table.')).map((r) => r.step),
      ]),
    );
  }, 120_000);

  it('when the endpoint fails the local tagger stands in, and says so', async () => {
    llmFails = true;
    try {
      const { board, summary } = await tagOnce();
      expect(summary).toMatchObject({ tagger: 'local', warnings: ['tagger_unavailable'] });
      const steps = new Set((board.auto_tags as HighlightRange[]).map((r) => r.step));
      expect(steps).toContain('main.introduction');
      expect(board.auto_tag_status).toBe('success');
    } finally {
      llmFails = false;
    }
  }, 120_000);

  it('ai-status reads the provider status page: operational, partial outage, full outage, unreadable', async () => {
    const calls = boardClient(t.app, await conversionClient(t.app));
    const cases: [unknown, string][] = [
      [statusPage('none', 'operational'), 'operational'],
      [statusPage('minor', 'partial_outage'), 'partial_outage'],
      [statusPage('major', 'major_outage'), 'full_outage'],
      [statusPage('minor', 'degraded_performance'), 'degraded'],
      ['<html>not json</html>', 'unknown'],
    ];
    for (const [body, status] of cases) {
      page = body;
      const answer = await calls.aiStatus();
      expect(answer.statusCode).toBe(200);
      expect(answer.json(), status).toEqual({ tagger: 'llm', status });
    }
    page = statusPage('none', 'operational');
  });
});
