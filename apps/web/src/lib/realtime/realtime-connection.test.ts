import type { WsEventMessage } from '@galley/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { event, realtimeHarness } from './realtime-harness.ts';
import type { TopicError } from './topic-error.ts';
import type { TopicListener } from './topic-listener.ts';

const A = 'conversion:aaa';
const B = 'reference-order:bbb';

/** A listener that writes what it hears into one log, in order. */
function recorder(name = '') {
  const log: string[] = [];
  const errors: TopicError[] = [];
  const listener: TopicListener = {
    onEvent: (message: WsEventMessage) => log.push(`${name}${message.seq}`),
    onReplayed: (seq) => log.push(`${name}replayed@${seq}`),
    onError: (error) => errors.push(error),
  };
  return { log, errors, listener };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('RealtimeConnection topics', () => {
  it('connects on the first subscribe, subscribes once open, then hears the replay and the live events in order', () => {
    const { connection, sockets, socket, states } = realtimeHarness();
    expect(sockets).toHaveLength(0);
    const a = recorder();
    connection.subscribe(A, a.listener);
    expect(sockets).toHaveLength(1);
    expect(socket().url).toBe('ws://galley.test/ws/');
    expect(states.map((state) => state.status)).toEqual(['connecting']);

    socket().open();
    expect(socket().sent).toEqual([{ type: 'subscribe', topic: A, after: 0 }]);
    socket().receive(event(A, 1));
    socket().receive(event(A, 2));
    socket().receive({ type: 'subscribed', topic: A, seq: 2 });
    socket().receive(event(A, 3));
    expect(a.log).toEqual(['1', '2', 'replayed@2', '3']);
    expect(connection.state.status).toBe('open');
  });

  it('drops events it already has', () => {
    const { connection, socket } = realtimeHarness();
    const a = recorder();
    connection.subscribe(A, a.listener);
    socket().open();
    for (const seq of [1, 2, 2, 1, 3, 3]) socket().receive(event(A, seq));
    expect(a.log).toEqual(['1', '2', '3']);
  });

  it('resumes from the last event held when one is skipped, and hands the rest over in order', () => {
    const { connection, socket } = realtimeHarness();
    const a = recorder();
    connection.subscribe(A, a.listener);
    socket().open();
    socket().receive(event(A, 1));
    socket().receive(event(A, 2));
    socket().receive({ type: 'subscribed', topic: A, seq: 2 });
    socket().receive(event(A, 4));
    expect(a.log).toEqual(['1', '2', 'replayed@2']);
    expect(socket().sent.at(-1)).toEqual({ type: 'subscribe', topic: A, after: 2 });

    socket().receive(event(A, 5)); // still live on the old subscription: held, no second resume
    expect(socket().sent).toHaveLength(2);
    socket().receive(event(A, 3));
    socket().receive(event(A, 4));
    socket().receive(event(A, 5));
    socket().receive({ type: 'subscribed', topic: A, seq: 5 });
    expect(a.log).toEqual(['1', '2', 'replayed@2', '3', '4', '5']);
    expect(a.errors).toEqual([]);
  });

  it('says events are missing when the server cannot replay them, and goes on with the rest', () => {
    const { connection, socket } = realtimeHarness();
    const a = recorder();
    connection.subscribe(A, a.listener);
    socket().open();
    socket().receive(event(A, 1));
    socket().receive(event(A, 3));
    socket().receive({ type: 'subscribed', topic: A, seq: 3 });
    expect(socket().sent.at(-1)).toEqual({ type: 'subscribe', topic: A, after: 1 });
    socket().receive(event(A, 3));
    socket().receive({ type: 'subscribed', topic: A, seq: 3 });
    expect(a.log).toEqual(['1', '3', 'replayed@3']);
    expect(a.errors.map((error) => [error.code, error.messageKey])).toEqual([
      ['sequence_gap', 'common:realtime.serverError'],
    ]);
    expect(socket().sent).toHaveLength(2);
  });

  it('shares one server subscription between listeners of a topic; a later one gets what is held', () => {
    const { connection, socket } = realtimeHarness();
    const first = recorder('first:');
    const second = recorder('second:');
    connection.subscribe(A, first.listener);
    socket().open();
    socket().receive(event(A, 1));
    socket().receive({ type: 'subscribed', topic: A, seq: 1 });
    const leaveSecond = connection.subscribe(A, second.listener);
    socket().receive(event(A, 2));
    expect(socket().sent).toEqual([{ type: 'subscribe', topic: A, after: 0 }]);
    expect(first.log).toEqual(['first:1', 'first:replayed@1', 'first:2']);
    expect(second.log).toEqual(['second:1', 'second:replayed@1', 'second:2']);

    leaveSecond();
    socket().receive(event(A, 3));
    expect(second.log).toHaveLength(3);
    expect(first.log.at(-1)).toBe('first:3');
    expect(socket().sent).toHaveLength(1);
  });

  it('asks the server for older events when a later listener wants more than the first did', () => {
    const { connection, socket } = realtimeHarness();
    const first = recorder('first:');
    const second = recorder('second:');
    connection.subscribe(A, first.listener, { after: 2 });
    socket().open();
    expect(socket().sent).toEqual([{ type: 'subscribe', topic: A, after: 2 }]);
    socket().receive(event(A, 3));
    socket().receive({ type: 'subscribed', topic: A, seq: 3 });
    connection.subscribe(A, second.listener);
    expect(socket().sent.at(-1)).toEqual({ type: 'subscribe', topic: A, after: 0 });
    for (const seq of [1, 2, 3]) socket().receive(event(A, seq));
    socket().receive({ type: 'subscribed', topic: A, seq: 3 });
    socket().receive(event(A, 4));
    expect(first.log).toEqual(['first:3', 'first:replayed@3', 'first:4']);
    expect(second.log).toEqual(['second:1', 'second:2', 'second:3', 'second:replayed@3', 'second:4']);
  });

  it('unsubscribes when the last listener of a topic leaves, and closes the socket after a quiet moment', () => {
    const { connection, socket, sockets } = realtimeHarness({ idleMs: 3000 });
    const leaveA = connection.subscribe(A, recorder().listener);
    const leaveB = connection.subscribe(B, recorder().listener);
    socket().open();
    leaveA();
    leaveA();
    expect(socket().sent.slice(2)).toEqual([{ type: 'unsubscribe', topic: A }]);
    leaveB();
    expect(socket().sent.at(-1)).toEqual({ type: 'unsubscribe', topic: B });
    vi.advanceTimersByTime(2999);
    expect(socket().closedWith).toBeNull();

    // Moving to another page within the quiet moment keeps the socket.
    const leaveAgain = connection.subscribe(A, recorder().listener);
    vi.advanceTimersByTime(5000);
    expect(sockets).toHaveLength(1);
    expect(socket().closedWith).toBeNull();
    leaveAgain();
    vi.advanceTimersByTime(3000);
    expect(socket().closedWith).toBe(1000);
    expect(connection.state.status).toBe('closed');
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
  });

  it("gives a topic's error to that topic's listeners only, and does not ask for it again", () => {
    const { connection, socket } = realtimeHarness();
    const a = recorder();
    const b = recorder();
    const leaveA = connection.subscribe(A, a.listener);
    connection.subscribe(B, b.listener);
    socket().open();
    socket().receive({ type: 'error', code: 'forbidden', detail: 'Not your conversion.', topic: A });
    expect(a.errors).toEqual([
      { code: 'forbidden', detail: 'Not your conversion.', messageKey: 'common:errors.forbidden' },
    ]);
    expect(b.errors).toEqual([]);

    const late = recorder();
    const leaveLate = connection.subscribe(A, late.listener);
    expect(late.errors.map((error) => error.code)).toEqual(['forbidden']);

    socket().drop();
    vi.runOnlyPendingTimers();
    socket().open();
    expect(socket().sent).toEqual([{ type: 'subscribe', topic: B, after: 0 }]);
    leaveA();
    leaveLate();
    // The server holds no subscription of A to end.
    expect(socket().sent).toHaveLength(1);
  });

  it('ignores frames outside the protocol without losing its place', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { connection, socket } = realtimeHarness();
    const a = recorder();
    connection.subscribe(A, a.listener);
    socket().open();
    socket().frame('not json');
    socket().frame(JSON.stringify({ type: 'event', topic: A, seq: 'one' }));
    socket().receive(event(A, 1));
    expect(a.log).toEqual(['1']);
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });

  it('refuses a topic outside the protocol before sending anything', () => {
    const { connection, sockets } = realtimeHarness();
    expect(() => connection.subscribe('user:1', recorder().listener)).toThrow(TypeError);
    expect(sockets).toHaveLength(0);
  });
});
