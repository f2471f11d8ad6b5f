import type { JournalBrowseResponse } from '@galley/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/build-test-app.ts';
import { createTestUserId } from '../../../test/support/user-factory.ts';

// The Manuscript Converter's target-journal drawer: the 9,701-journal catalogue searched by title, abbreviation
// or ISSN, filtered by category, publisher and article type, paged, with the facets to filter by.

const PATH = '/api/v1/journals/browse/';

let t: TestApp;
let session: string;

beforeAll(async () => {
  t = await buildTestApp();
  const id = await createTestUserId(t.app);
  session = `galley_session=${(await t.app.sessions.create(id)).token}`;
}, 60_000);

afterAll(async () => {
  await t?.close();
});

async function browse(query: string): Promise<JournalBrowseResponse> {
  const response = await t.app.inject({ url: `${PATH}?${query}`, headers: { cookie: session } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('GET /api/v1/journals/browse/', () => {
  it('pages the whole catalogue alphabetically with its facets, and needs a login', async () => {
    const first = await browse('limit=50');
    expect(first.total).toBe(9701);
    expect(first.journals).toHaveLength(50);
    expect(first.facets.categories).toContain('medicine');
    expect(first.facets.publishers.slice(0, 2)).toEqual(['Elsevier', 'Springer']);
    const next = await browse('limit=50&offset=50');
    expect(next.journals[0]?.id).not.toBe(first.journals[0]?.id);
    expect((await t.app.inject({ url: PATH })).statusCode).toBe(401);
    expect((await t.app.inject({ url: `${PATH}?limit=51`, headers: { cookie: session } })).statusCode).toBe(
      400,
    );
  });

  it('finds a journal by title, abbreviation and ISSN, with the fields the drawer shows', async () => {
    const [lancet] = (await browse('q=the%20lancet&limit=5')).journals;
    expect(lancet).toMatchObject({ title: 'The Lancet', categories: expect.any(Array) });
    expect(lancet?.articleTypes.length).toBeGreaterThan(0);
    expect(lancet).toHaveProperty('impactFactor');
    expect(lancet).toHaveProperty('publisher');
    const withIssn = (await browse('q=journal%20of&limit=50')).journals.find((journal) => journal.issn);
    expect((await browse(`q=${withIssn?.issn}`)).journals[0]?.id).toBe(withIssn?.id);
    const byAbbreviation = (await browse('q=J%20Hypertens')).journals;
    expect(byAbbreviation.some((journal) => journal.abbreviation === 'J Hypertens')).toBe(true);
  });

  it('filters by category, publisher and article type, and the filters combine', async () => {
    const medicine = await browse('category=medicine&limit=50');
    expect(medicine.total).toBeGreaterThan(0);
    expect(medicine.total).toBeLessThan(9701);
    expect(medicine.journals.every((journal) => journal.categories.includes('medicine'))).toBe(true);
    const springer = await browse('publisher=Springer&limit=50');
    expect(springer.journals.every((journal) => journal.publisher?.startsWith('Springer'))).toBe(true);
    const letters = await browse('article_type=letter&limit=50');
    expect(letters.total).toBeLessThan(9701);
    expect(letters.journals.every((journal) => journal.articleTypes.includes('letter'))).toBe(true);
    const both = await browse('category=medicine&publisher=Elsevier&article_type=case_report&limit=50');
    expect(both.total).toBeLessThan(medicine.total);
    for (const journal of both.journals) {
      expect(journal.categories).toContain('medicine');
      expect(journal.publisher).toBe('Elsevier');
      expect(journal.articleTypes).toContain('case_report');
    }
    expect((await browse('category=no_such_category')).total).toBe(0);
    const refused = await t.app.inject({ url: `${PATH}?article_type=poem`, headers: { cookie: session } });
    expect(refused.statusCode).toBe(400);
  });
});
