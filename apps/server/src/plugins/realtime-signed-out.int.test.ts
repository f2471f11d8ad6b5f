import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildTestApp, type TestApp } from '../../test/support/build-test-app.ts';

describe('the tab socket without a session', () => {
  let t: TestApp;
  let port = 0;
  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    port = address.port;
  });
  afterAll(() => t.close());

  it('opens, then closes at once with 4401, so the browser knows not to retry', async () => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}/ws/`);
    const events: string[] = [];
    socket.on('open', () => events.push('open'));
    socket.on('error', (error) => events.push(`error ${error.message}`));
    socket.on('unexpected-response', (_q, response) => events.push(`http ${response.statusCode}`));
    const code = await new Promise<number>((resolve) => {
      socket.once('close', (closeCode) => resolve(closeCode));
      setTimeout(() => resolve(-1), 5_000);
    });
    expect({ code, events }).toEqual({ code: 4401, events: ['open'] });
  });
});
