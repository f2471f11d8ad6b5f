import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildTestApp, type TestApp } from '../../test/support/build-test-app.ts';
import { createTestUserId } from '../../test/support/user-factory.ts';
import { userChannel } from '../pubsub/pubsub.ts';

function connect(url: string, headers: Record<string, string>): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers });
    socket.once('open', () => resolve(socket));
    socket.once('unexpected-response', (_request, response) =>
      reject(new Error(`HTTP ${response.statusCode}`)),
    );
    socket.once('error', reject);
  });
}

function nextMessage(socket: WebSocket): Promise<unknown> {
  return new Promise((resolve) => socket.once('message', (data) => resolve(JSON.parse(String(data)))));
}

describe('websocket /ws/notifications/', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    base = `ws://127.0.0.1:${address.port}/ws/notifications/`;
  });
  afterAll(() => t.close());

  it('refuses the upgrade without a signed-in session', async () => {
    await expect(connect(base, {})).rejects.toThrow('HTTP 401');
    const anonymous = await t.app.sessions.create(null);
    await expect(connect(base, { cookie: `galley_session=${anonymous.token}` })).rejects.toThrow('HTTP 401');
  });

  it("refuses another site's origin", async () => {
    const { token } = await t.app.sessions.create(await createTestUserId(t.app));
    await expect(
      connect(base, { cookie: `galley_session=${token}`, origin: 'https://evil.example' }),
    ).rejects.toThrow('HTTP 403');
  });

  it("delivers what is published on the user's channel, and only that user's", async () => {
    const alice = await createTestUserId(t.app);
    const bob = await createTestUserId(t.app);
    const { token } = await t.app.sessions.create(alice);
    const socket = await connect(base, { cookie: `galley_session=${token}` });
    try {
      const received = nextMessage(socket);
      t.app.pubsub.publish(userChannel(bob), { type: 'status', topic: 'conversion:b', status: 'start' });
      t.app.pubsub.publish(userChannel(alice), {
        type: 'progress',
        topic: 'conversion:a',
        step: 'tagging',
        percent: 40,
      });
      expect(await received).toEqual({
        type: 'progress',
        topic: 'conversion:a',
        step: 'tagging',
        percent: 40,
      });
    } finally {
      socket.close();
    }
  });
});
