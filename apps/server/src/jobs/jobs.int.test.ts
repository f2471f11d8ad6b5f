import type { WsServerMessage } from '@galley/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildTestApp, type TestApp } from '../../test/support/build-test-app.ts';
import { cookiesFrom, fetchCsrf } from '../../test/support/csrf.ts';
import { createTestUser } from '../../test/support/user-factory.ts';
import { storedFiles } from '../db/schema.ts';

interface Client {
  socket: WebSocket;
  messages: WsServerMessage[];
  waitFor(predicate: (message: WsServerMessage) => boolean): Promise<WsServerMessage>;
}

function openClient(url: string, cookie: string): Promise<Client> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers: { cookie } });
    const messages: WsServerMessage[] = [];
    const waiters: Array<{
      predicate: (m: WsServerMessage) => boolean;
      resolve: (m: WsServerMessage) => void;
    }> = [];
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as WsServerMessage;
      messages.push(message);
      for (const waiter of waiters.splice(0)) {
        if (waiter.predicate(message)) waiter.resolve(message);
        else waiters.push(waiter);
      }
    });
    socket.once('open', () =>
      resolve({
        socket,
        messages,
        waitFor: (predicate) =>
          new Promise((done) => {
            const found = messages.find(predicate);
            if (found) done(found);
            else waiters.push({ predicate, resolve: done });
          }),
      }),
    );
    socket.once('error', reject);
  });
}

const isDone = (topic: string) => (message: WsServerMessage) =>
  message.type === 'event' && message.topic === topic && ['success', 'failed'].includes(message.event.kind);

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
    client.socket.send(JSON.stringify({ type: 'subscribe', topic, after: 0 }));
    await client.waitFor(isDone(topic));
    const events = client.messages.filter((m) => m.type === 'event');
    expect(events.map((m) => m.type === 'event' && m.seq)).toEqual(events.map((_, i) => i + 1));
    expect(events.map((m) => m.type === 'event' && m.event.kind)).toEqual([
      'start',
      'progress',
      'progress',
      'progress',
      'success',
    ]);
    client.socket.close();

    const resumed = await openClient(`${wsBase}/ws/`, staffCookie);
    resumed.socket.send(JSON.stringify({ type: 'subscribe', topic, after: 3 }));
    const subscribed = await resumed.waitFor((m) => m.type === 'subscribed');
    expect(subscribed).toEqual({ type: 'subscribed', topic, seq: 5 });
    expect(
      resumed.messages.filter((m) => m.type === 'event').map((m) => m.type === 'event' && m.seq),
    ).toEqual([4, 5]);
    resumed.socket.close();

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
    client.socket.send(JSON.stringify({ type: 'subscribe', topic, after: 0 }));
    expect(await client.waitFor((m) => m.type === 'error')).toMatchObject({ code: 'not_found', topic });
    client.socket.send('{"type":"subscribe","topic":"../etc"}');
    expect(await client.waitFor((m) => m.type === 'error' && m.code === 'bad_request')).toBeTruthy();
    expect(client.messages.some((m) => m.type === 'event')).toBe(false);
    client.socket.close();
  });

  it('answers the spec alias /ws/convert/ by subscribing to the conversion topic in its query', async () => {
    const client = await openClient(
      `${wsBase}/ws/convert/?conversion_id=00000000-0000-4000-8000-000000000000`,
      staffCookie,
    );
    expect(await client.waitFor((m) => m.type === 'error')).toMatchObject({
      code: 'not_found',
      topic: 'conversion:00000000-0000-4000-8000-000000000000',
    });
    client.socket.close();
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
    void cookiesFrom;
  });
});
