import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { RECOMMEND_TITLES_PATH, RecommendTitlesResponse } from '@galley/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type LocalServer,
  startLocalServer,
} from '../../../../../packages/manuscript/src/test-support/local-http-server.ts';
import { titlesLikeAModel } from '../../../../../packages/titles/src/test-support/title-model.ts';
import { type ReferenceHarness, referenceHarness } from '../references/test-support/reference-harness.ts';
import { ABSTRACT, withEnv } from './test-support/recommender-fixtures.ts';

// The LLM endpoint configured (the manuscript tagger's GALLEY_LLM_* settings): candidates written by a local server
// that speaks the chat-completions protocol, and the local engine's when it fails. Counted alike.

describe('POST /api/v1/recommender/titles/ with an LLM endpoint', () => {
  let h: ReferenceHarness;
  let llm: LocalServer;
  let llmFails = false;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'galley-titles-llm-'));

  beforeAll(async () => {
    llm = await startLocalServer((request) =>
      llmFails ? { status: 503, body: { error: { message: 'overloaded' } } } : titlesLikeAModel(request),
    );
    h = await withEnv(
      { GALLEY_TITLE_INDEX: path.join(dir, 'absent.json'), GALLEY_SHARED_DATA: path.join(dir, 'no-data') },
      () =>
        referenceHarness({
          GALLEY_LLM_URL: `${llm.url}/v1`,
          GALLEY_LLM_API_KEY: 'sk-local-test',
          GALLEY_LLM_MODEL: 'local-title-model',
        }),
    );
  }, 180_000);
  afterAll(async () => {
    await h?.close();
    await llm?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("answers with the model's titles, measured against the journal limit", async () => {
    const user = await h.user('pro');
    const before = llm.requests.length;
    const response = await h.post(user.session, RECOMMEND_TITLES_PATH, {
      abstract: ABSTRACT,
      journal_id: 'the-lancet',
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = RecommendTitlesResponse.parse(response.json());
    const sent = llm.requests[before];
    expect(sent?.path).toBe('/v1/chat/completions');
    expect(sent?.headers.authorization).toBe('Bearer sk-local-test');
    expect(JSON.parse(sent?.body ?? '{}').model).toBe('local-title-model');
    expect(body).toMatchObject({ engine: 'llm', llm_fallback: false });
    expect(body.candidates).toHaveLength(8);
    expect(
      body.candidates.some((candidate) => candidate.title === 'Does green tea extract may matter?'),
    ).toBe(true);
    expect(new Set(body.candidates.map((candidate) => candidate.kind))).toEqual(
      new Set(['descriptive', 'declarative', 'question', 'colon-subtitle']),
    );
    expect(await h.counter(user.id)).toEqual({ used: 1, reserved: 0 });
  });

  it('falls back to the local engine when the endpoint fails, and says so', async () => {
    const user = await h.user('pro');
    llmFails = true;
    try {
      const response = await h.post(user.session, RECOMMEND_TITLES_PATH, { abstract: ABSTRACT });
      expect(response.statusCode).toBe(200);
      const body = RecommendTitlesResponse.parse(response.json());
      expect(body).toMatchObject({ engine: 'local', llm_fallback: true });
      expect(body.candidates.length).toBeGreaterThanOrEqual(3);
      expect(await h.counter(user.id)).toEqual({ used: 1, reserved: 0 });
    } finally {
      llmFails = false;
    }
  });
});
