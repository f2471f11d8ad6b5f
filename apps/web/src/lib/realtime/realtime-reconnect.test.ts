import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { event, realtimeHarness } from './realtime-harness.ts';

const A = 'conversion:aaa';
const B = 'job:bbb';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Lets the pending back-off run out, then fails the attempt it started. */
function failNextAttempt(harness: ReturnType<typeof realtimeHarness>) {
  const before = harness.sockets.length;
  vi.runOnlyPendingTimers();
  expect(harness.sockets).toHaveLength(before + 1);
  harness.socket().drop();
}

describe('RealtimeConnection reconnects', () => {
  it('re-subscribes every topic from its last event, so nothing is heard twice or lost', () => {
    const harness = realtimeHarness();
    const { connection, socket, sockets } = harness;
    const heardA: number[] = [];
    const heardB: number[] = [];
    connection.subscribe(A, { onEvent: (message) => heardA.push(message.seq) });
    connection.subscribe(B, { onEvent: (message) => heardB.push(message.seq) });
    socket().open();
    for (const seq of [1, 2, 3]) socket().receive(event(A, seq));
    socket().receive(event(B, 1));

    socket().drop();
    expect(connection.state).toEqual({ status: 'reconnecting', attempt: 1 });
    vi.advanceTimersByTime(harness.delays.at(-1) ?? 0);
    expect(sockets).toHaveLength(2);
    socket().open();
    expect(socket().sent).toEqual([
      { type: 'subscribe', topic: A, after: 3 },
      { type: 'subscribe', topic: B, after: 1 },
    ]);
    socket().receive(event(A, 3));
    socket().receive(event(A, 4));
    socket().receive(event(B, 2));
    expect(heardA).toEqual([1, 2, 3, 4]);
    expect(heardB).toEqual([1, 2]);
    expect(connection.state).toEqual({ status: 'open', attempt: 0 });
  });

  it('waits longer after each failed attempt, up to the cap', () => {
    const harness = realtimeHarness({ maxAttempts: 8 });
    harness.connection.subscribe(A, { onEvent: () => {} });
    harness.socket().drop();
    for (let attempt = 1; attempt < 8; attempt++) failNextAttempt(harness);
    expect(harness.delays).toEqual([375, 750, 1500, 3000, 6000, 7500, 7500, 7500]);
  });

  it('gives up after maxAttempts reconnects in a row, and tries no more until retry()', () => {
    const harness = realtimeHarness();
    const { connection, socket, sockets } = harness;
    connection.subscribe(A, { onEvent: () => {} });
    socket().drop();
    for (let attempt = 1; attempt <= 5; attempt++) failNextAttempt(harness);
    expect(sockets).toHaveLength(6);
    expect(connection.state).toEqual({
      status: 'failed',
      attempt: 5,
      failure: { reason: 'max_attempts', messageKey: 'common:realtime.maxAttempts' },
    });
    vi.advanceTimersByTime(10 * 60_000);
    connection.wake();
    expect(sockets).toHaveLength(6);

    connection.retry();
    expect(sockets).toHaveLength(7);
    expect(connection.state).toEqual({ status: 'connecting', attempt: 0 });
    socket().open();
    expect(connection.state.status).toBe('open');
    expect(socket().sent).toEqual([{ type: 'subscribe', topic: A, after: 0 }]);
  });

  it('counts afresh after a successful open', () => {
    const harness = realtimeHarness();
    harness.connection.subscribe(A, { onEvent: () => {} });
    harness.socket().open();
    harness.socket().drop();
    failNextAttempt(harness);
    failNextAttempt(harness);
    expect(harness.connection.state.attempt).toBe(3);
    vi.runOnlyPendingTimers();
    harness.socket().open();
    harness.socket().drop();
    expect(harness.connection.state).toEqual({ status: 'reconnecting', attempt: 1 });
    expect(harness.delays).toEqual([375, 750, 1500, 375]);
  });

  it('stops at once, without retrying, when the server says there is no session (4401)', () => {
    const harness = realtimeHarness();
    harness.connection.subscribe(A, { onEvent: () => {} });
    harness.socket().open();
    harness.socket().drop(4401);
    expect(harness.connection.state).toEqual({
      status: 'failed',
      attempt: 0,
      failure: { reason: 'unauthorized', messageKey: 'common:errors.unauthorized' },
    });
    vi.advanceTimersByTime(60_000);
    expect(harness.sockets).toHaveLength(1);
    expect(harness.delays).toEqual([]);
  });

  it('skips the rest of the wait when woken (back online)', () => {
    const harness = realtimeHarness();
    harness.connection.subscribe(A, { onEvent: () => {} });
    harness.socket().drop();
    failNextAttempt(harness);
    expect(harness.sockets).toHaveLength(2);
    harness.connection.wake();
    expect(harness.sockets).toHaveLength(3);
    expect(harness.connection.state).toEqual({ status: 'reconnecting', attempt: 2 });
    vi.runOnlyPendingTimers();
    expect(harness.sockets).toHaveLength(3);
  });

  it('reports each change of state to its listeners', () => {
    const harness = realtimeHarness();
    harness.connection.subscribe(A, { onEvent: () => {} });
    harness.socket().open();
    harness.socket().drop();
    vi.runOnlyPendingTimers();
    harness.socket().open();
    expect(harness.states.map((state) => state.status)).toEqual([
      'connecting',
      'open',
      'reconnecting',
      'open',
    ]);
  });
});
