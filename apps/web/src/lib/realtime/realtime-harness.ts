import type { WsClientMessage, WsEventMessage, WsServerMessage } from '@galley/contracts';
import { RealtimeConnection, type RealtimeConnectionOptions } from './realtime-connection.ts';
import type { RealtimeState } from './realtime-state.ts';
import type { WebSocketLike } from './socket-like.ts';
import type { Timers } from './timers.ts';

/*
 * Test support (imported by *.test.ts only): a double of the browser's WebSocket that the test opens,
 * feeds and drops, and a connection wired to it with timers that record every wait they are asked for.
 */

export class FakeSocket implements WebSocketLike {
  readyState = 0;
  onopen: WebSocketLike['onopen'] = null;
  onmessage: WebSocketLike['onmessage'] = null;
  onclose: WebSocketLike['onclose'] = null;
  onerror: WebSocketLike['onerror'] = null;
  readonly sent: WsClientMessage[] = [];
  closedWith: number | null = null;

  constructor(readonly url: string) {}

  send(data: string): void {
    if (this.readyState !== 1) throw new Error('send on a socket that is not open');
    this.sent.push(JSON.parse(data));
  }

  close(code = 1000): void {
    this.readyState = 3;
    this.closedWith = code;
  }

  open(): void {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }

  receive(message: WsServerMessage): void {
    this.frame(JSON.stringify(message));
  }

  /** A raw text frame from the server, protocol or not. */
  frame(data: string): void {
    this.onmessage?.({ data } as MessageEvent);
  }

  /** The connection failed or was lost: the browser fires error, then close. */
  drop(code = 1006): void {
    this.readyState = 3;
    this.onerror?.(new Event('error'));
    this.onclose?.({ code, reason: '', wasClean: false } as CloseEvent);
  }
}

export function event(topic: string, seq: number): WsEventMessage {
  return {
    type: 'event',
    topic,
    seq,
    at: '2025-01-01T00:00:00.000Z',
    event: { kind: 'progress', step: `step ${seq}`, percent: seq },
  };
}

export function realtimeHarness(options: Partial<RealtimeConnectionOptions> = {}) {
  const sockets: FakeSocket[] = [];
  const delays: number[] = [];
  const states: RealtimeState[] = [];
  const schedule: Timers = {
    setTimeout: (callback, ms) => {
      delays.push(ms);
      return setTimeout(callback, ms);
    },
    clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  };
  const connection = new RealtimeConnection({
    url: 'ws://galley.test/ws/',
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    schedule,
    random: () => 0.5,
    ...options,
  });
  connection.onState((state) => states.push(state));
  const socket = (): FakeSocket => {
    const last = sockets.at(-1);
    if (!last) throw new Error('no socket was opened');
    return last;
  };
  return { connection, sockets, delays, states, socket };
}
