import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { RECOMMEND_TITLES_PATH, RecommendTitlesResponse } from '@galley/contracts';
import { buildTitleIndex } from '@galley/titles/build';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_PAPERS } from '../../../../../packages/titles/src/test-support/fixture-papers.ts';
import { type ReferenceHarness, referenceHarness } from '../references/test-support/reference-harness.ts';
import { ABSTRACT, insertTaggedConversion, withEnv } from './test-support/recommender-fixtures.ts';

describe('POST /api/v1/recommender/titles/ with an index', () => {
  let h: ReferenceHarness;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'galley-titles-'));
  const indexPath = path.join(dir, 'title-index.json');

  beforeAll(async () => {
    // The hand-written fixture papers of @galley/titles: no PubMed data in the test.
    fs.writeFileSync(indexPath, JSON.stringify(buildTitleIndex(FIXTURE_PAPERS)));
    h = await withEnv({ GALLEY_TITLE_INDEX: indexPath, GALLEY_SHARED_DATA: undefined }, () =>
      referenceHarness(),
    );
  }, 180_000);
  afterAll(async () => {
    await h.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('refuses a missing, empty or over-long abstract with validation errors', async () => {
    const user = await h.user('pro');
    for (const payload of [
      {},
      { abstract: '   ' },
      { abstract: 'x'.repeat(5001) },
      { conversion_id: 'nope' },
    ]) {
      const response = await h.post(user.session, RECOMMEND_TITLES_PATH, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 40)).toBe(400);
      expect(response.json().code).toBe('validation_error');
    }
    expect(await h.counter(user.id)).toEqual({ used: 0, reserved: 0 });
  });

  it('needs a session', async () => {
    const response = await h.t.app.inject({
      method: 'POST',
      url: RECOMMEND_TITLES_PATH,
      payload: { abstract: ABSTRACT },
    });
    expect([401, 403]).toContain(response.statusCode);
  });

  it('recommends titles with similar published ones and counts one references unit', async () => {
    const user = await h.user('pro');
    const response = await h.post(user.session, RECOMMEND_TITLES_PATH, { abstract: ABSTRACT });
    expect(response.statusCode).toBe(200);
    const body = RecommendTitlesResponse.parse(response.json());
    expect(body).toMatchObject({ engine: 'local', llm_fallback: false });
    expect(body.candidates.length).toBeGreaterThanOrEqual(4);
    expect(new Set(body.candidates.map((candidate) => candidate.kind)).size).toBeGreaterThanOrEqual(3);
    expect(body.similar_available).toBe(true);
    expect(body.similar[0]?.pmid).toBe('900001');
    expect(body.conversion).toBeNull();
    expect(await h.counter(user.id)).toEqual({ used: 1, reserved: 0 });
  });

  it('refuses a plan without the references service and counts nothing', async () => {
    const user = await h.user('free');
    const response = await h.post(user.session, RECOMMEND_TITLES_PATH, { abstract: ABSTRACT });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('quota_exceeded');
    expect(await h.counter(user.id)).toEqual({ used: 0, reserved: 0 });
  });

  it("applies a catalogue journal's title limit and refuses an unknown journal", async () => {
    const user = await h.user('pro');
    const unknown = await h.post(user.session, RECOMMEND_TITLES_PATH, {
      abstract: ABSTRACT,
      journal_id: 'no-such-journal',
    });
    expect(unknown.statusCode).toBe(400);
    const known = await h.post(user.session, RECOMMEND_TITLES_PATH, {
      abstract: ABSTRACT,
      journal_id: 'the-lancet',
    });
    expect(known.statusCode).toBe(200);
    const body = RecommendTitlesResponse.parse(known.json());
    for (const candidate of body.candidates) {
      if (body.limits.max_words !== null && !candidate.over_limit)
        expect(candidate.words).toBeLessThanOrEqual(body.limits.max_words);
    }
  });

  it("reads the author's own conversion and answers 404 for another user's", async () => {
    const owner = await h.user('pro');
    const other = await h.user('pro');
    const id = await insertTaggedConversion(h, owner.id);
    const own = await h.post(owner.session, RECOMMEND_TITLES_PATH, { conversion_id: id });
    expect(own.statusCode).toBe(200);
    const body = RecommendTitlesResponse.parse(own.json());
    expect(body.conversion).toEqual({ id, title: 'Tea and blood pressure' });
    expect(body.candidates.some((candidate) => /green tea extract/i.test(candidate.title))).toBe(true);
    const foreign = await h.post(other.session, RECOMMEND_TITLES_PATH, { conversion_id: id });
    expect(foreign.statusCode).toBe(404);
    const missing = await h.post(other.session, RECOMMEND_TITLES_PATH, {
      conversion_id: crypto.randomUUID(),
    });
    expect(missing.statusCode).toBe(404);
    expect(await h.counter(other.id)).toEqual({ used: 0, reserved: 0 });
  });
});

describe('POST /api/v1/recommender/titles/ without an index', () => {
  let h: ReferenceHarness;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'galley-titles-missing-'));

  beforeAll(async () => {
    // No index file and no shared data to build one from.
    h = await withEnv(
      { GALLEY_TITLE_INDEX: path.join(dir, 'absent.json'), GALLEY_SHARED_DATA: path.join(dir, 'no-data') },
      () => referenceHarness(),
    );
  }, 180_000);
  afterAll(async () => {
    await h.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('still recommends titles, says similar titles are unavailable and never fails', async () => {
    const user = await h.user('pro');
    const response = await h.post(user.session, RECOMMEND_TITLES_PATH, { abstract: ABSTRACT });
    expect(response.statusCode).toBe(200);
    const body = RecommendTitlesResponse.parse(response.json());
    expect(body.similar_available).toBe(false);
    expect(body.similar).toEqual([]);
    expect(body.candidates.length).toBeGreaterThanOrEqual(3);
    expect(await h.counter(user.id)).toEqual({ used: 1, reserved: 0 });
  });
});
