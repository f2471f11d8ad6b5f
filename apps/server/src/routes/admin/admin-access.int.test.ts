import { randomUUID } from 'node:crypto';
import { ADMIN_NOT_AUTHORIZED_MESSAGE, adminEndpoints, endpoints } from '@galley/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminHarness, startAdminHarness } from './test-support/admin-harness.ts';

// Acceptance 4 of issue 16: every admin call refuses non-staff (403, the spec's alert) before it reads anything,
// and answers 404 for ids that name nothing; the bulletin everyone reads stays open.

let h: AdminHarness;
beforeAll(async () => {
  h = await startAdminHarness();
}, 120_000);
afterAll(() => h?.close());

const PUBLIC = new Set(['bulletinList', 'bulletinLatest']);
const staffOnly = Object.entries(adminEndpoints).filter(([name]) => !PUBLIC.has(name));
const withId = (path: string, id: string = randomUUID()) => path.replace(':id', id);

const notice = {
  texts: Object.fromEntries(
    ['en', 'ko', 'zh', 'ja'].map((lang) => [lang, { title: `T ${lang}`, body: `B ${lang}` }]),
  ),
  published_from: new Date(Date.now() - 60_000).toISOString(),
  published_to: null,
};

describe('admin access', () => {
  it('refuses a signed-in non-staff user on every admin call with 403 and the spec’s message', async () => {
    const calls = [...staffOnly.map(([, e]) => e), endpoints.adminJobsProbe];
    expect(calls.length).toBeGreaterThanOrEqual(15);
    for (const endpoint of calls) {
      const response = await h.call(endpoint.method, withId(endpoint.path), {}, h.member);
      expect(response.statusCode, `${endpoint.method} ${endpoint.path}`).toBe(403);
      expect(response.json().detail).toBe(ADMIN_NOT_AUTHORIZED_MESSAGE);
    }
  });

  it('asks an anonymous caller to log in (401) and never answers with data', async () => {
    for (const [name, endpoint] of staffOnly) {
      const response = await h.call(endpoint.method, withId(endpoint.path), {}, h.anonymous);
      expect(response.statusCode, name).toBe(401);
    }
  });

  it('answers 404 to staff for ids that name nothing', async () => {
    const unknown = randomUUID();
    const template = await h.call('GET', adminEndpoints.journalTemplateList.path, { search: 'lancet' });
    const existing = template.json().results[0];
    const detail = (await h.call('GET', withId(adminEndpoints.journalTemplateGet.path, existing.id))).json();
    const save = { ...detail.fields, base_version: detail.version };
    const cases: Array<[string, Promise<{ statusCode: number }>]> = [
      ['get template', h.call('GET', withId(adminEndpoints.journalTemplateGet.path, unknown))],
      [
        'get version',
        h.call('GET', withId(adminEndpoints.journalTemplateGet.path, existing.id), { version: 99 }),
      ],
      ['save template', h.call('PUT', withId(adminEndpoints.journalTemplateSave.path, unknown), save)],
      [
        'disable user',
        h.call('PUT', withId(adminEndpoints.userSetDisabled.path, unknown), { disabled: true }),
      ],
      ['retry job', h.call('POST', withId(adminEndpoints.failedJobRetry.path, unknown))],
      ['update notice', h.call('PUT', withId(adminEndpoints.bulletinUpdate.path, unknown), notice)],
      ['delete notice', h.call('DELETE', withId(adminEndpoints.bulletinDelete.path, unknown))],
      [
        'preview unknown journal',
        h.call('POST', adminEndpoints.journalTemplatePreview.path, {
          journal_id: 'no-such-journal',
          article_type: 'original_article',
          fields: detail.fields,
        }),
      ],
    ];
    for (const [name, pending] of cases) expect((await pending).statusCode, name).toBe(404);
    const malformed = await h.call('GET', withId(adminEndpoints.journalTemplateGet.path, 'not-a-uuid'));
    expect(malformed.statusCode).toBe(400);
  });

  it('lets staff and superusers in, and everyone read the bulletin', async () => {
    for (const session of [h.staff, h.superuser]) {
      const response = await h.call('GET', adminEndpoints.userList.path, {}, session);
      expect(response.statusCode).toBe(200);
    }
    for (const session of [h.anonymous, h.member]) {
      expect((await h.call('GET', adminEndpoints.bulletinList.path, {}, session)).statusCode).toBe(200);
      expect((await h.call('GET', adminEndpoints.bulletinLatest.path, {}, session)).statusCode).toBe(200);
    }
  });
});
