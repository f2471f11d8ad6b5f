import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  adminEndpoints,
  type JournalTemplateDefinition,
  type JournalTemplateDetail,
  RECOMMEND_TITLES_PATH,
  RecommendTitlesResponse,
} from '@galley/contracts';
import { loadCatalogue } from '@galley/journals';
import { buildTitleIndex } from '@galley/titles/build';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_PAPERS } from '../../../../../packages/titles/src/test-support/fixture-papers.ts';
import { createTestUser } from '../../../test/support/user-factory.ts';
import { type ReferenceHarness, referenceHarness } from '../references/test-support/reference-harness.ts';
import { ABSTRACT, withEnv } from './test-support/recommender-fixtures.ts';

// The title word limit the recommender applies is the one in force in the journal templates staff edit (the
// database's current versions), not the code's built-in one: a save through the admin API counts at once.

describe('POST /api/v1/recommender/titles/ after staff edit a journal template', () => {
  let h: ReferenceHarness;
  let staff: string;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'galley-titles-limit-'));
  const indexPath = path.join(dir, 'title-index.json');

  beforeAll(async () => {
    fs.writeFileSync(indexPath, JSON.stringify(buildTitleIndex(FIXTURE_PAPERS)));
    h = await withEnv({ GALLEY_TITLE_INDEX: indexPath, GALLEY_SHARED_DATA: undefined }, () =>
      referenceHarness(),
    );
    const { user } = await createTestUser(h.t.app, { isStaff: true });
    staff = `galley_session=${(await h.t.app.sessions.create(user.id)).token}`;
  }, 180_000);
  afterAll(async () => {
    await h?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const detailPath = (id: string) => adminEndpoints.journalTemplateGet.path.replace(':id', id);

  /** The template `key` of `kind` as the admin editor opens it. */
  async function openTemplate(kind: 'family' | 'journal', key: string): Promise<JournalTemplateDetail> {
    const list = await h.t.app.inject({
      method: 'GET',
      url: `${adminEndpoints.journalTemplateList.path}?kind=${kind}&search=${key}`,
      headers: h.headers(staff),
    });
    const row = list.json().results.find((item: { key: string }) => item.key === key);
    if (!row) throw new Error(`no ${kind} template ${key}`);
    return (
      await h.t.app.inject({ method: 'GET', url: detailPath(row.id), headers: h.headers(staff) })
    ).json();
  }

  /** Saves a new version as the admin editor does (the fields, the edited definition, the version it started from). */
  async function saveTemplate(detail: JournalTemplateDetail, definition: JournalTemplateDefinition) {
    const response = await h.t.app.inject({
      method: 'PUT',
      url: detailPath(detail.id),
      headers: h.headers(staff),
      payload: { ...detail.fields, definition, base_version: detail.version },
    });
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.json().version).toBe(detail.version + 1);
  }

  async function recommend(session: string, journalId: string) {
    const response = await h.post(session, RECOMMEND_TITLES_PATH, {
      abstract: ABSTRACT,
      journal_id: journalId,
    });
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    return RecommendTitlesResponse.parse(response.json());
  }

  /**
   * The answer applies `maxWords`: the limit is stated, every candidate over it (and only those) is marked, and the
   * local engine cuts its titles to fit — so the longer titles it gave before the edit are gone.
   */
  function expectLimitApplied(
    before: RecommendTitlesResponse,
    after: RecommendTitlesResponse,
    maxWords: number,
  ) {
    expect(Math.max(...before.candidates.map((candidate) => candidate.words))).toBeGreaterThan(maxWords);
    expect(after.limits).toEqual({ max_words: maxWords, max_chars: null });
    expect(after.candidates.length).toBeGreaterThanOrEqual(3);
    for (const candidate of after.candidates) {
      expect(candidate.over_limit, candidate.title).toBe(candidate.words > maxWords);
      expect(candidate.words, candidate.title).toBeLessThanOrEqual(maxWords);
    }
  }

  it("answers the limit of a journal's own template saved by staff", async () => {
    const user = await h.user('pro');
    // The seeded template is the code's: The Lancet sets no title limit for original articles.
    const before = await recommend(user.session, 'the-lancet');
    expect(before.limits.max_words).toBeNull();
    const lancet = await openTemplate('journal', 'the-lancet');
    const definition = structuredClone(lancet.fields.definition);
    if (definition.kind !== 'journal') throw new Error('a journal template');
    const limits = definition.override.articleTypes?.original_article?.limits;
    if (!limits) throw new Error('The Lancet sets original-article limits');
    limits.title = 8;
    await saveTemplate(lancet, definition);
    expectLimitApplied(before, await recommend(user.session, 'the-lancet'), 8);
    expect(await h.counter(user.id)).toEqual({ used: 2, reserved: 0 });
  });

  it("answers the limit of a journal's family template saved by staff", async () => {
    const user = await h.user('pro');
    const journal = loadCatalogue().find((candidate) => candidate.templateFamily === 'sage');
    if (!journal) throw new Error('no SAGE journal');
    const before = await recommend(user.session, journal.id);
    expect(before.limits.max_words).toBeNull();
    const sage = await openTemplate('family', 'sage');
    const definition = structuredClone(sage.fields.definition);
    if (definition.kind !== 'family') throw new Error('a family template');
    // SAGE's original articles take the base's limits whole (their article-type part names no limits).
    expect(definition.family.articleTypes.original_article?.limits).toBeUndefined();
    definition.family.base.limits.title = 9;
    await saveTemplate(sage, definition);
    expectLimitApplied(before, await recommend(user.session, journal.id), 9);
  });

  it('still refuses a journal the catalogue does not know', async () => {
    const user = await h.user('pro');
    const response = await h.post(user.session, RECOMMEND_TITLES_PATH, {
      abstract: ABSTRACT,
      journal_id: 'no-such-journal',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'bad_request',
      detail: 'No journal with this id in the catalogue.',
    });
    expect(await h.counter(user.id)).toEqual({ used: 0, reserved: 0 });
  });
});
