import { Topic, type WsClientMessage } from '@galley/contracts';
import { parseServerMessage } from './parse-server-message.ts';
import type { RealtimeState } from './realtime-state.ts';
import { ReconnectingSocket } from './reconnecting-socket.ts';
import type { CreateSocket } from './socket-like.ts';
import { browserTimers, type Timers } from './timers.ts';
import { TopicFeed } from './topic-feed.ts';
import type { TopicListener } from './topic-listener.ts';

export interface RealtimeConnectionOptions {
  /** `ws(s)://host/ws/`; see realtimeUrl. */
  url: string;
  createSocket?: CreateSocket;
  schedule?: Timers;
  /** Reconnects in a row before giving up (`failed`) until `retry()`. */
  maxAttempts?: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
  random?: () => number;
  /** How long the socket stays open after its last topic went, so moving between pages keeps it. */
  idleMs?: number;
}

export type StateListener = (state: RealtimeState) => void;

/**
 * The tab's one websocket, multiplexed into topics. It connects on the first subscribe and closes a
 * moment after the last unsubscribe; listeners of one topic share one server subscription; after a
 * reconnect every topic resumes from the last sequence it holds, so each listener hears every event
 * exactly once and in order.
 */
export class RealtimeConnection {
  private readonly feeds = new Map<string, TopicFeed>();
  private readonly stateListeners = new Set<StateListener>();
  private readonly socket: ReconnectingSocket;
  private readonly timers: Timers;
  private readonly idleMs: number;
  private idleTimer: unknown = null;

  constructor(options: RealtimeConnectionOptions) {
    this.timers = options.schedule ?? browserTimers;
    this.idleMs = options.idleMs ?? 3000;
    this.socket = new ReconnectingSocket({
      url: options.url,
      createSocket: options.createSocket ?? ((url) => new WebSocket(url)),
      timers: this.timers,
      maxAttempts: options.maxAttempts ?? 5,
      backoff: {
        baseMs: options.baseDelayMs ?? 500,
        maxMs: options.maxDelayMs ?? 10_000,
        random: options.random ?? Math.random,
      },
      onOpen: () => {
        for (const feed of this.feeds.values()) feed.resume();
      },
      onMessage: (data) => this.dispatch(data),
      onState: (state) => {
        for (const listener of this.stateListeners) listener(state);
      },
    });
  }

  get state(): RealtimeState {
    return this.socket.state;
  }

  /** Stable, so React's useSyncExternalStore can take it as is. */
  readonly onState = (listener: StateListener): (() => void) => {
    this.stateListeners.add(listener);
    return () => {
      this.stateListeners.delete(listener);
    };
  };

  /**
   * Listens to `topic` from the event after `after` (0: everything stored). Events the tab already holds
   * are handed over at once, before this returns. Returns the unsubscribe function.
   */
  subscribe(topic: string, listener: TopicListener, { after = 0 }: { after?: number } = {}): () => void {
    if (!Topic.safeParse(topic).success) throw new TypeError(`Not a realtime topic: ${topic}`);
    this.clearIdle();
    let feed = this.feeds.get(topic);
    const isNew = !feed;
    feed ??= new TopicFeed(topic, after, (from) => this.send({ type: 'subscribe', topic, after: from }));
    this.feeds.set(topic, feed);
    const leave = feed.join(listener, after);
    if (isNew) feed.resume();
    this.socket.start();
    let left = false;
    return () => {
      if (left) return;
      left = true;
      if (leave() && this.feeds.get(topic) === feed) this.drop(feed);
    };
  }

  /** Starts again after `failed` (or skips the current wait) with a full count of attempts. */
  retry(): void {
    if (this.feeds.size > 0) this.socket.retry();
  }

  /** A hint that the network is back: reconnect now instead of at the end of the wait. */
  wake(): void {
    this.socket.wake();
  }

  /** Closes the socket and forgets every topic and listener. */
  close(): void {
    this.clearIdle();
    this.feeds.clear();
    this.socket.stop();
  }

  private drop(feed: TopicFeed): void {
    this.feeds.delete(feed.topic);
    if (!feed.refused) this.send({ type: 'unsubscribe', topic: feed.topic });
    if (this.feeds.size > 0) return;
    this.idleTimer = this.timers.setTimeout(() => {
      this.idleTimer = null;
      if (this.feeds.size === 0) this.socket.stop();
    }, this.idleMs);
  }

  private send(message: WsClientMessage): boolean {
    return this.socket.send(JSON.stringify(message));
  }

  private dispatch(data: unknown): void {
    const message = parseServerMessage(data);
    if (!message) return;
    if (message.type === 'event') this.feeds.get(message.topic)?.receive(message);
    else if (message.type === 'subscribed') this.feeds.get(message.topic)?.subscribed(message.seq);
    else if (message.type === 'error') {
      const feed = message.topic ? this.feeds.get(message.topic) : undefined;
      if (feed) feed.refuse(message.code, message.detail);
      else console.warn(`realtime: ${message.code}: ${message.detail}`);
    }
    // 'progress' and 'status' belong to the legacy /ws/notifications/ socket, not this one.
  }

  private clearIdle(): void {
    if (this.idleTimer !== null) this.timers.clearTimeout(this.idleTimer);
    this.idleTimer = null;
  }
}
