import { type BackoffOptions, backoffDelay } from './backoff-delay.ts';
import { REALTIME_MESSAGE_KEYS } from './realtime-message-keys.ts';
import { CLOSED_STATE, type RealtimeFailure, type RealtimeState } from './realtime-state.ts';
import { type CreateSocket, SOCKET_OPEN, type WebSocketLike } from './socket-like.ts';
import type { Timers } from './timers.ts';

/** The server closes with this code when the upgrade carried no live session. */
export const CLOSE_UNAUTHORIZED = 4401;

export interface ReconnectingSocketOptions {
  url: string;
  createSocket: CreateSocket;
  timers: Timers;
  maxAttempts: number;
  backoff: BackoffOptions;
  onOpen(): void;
  onMessage(data: unknown): void;
  onState(state: RealtimeState): void;
}

/**
 * One websocket kept open: after a drop it waits (doubling, jittered, capped) and tries again, up to
 * `maxAttempts` times in a row, then stays `failed` until `retry()`. A 4401 close is final at once:
 * without a session every attempt would be refused the same way.
 */
export class ReconnectingSocket {
  private socket: WebSocketLike | null = null;
  private timer: unknown = null;
  private current: RealtimeState = CLOSED_STATE;

  constructor(private readonly options: ReconnectingSocketOptions) {}

  get state(): RealtimeState {
    return this.current;
  }

  send(data: string): boolean {
    if (this.current.status !== 'open' || this.socket?.readyState !== SOCKET_OPEN) return false;
    this.socket.send(data);
    return true;
  }

  /** Connects if nothing is open or under way. */
  start(): void {
    if (this.current.status !== 'closed') return;
    this.setState({ status: 'connecting', attempt: 0 });
    this.connect();
  }

  /** After `failed`, or while waiting to reconnect: a fresh start with a full count of attempts. */
  retry(): void {
    const waiting = this.current.status === 'reconnecting' && this.timer !== null;
    if (this.current.status !== 'failed' && !waiting) return;
    this.clearTimer();
    this.setState({ status: 'connecting', attempt: 0 });
    this.connect();
  }

  /** The network came back or the tab became visible: skip the rest of the wait. */
  wake(): void {
    if (this.current.status !== 'reconnecting' || this.timer === null) return;
    this.clearTimer();
    this.connect();
  }

  stop(): void {
    this.clearTimer();
    this.drop()?.close(1000);
    this.setState(CLOSED_STATE);
  }

  private connect(): void {
    let socket: WebSocketLike;
    try {
      socket = this.options.createSocket(this.options.url);
    } catch {
      // A socket that cannot even be built counts as a failed attempt, like one the network refused.
      this.closed(1006);
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      this.setState({ status: 'open', attempt: 0 });
      this.options.onOpen();
    };
    socket.onmessage = (event) => this.options.onMessage(event.data);
    // The browser reports a failed or lost connection as an error followed by a close: the close decides.
    socket.onerror = () => {};
    socket.onclose = (event) => {
      this.drop();
      this.closed(event.code);
    };
  }

  private closed(code: number): void {
    const made = this.current.status === 'open' ? 0 : this.current.attempt;
    if (code === CLOSE_UNAUTHORIZED) {
      this.fail('unauthorized', REALTIME_MESSAGE_KEYS.unauthorized, made);
      return;
    }
    if (made >= this.options.maxAttempts) {
      this.fail('max_attempts', REALTIME_MESSAGE_KEYS.maxAttempts, made);
      return;
    }
    const attempt = made + 1;
    this.setState({ status: 'reconnecting', attempt });
    this.timer = this.options.timers.setTimeout(
      () => {
        this.timer = null;
        this.connect();
      },
      backoffDelay(attempt, this.options.backoff),
    );
  }

  private fail(reason: RealtimeFailure['reason'], messageKey: string, attempt: number): void {
    this.setState({ status: 'failed', attempt, failure: { reason, messageKey } });
  }

  /** Forgets the current socket and silences it, so its late events change nothing. */
  private drop(): WebSocketLike | null {
    const socket = this.socket;
    this.socket = null;
    if (!socket) return null;
    socket.onopen = null;
    socket.onmessage = null;
    socket.onclose = null;
    socket.onerror = null;
    return socket;
  }

  private clearTimer(): void {
    if (this.timer !== null) this.options.timers.clearTimeout(this.timer);
    this.timer = null;
  }

  private setState(state: RealtimeState): void {
    this.current = state;
    this.options.onState(state);
  }
}
