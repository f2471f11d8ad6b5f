import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/support/build-test-app.ts';
import { fetchCsrf } from '../../test/support/csrf.ts';
import { TopicClient } from '../../test/support/topic-client.ts';
import { createTestUser } from '../../test/support/user-factory.ts';
import { storedFiles } from '../db/schema.ts';

/** A connected client of this app's `/ws/`. */
async function openClient(url: string, cookie: string): Promise<TopicClient> {
  const client = new TopicClient(url, cookie);
  await client.connect();
  return client;
}

describe('jobs on the in-process runner', () => {
  let t: TestApp;
  let wsBase: string;
  let staffCookie: string;
  let csrf: { token: string; cookies: Record<string, string> };

  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    wsBase = `ws://127.0.0.1:${address.port}`;
    const staff = await createTestUser(t.app, { isStaff: true });
    const { token } = await t.app.sessions.create(staff.user.id);
    csrf = await fetchCsrf(t.app);
    staffCookie = `galley_session=${token}`;
  });
  afterAll(() => t.close());

  async function startProbe(body: object) {
    const cookie = [staffCookie, ...Object.entries(csrf.cookies).map(([k, v]) => `${k}=${v}`)].join('; ');
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/jobs/probe/',
      headers: { cookie, 'x-csrftoken': csrf.token },
      payload: body,
    });
  }

  it('runs a queued job, stores its events in order and replays them to a late subscriber', async () => {
    const started = await startProbe({ duration_ms: 300, steps: 3 });
    expect(started.statusCode).toBe(202);
    const { job_id: jobId, topic } = started.json();
    expect(topic).toBe(`job:${jobId}`);
    const client = await openClient(`${wsBase}/ws/`, staffCookie);
    client.subscribe(topic);
    await client.until(() => client.done(topic), 20_000);
    const events = client.events;
    expect(events.map((m) => m.seq)).toEqual(events.map((_, i) => i + 1));
    expect(events.map((m) => m.event.kind)).toEqual(['start', 'progress', 'progress', 'progress', 'success']);
    client.close();

    const resumed = await openClient(`${wsBase}/ws/`, staffCookie);
    resumed.subscribeFrom(topic, 3);
    await resumed.until(() => resumed.messages.some((m) => m.type === 'subscribed'), 10_000);
    expect(resumed.messages.find((m) => m.type === 'subscribed')).toEqual({
      type: 'subscribed',
      topic,
      seq: 5,
    });
    expect(resumed.events.map((m) => m.seq)).toEqual([4, 5]);
    resumed.close();

    const files = await t.app.db.select().from(storedFiles).where(eq(storedFiles.ownerRef, topic));
    expect(files).toHaveLength(1);
    expect((await t.app.storage.get(files[0]?.key ?? '')).toString()).toContain(`probe ${jobId}`);
  });

  it("refuses another user's topic as not found, and a malformed message as a bad request", async () => {
    const started = await startProbe({ duration_ms: 0, steps: 1 });
    const { topic } = started.json();
    const other = await createTestUser(t.app);
    const { token } = await t.app.sessions.create(other.user.id);
    const client = await openClient(`${wsBase}/ws/`, `galley_session=${token}`);
    client.subscribeFrom(topic, 0);
    await client.until(() => client.errors.length === 1, 10_000);
    expect(client.errors[0]).toMatchObject({ code: 'not_found', topic });
    client.sendRaw('{"type":"subscribe","topic":"../etc"}');
    await client.until(() => client.errors.length === 2, 10_000);
    expect(client.errors[1]).toMatchObject({ code: 'bad_request' });
    expect(client.events).toEqual([]);
    client.close();
  });

  it('answers the spec alias /ws/convert/ by subscribing to the conversion topic in its query', async () => {
    const client = await openClient(
      `${wsBase}/ws/convert/?conversion_id=00000000-0000-4000-8000-000000000000`,
      staffCookie,
    );
    await client.until(() => client.errors.length > 0, 10_000);
    expect(client.errors[0]).toMatchObject({
      code: 'not_found',
      topic: 'conversion:00000000-0000-4000-8000-000000000000',
    });
    client.close();
  });

  it('refuses the probe to a non-staff user', async () => {
    const plain = await createTestUser(t.app);
    const { token } = await t.app.sessions.create(plain.user.id);
    const cookie = [
      `galley_session=${token}`,
      ...Object.entries(csrf.cookies).map(([k, v]) => `${k}=${v}`),
    ].join('; ');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/jobs/probe/',
      headers: { cookie, 'x-csrftoken': csrf.token },
      payload: {},
    });
    expect(response.statusCode).toBe(403);
  });
});
