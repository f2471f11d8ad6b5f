import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { RECOMMEND_TITLES_PATH, RecommendTitlesResponse, USE_TITLE_PATH } from '@galley/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser } from '../../../test/support/user-factory.ts';
import { conversions } from '../../db/schema.ts';
import { type ReferenceHarness, referenceHarness } from '../references/test-support/reference-harness.ts';
import { insertTaggedConversion, withEnv } from './test-support/recommender-fixtures.ts';

const TITLE = 'Green tea extract and blood pressure in adults with hypertension: a randomized trial';

describe('POST /api/v1/recommender/titles/use/ ("use as title")', () => {
  let h: ReferenceHarness;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'galley-use-title-'));

  beforeAll(async () => {
    // No corpus index and nothing to build one from: these tests are about the conversion, not the index.
    h = await withEnv(
      { GALLEY_TITLE_INDEX: path.join(dir, 'absent.json'), GALLEY_SHARED_DATA: path.join(dir, 'no-data') },
      () => referenceHarness(),
    );
  }, 180_000);
  afterAll(async () => {
    await h.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const stepTexts = async (id: string) =>
    (await h.t.app.db.select().from(conversions).where(eq(conversions.id, id)))[0]?.additionalText;

  it("sets the draft's title step text, keeps the other steps' texts, and the recommender reads it back", async () => {
    const owner = await h.user('pro');
    const id = await insertTaggedConversion(h, owner.id);
    await h.t.app.db
      .update(conversions)
      .set({ additionalText: { 'front.title': 'Old title', 'abstract.background': 'kept' } })
      .where(eq(conversions.id, id));
    const used = await h.post(owner.session, USE_TITLE_PATH, { conversion_id: id, title: `  ${TITLE} ` });
    expect(used.statusCode, used.body).toBe(200);
    expect(used.json()).toEqual({ conversion_id: id, title: TITLE });
    expect(await stepTexts(id)).toEqual({ 'front.title': TITLE, 'abstract.background': 'kept' });

    const again = await h.post(owner.session, RECOMMEND_TITLES_PATH, { conversion_id: id });
    expect(RecommendTitlesResponse.parse(again.json()).conversion).toEqual({ id, title: TITLE });
    // Sending a title back is not a recommendation: only the recommendation counted.
    expect(await h.counter(owner.id)).toEqual({ used: 1, reserved: 0 });
  });

  it("answers 404 alike for another user's conversion and a missing one, changing nothing", async () => {
    const owner = await h.user('pro');
    const other = await h.user('pro');
    const id = await insertTaggedConversion(h, owner.id);
    for (const conversionId of [id, crypto.randomUUID()]) {
      const response = await h.post(other.session, USE_TITLE_PATH, {
        conversion_id: conversionId,
        title: TITLE,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('not_found');
    }
    expect(await stepTexts(id)).toBeNull();
  });

  it('refuses a conversion that is no longer a draft, and an empty or over-long title', async () => {
    const owner = await h.user('pro');
    const done = await insertTaggedConversion(h, owner.id, 'complete');
    const refused = await h.post(owner.session, USE_TITLE_PATH, { conversion_id: done, title: TITLE });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('not_draft');
    const draft = await insertTaggedConversion(h, owner.id);
    for (const title of ['   ', 'x'.repeat(501)]) {
      const response = await h.post(owner.session, USE_TITLE_PATH, { conversion_id: draft, title });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('validation_error');
    }
    expect(await stepTexts(draft)).toBeNull();
  });

  it('needs a verified email, like the rest of the manuscript area', async () => {
    const { user } = await createTestUser(h.t.app, { verified: false });
    const id = await insertTaggedConversion(h, user.id);
    const session = `galley_session=${(await h.t.app.sessions.create(user.id)).token}`;
    const response = await h.post(session, USE_TITLE_PATH, { conversion_id: id, title: TITLE });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('email_not_verified');
    expect(await stepTexts(id)).toBeNull();
  });

  it('needs a session', async () => {
    const response = await h.t.app.inject({
      method: 'POST',
      url: USE_TITLE_PATH,
      payload: { conversion_id: crypto.randomUUID(), title: TITLE },
    });
    expect([401, 403]).toContain(response.statusCode);
  });
});
