import { adminEndpoints, endpoints } from '@galley/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser } from '../../../test/support/user-factory.ts';
import { conversions, referenceOrders, storedFiles } from '../../db/schema.ts';
import { pgbossRows } from '../../services/admin/pgboss-rows.ts';
import { type AdminHarness, startAdminHarness } from './test-support/admin-harness.ts';

// The admin home (spec §2 Admin): users searched and disabled, activity per day and storage, failed jobs with
// their error and a retry, and the bulletin staff write for everyone.

let h: AdminHarness;
beforeAll(async () => {
  h = await startAdminHarness();
}, 120_000);
afterAll(() => h?.close());

const at = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
const texts = (title: string) =>
  Object.fromEntries(
    ['en', 'ko', 'zh', 'ja'].map((lang) => [lang, { title: `${title} ${lang}`, body: 'Body' }]),
  );
const id = (path: string, value: string) => path.replace(':id', value);

describe('admin home', () => {
  it('searches users, filters them, and disables one: their session then answers 462', async () => {
    const { user } = await createTestUser(h.t.app, { email: 'findme-admin@example.org', verified: false });
    const found = (await h.call('GET', adminEndpoints.userList.path, { search: 'FINDME-admin' })).json();
    expect(found.results).toMatchObject([
      { id: user.id, verified: false, disabled: false, plan_type: 'free' },
    ]);
    const unverified = (await h.call('GET', adminEndpoints.userList.path, { verified: 'false' })).json();
    expect(unverified.results.map((row: { id: string }) => row.id)).toContain(user.id);
    const session = `galley_session=${(await h.t.app.sessions.create(user.id)).token}`;
    const disabled = await h.call('PUT', id(adminEndpoints.userSetDisabled.path, user.id), {
      disabled: true,
    });
    expect(disabled.json()).toMatchObject({ id: user.id, disabled: true });
    expect((await h.call('GET', endpoints.usersProfile.path, {}, session)).statusCode).toBe(462);
    const listed = (await h.call('GET', adminEndpoints.userList.path, { disabled: 'true' })).json();
    expect(listed.results.map((row: { id: string }) => row.id)).toEqual([user.id]);
    await h.call('PUT', id(adminEndpoints.userSetDisabled.path, user.id), { disabled: false });
    expect((await h.call('GET', endpoints.usersProfile.path, {}, session)).statusCode).toBe(200);
    const self = await h.call('PUT', id(adminEndpoints.userSetDisabled.path, h.staffId), { disabled: true });
    expect(self.statusCode).toBe(400);
  });

  it('lets only a superuser change an admin account: staff get 403 for staff and superusers', async () => {
    const { user: colleague } = await createTestUser(h.t.app, { isStaff: true });
    const disable = (target: string, session?: string) =>
      h.call('PUT', id(adminEndpoints.userSetDisabled.path, target), { disabled: true }, session);
    expect((await disable(h.superuserId)).statusCode).toBe(403);
    expect((await disable(colleague.id)).statusCode).toBe(403);
    const bySuperuser = await disable(colleague.id, h.superuser);
    expect(bySuperuser.json()).toMatchObject({ id: colleague.id, disabled: true, is_staff: true });
    expect((await disable(h.superuserId, h.superuser)).statusCode).toBe(400);
    expect((await disable('not-a-uuid')).statusCode).toBe(400);
  });

  it('counts conversions and reference orders per UTC day and the storage used', async () => {
    const { user } = await createTestUser(h.t.app);
    const yesterday = new Date(Date.now() - 86_400_000);
    await h.t.app.db
      .insert(conversions)
      .values([{ userId: user.id }, { userId: user.id, createdAt: yesterday }]);
    await h.t.app.db.insert(referenceOrders).values({ userId: user.id, referenceType: 'text' });
    await h.t.app.db.insert(storedFiles).values({
      userId: user.id,
      key: `admin-stats/${user.id}`,
      name: 'a.docx',
      contentType: 'application/octet-stream',
      size: 1234,
      kind: 'source',
    });
    const stats = (await h.call('GET', adminEndpoints.stats.path, { days: 3 })).json();
    expect(stats.conversions).toHaveLength(3);
    expect(stats.conversions.map((d: { count: number }) => d.count).slice(1)).toEqual([1, 1]);
    expect(stats.conversions[2].day).toBe(new Date().toISOString().slice(0, 10));
    expect(stats.reference_orders.at(-1).count).toBe(1);
    expect(stats.storage).toEqual({ files: 1, bytes: 1234 });
  });

  it('lists a failed job with its error and puts it back in its queue once', async () => {
    const boss = h.t.app.jobRunner.queue;
    const jobId = await boss.send('diagnostics.probe.v1', {
      v: 1,
      payload: {},
      userId: h.memberId,
      topic: null,
    });
    if (!jobId) throw new Error('not queued');
    await h.t.app.db.execute(
      sql`update pgboss.job set state = 'failed', completed_on = now(), output = ${JSON.stringify({ message: 'boom' })}::jsonb where id::text = ${jobId}`,
    );
    const failed = (await h.call('GET', adminEndpoints.failedJobList.path)).json();
    expect(failed.results).toContainEqual(
      expect.objectContaining({ id: jobId, name: 'diagnostics.probe', error: 'boom', user_id: h.memberId }),
    );
    const retry = await h.call('POST', id(adminEndpoints.failedJobRetry.path, jobId));
    expect(retry.json()).toEqual({ id: jobId, retried: true });
    const [row] = await pgbossRows<{ state: string }>(
      h.t.app.db,
      sql`select state from pgboss.job where id::text = ${jobId}`,
    );
    expect(row?.state).toBe('retry');
    expect((await h.call('POST', id(adminEndpoints.failedJobRetry.path, jobId))).statusCode).toBe(404);
  });

  it('publishes notices in their window, newest first, and the latest for the home page', async () => {
    const write = (title: string, from: number, to: number | null) =>
      h.call('POST', adminEndpoints.bulletinCreate.path, {
        texts: texts(title),
        published_from: at(from),
        published_to: to === null ? null : at(to),
      });
    const ended = await write('Ended', -120, -60);
    const older = await write('Older', -90, null);
    const newer = await write('Newer', -30, 60);
    const scheduled = await write('Scheduled', 30, null);
    for (const response of [ended, older, newer, scheduled]) expect(response.statusCode).toBe(201);
    expect(newer.json().author.id).toBe(h.staffId);
    const publicList = (await h.call('GET', adminEndpoints.bulletinList.path, {}, h.anonymous)).json();
    expect(publicList.results.map((n: { texts: { en: { title: string } } }) => n.texts.en.title)).toEqual([
      'Newer en',
      'Older en',
    ]);
    expect(publicList.results[0].author).toBeUndefined();
    const latest = (await h.call('GET', adminEndpoints.bulletinLatest.path, {}, h.anonymous)).json();
    expect(latest.bulletin.id).toBe(newer.json().id);
    const all = (await h.call('GET', adminEndpoints.bulletinAdminList.path)).json();
    expect(all.count).toBe(4);
    expect(all.results[0].id).toBe(scheduled.json().id);
    const moved = await h.call('PUT', id(adminEndpoints.bulletinUpdate.path, newer.json().id), {
      texts: texts('Newer'),
      published_from: at(-30),
      published_to: at(-1),
    });
    expect(moved.statusCode).toBe(200);
    expect((await h.call('GET', adminEndpoints.bulletinLatest.path)).json().bulletin.id).toBe(
      older.json().id,
    );
    const removed = await h.call('DELETE', id(adminEndpoints.bulletinDelete.path, older.json().id));
    expect(removed.json()).toEqual({ deleted: older.json().id });
    expect((await h.call('GET', adminEndpoints.bulletinLatest.path)).json().bulletin).toBeNull();
    const backwards = await write('Backwards', 10, -10);
    expect(backwards.statusCode).toBe(400);
    const { ko: _ko, ...missingKorean } = texts('Partial');
    const partial = await h.call('POST', adminEndpoints.bulletinCreate.path, {
      texts: missingKorean,
      published_from: at(0),
      published_to: null,
    });
    expect(partial.statusCode).toBe(400);
  });
});
